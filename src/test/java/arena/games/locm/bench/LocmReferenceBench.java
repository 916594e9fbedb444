package arena.games.locm.bench;

import arena.games.locm.Action;
import arena.games.locm.Battle;
import arena.games.locm.Card;
import arena.games.locm.CardData;
import arena.games.locm.CardGenerator;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmSeeds;
import arena.games.locm.LocmVariant;
import arena.games.locm.PlayerState;
import arena.games.locm.RandomLegalPlayer;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The arena's LOCM engine against the reference referee's (acatai/Strategy-Card-Game-AI-Competition), on the same
 * seeded games between random legal players: first it checks that both engines play every game identically (a digest
 * of every battle turn's state, every chosen action and the winner, 1.5: the generated pool too, played through the
 * text answers; and the end of the same game on the engine's fast self-play path, the one timed), then it prints whole
 * games per CPU second of each, measured in alternating slices on one thread of one JVM.
 *
 * <p>The reference is not part of this project: give the folders of its two referees, {@code referee1.2-java} (1.2,
 * at HEAD) and {@code referee1.5-java} (1.5 as played in COG 2022, commit 7aaec88), and the class path of the two
 * libraries its 1.5 card generator needs (Gson, Guava). The bench compiles the referee's engine package (not its SDK
 * glue, {@code EngineReferee}) with the drivers in {@code src/test/resources/locm/reference-bench/}, then plays each
 * variant in a child JVM whose class path holds the referee's resources (it reads its card list and weights as system
 * resources). {@code src/scripts/bench-locm.sh} does all of it.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:DEPS arena.games.locm.bench.LocmReferenceBench \
 *   --ref12 REPO/referee1.2-java --ref15 REPO/referee1.5-java --libs GSON.jar:GUAVA.jar \
 *   [--variants 1.2,1.5-shared,1.5-new] [--check 20000] [--seconds 10] [--seed 1]
 * </pre>
 */
public final class LocmReferenceBench {
    private static final String DRIVERS = "src/test/resources/locm/reference-bench";
    private static final List<String> VARIANTS = List.of("1.2", "1.5-shared", "1.5-new");

    private LocmReferenceBench() {
    }

    public static void main(String[] args) throws Throwable {
        Options o = Options.parse(args);
        if (o.child != null) {
            System.exit(new Child(o).run() ? 0 : 1);
            return;
        }
        boolean allIdentical = true;
        for (String v : o.variants) {
            Path refDir = Paths.get(v.equals("1.2") ? o.ref12 : o.ref15);
            Path classes = compileReference(v.equals("1.2") ? "12" : "15", refDir, o.libs);
            String cp = classes + File.pathSeparator + refDir.resolve("src/main/resources")
                    + (o.libs.isEmpty() ? "" : File.pathSeparator + o.libs) + File.pathSeparator
                    + System.getProperty("java.class.path");
            List<String> cmd = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", cp, LocmReferenceBench.class.getName(), "--child", v, "--check", String.valueOf(o.check),
                    "--seconds", String.valueOf(o.seconds), "--seed", String.valueOf(o.seed)));
            Process p = new ProcessBuilder(cmd).inheritIO().start();
            allIdentical &= p.waitFor() == 0;
        }
        System.exit(allIdentical ? 0 : 1);
    }

    /** Compiles the referee's engine (and card generator), the two SDK stand-ins and the driver into target/. */
    private static Path compileReference(String version, Path refDir, String libs) throws IOException {
        Path engine = refDir.resolve("src/main/java/com/codingame/game/engine");
        if (!Files.isDirectory(engine))
            throw new IllegalArgumentException(refDir + " has no src/main/java/com/codingame/game/engine: give a referee1."
                    + (version.equals("12") ? "2" : "5") + "-java folder of acatai/Strategy-Card-Game-AI-Competition");
        Path out = Paths.get("target", "locm-reference", version);
        Files.createDirectories(out);
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(engine)) {
            s.filter(f -> f.toString().endsWith(".java") && !f.getFileName().toString().equals("EngineReferee.java"))
                    .forEach(f -> files.add(f.toString()));
        }
        try (Stream<Path> s = Files.walk(Paths.get(DRIVERS, "stubs"))) {
            s.filter(f -> f.toString().endsWith(".java")).forEach(f -> files.add(f.toString()));
        }
        files.add(Paths.get(DRIVERS, "RefDriver" + version + ".java").toString());
        files.add(Paths.get(DRIVERS, "RefBattle.java").toString()); // the battle both drivers play, compiled with each engine
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> cmd = new ArrayList<>(List.of("-nowarn", "-proc:none", "-encoding", "UTF-8", "-d", out.toString()));
        if (!libs.isEmpty())
            cmd.addAll(List.of("-cp", libs));
        cmd.addAll(files);
        if (javac.run(null, null, System.err, cmd.toArray(String[]::new)) != 0)
            throw new IllegalStateException("the reference " + version + " did not compile (see above)");
        return out;
    }

    /** The command line. */
    record Options(String child, List<String> variants, String ref12, String ref15, String libs, int check,
                   double seconds, long seed) {
        static Options parse(String[] args) {
            String child = null, ref12 = null, ref15 = null, libs = "";
            List<String> variants = VARIANTS;
            int check = 20_000;
            double seconds = 10;
            long seed = 1;
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (i + 1 >= args.length)
                    throw usage(a + " needs a value");
                String v = args[++i];
                switch (a) {
                    case "--child" -> child = v;
                    case "--variants" -> variants = List.of(v.split(","));
                    case "--ref12" -> ref12 = v;
                    case "--ref15" -> ref15 = v;
                    case "--libs" -> libs = v;
                    case "--check" -> check = Integer.parseInt(v);
                    case "--seconds" -> seconds = Double.parseDouble(v);
                    case "--seed" -> seed = Long.parseLong(v);
                    default -> throw usage("unknown option " + a);
                }
            }
            for (String v : variants)
                if (!VARIANTS.contains(v))
                    throw usage("unknown variant " + v + " (" + String.join(", ", VARIANTS) + ")");
            if (child == null && variants.contains("1.2") && ref12 == null)
                throw usage("--ref12 is needed for 1.2");
            if (child == null && variants.stream().anyMatch(v -> v.startsWith("1.5")) && ref15 == null)
                throw usage("--ref15 is needed for 1.5");
            return new Options(child, variants, ref12, ref15, libs, check, seconds, seed);
        }

        private static IllegalArgumentException usage(String why) {
            return new IllegalArgumentException(why + "\nusage: LocmReferenceBench --ref12 DIR --ref15 DIR --libs CP"
                    + " [--variants 1.2,1.5-shared,1.5-new] [--check GAMES] [--seconds S] [--seed S]");
        }
    }

    /** One variant in its own JVM: the identity check, then the alternating timed slices. */
    static final class Child {
        private final Options o;
        private final LocmVariant variant;
        private final boolean newPool;
        private final MethodHandle refPlay;
        private final List<CardData> sharedPool;
        private final ThreadMXBean cpu = ManagementFactory.getThreadMXBean();

        Child(Options o) throws Throwable {
            this.o = o;
            variant = o.child.equals("1.2") ? LocmVariant.V1_2 : LocmVariant.V1_5;
            newPool = o.child.equals("1.5-new");
            Class<?> driver = Class.forName("com.codingame.game.engine.RefDriver" + (variant == LocmVariant.V1_2 ? "12" : "15"));
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            lookup.findStatic(driver, "load", MethodType.methodType(void.class)).invoke();
            if (variant == LocmVariant.V1_2) {
                refPlay = lookup.findStatic(driver, "play", MethodType.methodType(long.class, long.class, long.class,
                        long.class, long.class, long.class, boolean.class));
                sharedPool = null;
            } else {
                refPlay = lookup.findStatic(driver, "play", MethodType.methodType(long.class, long.class, long.class,
                        long.class, long.class, long.class, long.class, boolean.class, boolean.class));
                long poolSeed = LocmSeeds.fromGameSeed(LocmVariant.V1_5, o.seed - 1).cardGenSeed();
                sharedPool = CardGenerator.generate(poolSeed);
                if (!newPool)
                    lookup.findStatic(driver, "generatePool", MethodType.methodType(void.class, long.class)).invoke(poolSeed);
            }
        }

        boolean run() throws Throwable {
            String load = Files.exists(Paths.get("/proc/loadavg")) ? Files.readString(Paths.get("/proc/loadavg")).trim() : "?";
            System.out.printf("LOCM %s: checking %,d games (seeds %d..)%n", o.child, o.check, o.seed);
            for (int i = 0; i < o.check; i++) {
                long seed = o.seed + i;
                long ours = oursChecked(seed), ref = refGame(seed, true);
                if (ours != ref) {
                    System.out.printf("LOCM %s: game %d differs (arena digest %x, reference %x)%n", o.child, seed, ours, ref);
                    return false;
                }
                long timedOurs = oursGame(seed), timedRef = refGame(seed, false);
                if (timedOurs != timedRef) {
                    System.out.printf("LOCM %s: game %d's timed path differs (winner, turns and healths %d against %d)%n",
                            o.child, seed, timedOurs, timedRef);
                    return false;
                }
            }
            System.out.printf("LOCM %s: %,d games identical (every turn's state, every action, the winner)%n", o.child, o.check);
            // warm-up slices, then alternate slices of ~0.5 s CPU each until each engine has its seconds
            long oursNanos = 0, refNanos = 0, oursGames = 0, refGames = 0, oursSeed = o.seed, refSeed = o.seed;
            for (int w = 0; w < 2; w++) {
                oursSeed += slice(true, oursSeed, 500_000_000L)[0];
                refSeed += slice(false, refSeed, 500_000_000L)[0];
            }
            long target = (long) (o.seconds * 1e9);
            while (oursNanos < target || refNanos < target) {
                long[] a = slice(true, oursSeed, 500_000_000L);
                oursGames += a[0];
                oursSeed += a[0];
                oursNanos += a[1];
                long[] b = slice(false, refSeed, 500_000_000L);
                refGames += b[0];
                refSeed += b[0];
                refNanos += b[1];
            }
            double oursRate = oursGames / (oursNanos / 1e9), refRate = refGames / (refNanos / 1e9);
            System.out.printf("LOCM %-10s arena %,9.0f games/CPU-s (%,d games)   reference %,9.0f games/CPU-s (%,d games)"
                    + "   %.2fx   (load before: %s)%n", o.child, oursRate, oursGames, refRate, refGames,
                    oursRate / refRate, load);
            return true;
        }

        /** Plays games from {@code seed} on one engine until {@code nanos} of this thread's CPU: {games, nanos}. */
        private long[] slice(boolean ours, long seed, long nanos) throws Throwable {
            long start = cpu.getCurrentThreadCpuTime(), games = 0, sink = 0, now;
            do {
                for (int k = 0; k < 64; k++, games++)
                    sink += ours ? oursGame(seed + games) : refGame(seed + games, false);
                now = cpu.getCurrentThreadCpuTime();
            } while (now - start < nanos);
            if (sink == Long.MIN_VALUE)
                System.out.println(); // keeps the results alive
            return new long[]{games, now - start};
        }

        private long refGame(long seed, boolean check) throws Throwable {
            LocmSeeds s = LocmSeeds.fromGameSeed(variant, seed);
            if (variant == LocmVariant.V1_2)
                return (long) refPlay.invokeExact(s.choicesSeed(), s.shufflePlayer0Seed(), s.shufflePlayer1Seed(),
                        playerSeed(seed, 0), playerSeed(seed, 1), check);
            return (long) refPlay.invokeExact(s.cardGenSeed(), s.choicesSeed(), s.shufflePlayer0Seed(),
                    s.shufflePlayer1Seed(), playerSeed(seed, 0), playerSeed(seed, 1), newPool, check);
        }

        private LocmMatch newMatch(long seed) {
            LocmSeeds s = LocmSeeds.fromGameSeed(variant, seed);
            return variant == LocmVariant.V1_2 || newPool ? LocmMatch.create(variant, s) : LocmMatch.create15(s, sharedPool);
        }

        /** The arena's timed path: the engine's own random self-play; the winner, turns and healths at the end. */
        private long oursGame(long seed) {
            LocmMatch m = newMatch(seed);
            int winner = RandomLegalPlayer.playGame(m, new RandomLegalPlayer(playerSeed(seed, 0)),
                    new RandomLegalPlayer(playerSeed(seed, 1)));
            Battle b = m.battle();
            return (((long) (b.turn() + 1) * 1024 + b.player(0).health() + 512) * 1024 + b.player(1).health() + 512) * 4
                    + winner + 1;
        }

        /** The same game with the digest the reference driver computes. */
        private long oursChecked(long seed) {
            LocmMatch m = newMatch(seed);
            Random[] rng = {new Random(playerSeed(seed, 0)), new Random(playerSeed(seed, 1))};
            while (m.phase() == LocmMatch.Phase.DRAFT || m.phase() == LocmMatch.Phase.CONSTRUCTED)
                for (int p : m.awaiting())
                    m.apply(p, m.phase() == LocmMatch.Phase.DRAFT ? "PICK " + rng[p].nextInt(3) : deckAnswer(m, rng[p]));
            long h = 17;
            if (variant == LocmVariant.V1_5)
                for (CardData c : m.pool())
                    h = cardDigest(h, c);
            List<Action> legal = new ArrayList<>();
            while (m.phase() == LocmMatch.Phase.BATTLE) {
                Battle b = m.battle();
                h = digest(h, b);
                Random r = rng[b.currentPlayer()];
                while (m.phase() == LocmMatch.Phase.BATTLE && b.winner() == -1) {
                    legal.clear();
                    b.legalActions(legal);
                    Action a = legal.get(r.nextInt(legal.size()));
                    h = a.type == Action.Type.PASS ? mix(h, 3) : mix(mix(mix(h, a.type.ordinal()), a.arg1), a.arg2);
                    if (a.type == Action.Type.PASS || !m.act(a))
                        break;
                }
                m.endTurn();
            }
            return mix(h, m.winner());
        }

        private static String deckAnswer(LocmMatch m, Random rng) {
            List<CardData> pool = m.pool();
            int[] copies = new int[pool.size()];
            StringBuilder sb = new StringBuilder(400);
            for (int n = 0; n < 30; ) {
                int i = rng.nextInt(pool.size());
                if (copies[i] >= 2)
                    continue;
                copies[i]++;
                n++;
                if (!sb.isEmpty())
                    sb.append(';');
                sb.append("CHOOSE ").append(pool.get(i).baseId());
            }
            return sb.toString();
        }

        private long digest(long h, Battle b) {
            h = mix(mix(h, b.turn()), b.currentPlayer());
            for (int i = 0; i < 2; i++) {
                PlayerState g = b.player(i);
                h = mix(mix(mix(mix(mix(h, g.health()), g.maxMana()), g.currentMana()), g.nextTurnDraw()), g.deckSize());
                h = mix(h, variant == LocmVariant.V1_2 ? g.nextRune() : 0);
                h = mix(h, g.hand().size());
                for (Card c : g.hand())
                    h = mix(h, c.id);
                h = mix(h, g.board().size());
                for (Card c : g.board())
                    h = mix(mix(mix(mix(mix(mix(h, c.id), c.attack()), c.defense()), c.keywords()), c.lane()),
                            c.canAttack() ? 1 : 0);
            }
            return h;
        }
    }

    static long playerSeed(long gameSeed, int player) {
        return gameSeed * 0x9E3779B97F4A7C15L + 1 + player;
    }

    static long mix(long h, long x) {
        return (h ^ x) * 0x100000001b3L + 0x9e3779b97f4a7c15L;
    }

    static long cardDigest(long h, CardData c) {
        return mix(mix(mix(mix(mix(mix(mix(mix(mix(mix(h, c.baseId()), c.type().ordinal()), c.cost()), c.attack()),
                c.defense()), c.keywords()), c.myHealthChange()), c.oppHealthChange()), c.cardDraw()), c.area().ordinal());
    }
}
