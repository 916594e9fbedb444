package arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two of the arena's packages depend on each other, directly or around a loop (issue 32: the store and the contest
 * core did, through the domain's types, now in {@code arena.domain}); the contest core's rooms use only the rooms their
 * package-info names, and none is over 20 classes (issue 45: it was one package of 80). The dependencies are read from
 * the compiled classes' constant pools: every class a class names, in its code, fields, signatures and annotations.
 * jOOQ's generated classes ({@code arena.store.db...}) refer to each other both ways; they count as the store they
 * belong to.
 */
class PackageCycleTest {
    /** A class name inside a class file's strings: {@code arena/store/RoundStore}, also inside descriptors. */
    private static final Pattern CLASS_NAME = Pattern.compile("(?<![\\w/$])(arena(?:/[a-z][a-z0-9_]*)*)/[A-Z][\\w$]*");

    /**
     * Issue 45: the contest core's rooms, each with the rooms of the core it may use (its package-info says why), from
     * the bottom up. A room not listed here fails the test, so a new one is placed on purpose.
     */
    private static final Map<String, Set<String>> CONTEST_ROOMS = Map.of(
            "arena.contest.base", Set.of(),
            "arena.contest.turns", Set.of("arena.contest.base"),
            "arena.contest.rules", Set.of("arena.contest.base"),
            "arena.contest.accounts", Set.of("arena.contest.base"),
            "arena.contest.shared", Set.of("arena.contest.base", "arena.contest.turns"),
            "arena.contest.life", Set.of("arena.contest.base", "arena.contest.turns", "arena.contest.rules", "arena.contest.accounts",
                    "arena.contest.shared"),
            "arena.contest.sessions", Set.of("arena.contest.base", "arena.contest.turns", "arena.contest.rules", "arena.contest.shared",
                    "arena.contest.life"),
            "arena.contest", Set.of("arena.contest.base", "arena.contest.turns", "arena.contest.rules", "arena.contest.accounts",
                    "arena.contest.shared", "arena.contest.life", "arena.contest.sessions"),
            "arena.contest.classroom", Set.of("arena.contest.base", "arena.contest.rules", "arena.contest.accounts", "arena.contest.life",
                    "arena.contest"));
    /** Issue 45: "none over about 20 files"; a room that grows past it is split again by concern. */
    private static final int MOST_CLASSES_IN_A_CONTEST_ROOM = 20;

    @Test
    void theArenasPackagesFormNoCycle() throws Exception {
        Map<String, Set<String>> graph = dependencies(classes());
        assertTrue(graph.containsKey("arena.contest") && graph.get("arena.contest").contains("arena.store"),
                "the scan sees the contest core use the store: " + graph.get("arena.contest"));
        assertTrue(graph.get("arena.contest.sessions").contains("arena.contest.life"),
                "the scan sees a connection use its live contest: " + graph.get("arena.contest.sessions"));
        assertTrue(graph.get("arena.store").contains("arena.domain"), "the scan sees the store use the domain's types");
        assertEquals(List.of(), cycles(graph), "packages that depend on each other");
    }

    @Test
    void eachContestRoomUsesOnlyTheRoomsBelowItThatItNames() throws Exception {
        Map<String, Set<String>> graph = dependencies(classes());
        Map<String, Set<String>> beyond = new TreeMap<>();
        for (var room : graph.entrySet()) {
            if (!room.getKey().startsWith("arena.contest")) continue;
            Set<String> allowed = CONTEST_ROOMS.get(room.getKey());
            if (allowed == null) {
                beyond.put(room.getKey(), Set.of("(a room CONTEST_ROOMS does not list)"));
                continue;
            }
            Set<String> used = new TreeSet<>(room.getValue());
            used.removeIf(p -> !p.startsWith("arena.contest") || allowed.contains(p));
            if (!used.isEmpty()) beyond.put(room.getKey(), used);
        }
        assertEquals(Map.of(), beyond, "contest rooms using rooms their package-info does not name");
        assertEquals(new TreeSet<>(CONTEST_ROOMS.keySet()), new TreeSet<>(graph.keySet()).subSet("arena.contest", "arena.contest/"),
                "every contest room listed is there");
    }

    @Test
    void noContestRoomIsOverTwentyClasses() throws Exception {
        Map<String, Integer> over = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(classes().resolve("arena/contest"))) {
            Map<String, Integer> counts = new TreeMap<>();
            walk.filter(p -> p.getFileName().toString().endsWith(".class") && !p.getFileName().toString().contains("$")
                            && !p.getFileName().toString().equals("package-info.class"))
                    .forEach(p -> counts.merge(p.getParent().toString(), 1, Integer::sum));
            assertTrue(counts.size() >= CONTEST_ROOMS.size(), "the scan sees the contest rooms: " + counts.keySet());
            counts.forEach((room, n) -> {
                if (n > MOST_CLASSES_IN_A_CONTEST_ROOM) over.put(room, n);
            });
        }
        assertEquals(Map.of(), over, "contest rooms over " + MOST_CLASSES_IN_A_CONTEST_ROOM + " classes");
    }

    /** The check itself finds a loop, whatever its length, and names its packages. */
    @Test
    void aLoopIsFound() {
        Map<String, Set<String>> graph = new TreeMap<>();
        graph.put("a", Set.of("b"));
        graph.put("b", Set.of("c"));
        graph.put("c", Set.of("a", "d"));
        graph.put("d", Set.of());
        assertEquals(List.of(List.of("a", "b", "c")), cycles(graph));
        graph.put("c", Set.of("d"));
        assertEquals(List.of(), cycles(graph));
    }

    /** The compiled classes of the arena (target/classes). */
    private static Path classes() throws java.net.URISyntaxException {
        return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** Package to the other packages of the arena its classes name. */
    private static Map<String, Set<String>> dependencies(Path root) throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root.resolve("arena"))) {
            files = walk.filter(p -> p.toString().endsWith(".class")).toList();
        }
        for (Path file : files) {
            String from = owner(root.relativize(file.getParent()).toString().replace(file.getFileSystem().getSeparator(), "."));
            Set<String> to = graph.computeIfAbsent(from, k -> new TreeSet<>());
            try (InputStream in = Files.newInputStream(file)) {
                for (String text : strings(in)) {
                    Matcher m = CLASS_NAME.matcher(text);
                    while (m.find()) {
                        String used = owner(m.group(1).replace('/', '.'));
                        if (!used.equals(from)) to.add(used);
                    }
                }
            }
        }
        return graph;
    }

    /** The package a class belongs to for this check: jOOQ's generated packages are the store's. */
    private static String owner(String pkg) {
        return pkg.startsWith("arena.store.db") ? "arena.store" : pkg;
    }

    /** The UTF-8 constants of a class file (class names, descriptors, signatures, strings). */
    private static List<String> strings(InputStream file) throws IOException {
        DataInputStream in = new DataInputStream(file);
        if (in.readInt() != 0xCAFEBABE) throw new IOException("not a class file");
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        int count = in.readUnsignedShort();
        List<String> utf8 = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8.add(in.readUTF());
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                case 5, 6 -> {
                    in.skipNBytes(8);
                    i++; // a long or a double takes two entries
                }
                case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
                case 15 -> in.skipNBytes(3);
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        return utf8;
    }

    /** The graph's strongly connected parts of more than one package (Tarjan), each sorted, in order. */
    static List<List<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<List<String>> found = new ArrayList<>();
        for (String v : graph.keySet()) if (!index.containsKey(v)) connect(v, graph, index, low, stack, onStack, found);
        found.sort((a, b) -> a.get(0).compareTo(b.get(0)));
        return found;
    }

    private static void connect(String v, Map<String, Set<String>> graph, Map<String, Integer> index, Map<String, Integer> low,
                                Deque<String> stack, Set<String> onStack, List<List<String>> found) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : graph.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                connect(w, graph, index, low, stack, onStack, found);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> part = new ArrayList<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                part.add(w);
            } while (!w.equals(v));
            if (part.size() > 1) {
                part.sort(null);
                found.add(part);
            }
        }
    }
}
