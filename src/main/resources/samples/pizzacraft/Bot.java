// A Pizzacraft starter bot: workers mine and build, the barracks trains warriors, warriors march on the enemy.
//
// Run:  export ARENA_PASSWORD=...   then   java Bot.java HOST PORT TEAM CONTEST      (Java 17 or newer)
// With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
// Where to start changing it: playTurn() below; workers(), buildings() and warriors() are its three parts.
// It prints what happens to stderr; the rules page of the game lists every command.
import java.io.*;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Bot {
    // ---- The transport: one socket, or stdin/stdout when no HOST is given ----
    static BufferedReader in;
    static PrintStream out;
    static Socket socket;

    static void connect(String[] args) throws IOException {
        socket = args.length < 2 ? null : new Socket(args[0], Integer.parseInt(args[1]));
        in = new BufferedReader(new InputStreamReader(socket == null ? System.in : socket.getInputStream(), StandardCharsets.UTF_8));
        out = new PrintStream(socket == null ? System.out : socket.getOutputStream(), false, StandardCharsets.UTF_8);
    }

    static void log(String text) { System.err.println(text); }
    static void send(String text) { out.print(text + "\n"); out.flush(); }
    static String receive() throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) throw new EOFException("the arena closed the connection"); // nothing, or a line cut off
            line.append((char) c);
        }
        int end = line.length() > 0 && line.charAt(line.length() - 1) == '\r' ? line.length() - 1 : line.length();
        return line.substring(0, end);
    }

    static class TurnOver extends Exception {} // the turn or the match ended under the bot's feet
    static final Set<String> ONE_LINE = Set.of("IS_MY_TURN", "GET_TURNS_LEFT", "GET_GOLD", "GET_SCORE", "GET_UPGRADES");
    static final Set<String> COUNTED = Set.of("GET_MY_MATCHES", "GET_MINES", "GET_MY_UNITS", "GET_ENEMY_UNITS", "GET_MY_BUILDINGS", "GET_ENEMY_BUILDINGS");

    /** Sends a command; returns the lines of its answer after OK, or null (and prints it) on ERR. */
    static List<String> ask(String command) throws IOException, TurnOver {
        send(command);
        String first = receive();
        if (first.startsWith("ERR 105")) { log(first + ": the team is in several contests, give the contest's slug after the team"); System.exit(2); }
        if (!first.equals("OK")) {
            log(command + " -> " + first);
            if (first.startsWith("ERR 401") || first.startsWith("ERR 402")) throw new TurnOver(); // not my match or turn (any more)
            return null;
        }
        String name = command.split(" ")[0];
        List<String> lines = new ArrayList<>();
        if (ONE_LINE.contains(name)) lines.add(receive());
        if (COUNTED.contains(name)) for (int i = Integer.parseInt(receive()); i > 0; i--) lines.add(receive());
        if (name.equals("GET_MAP")) { // radius; water tiles; mines (ID X Y Z GOLD)
            lines.add(receive());
            for (int k = 0; k < 2; k++) {
                lines.add(receive());
                for (int i = Integer.parseInt(lines.get(lines.size() - 1)); i > 0; i--) lines.add(receive());
            }
        }
        return lines;
    }

    static List<String> get(String command) throws IOException, TurnOver { // a read that must succeed for the turn to go on
        List<String> answer = ask(command);
        if (answer == null) throw new TurnOver();
        return answer;
    }

    // ---- The map: hexes in cubic coordinates (x, y, z), x + y + z = 0 ----
    static final int WORKER = 1, WARRIOR = 2, HQ = 4, BARRACKS = 5, HOUSE = 6;
    static final Map<Integer, Integer> PRICE = Map.of(WORKER, 15, WARRIOR, 35, BARRACKS, 50, HOUSE, 20);
    static final int[] SUPPLY_USE = {0, 2, 3, 3}, ARMOR = {0, 0, 2, 1, 6, 4, 2, 3, 4}; // by type; a warrior hits for 10 - armor

    record Hex(int x, int y, int z) {
        int dist(Hex o) { return Math.max(Math.abs(x - o.x), Math.max(Math.abs(y - o.y), Math.abs(z - o.z))); }
        List<Hex> neighbours() {
            return List.of(new Hex(x + 1, y, z - 1), new Hex(x - 1, y, z + 1), new Hex(x + 1, y - 1, z),
                    new Hex(x - 1, y + 1, z), new Hex(x, y + 1, z - 1), new Hex(x, y - 1, z + 1));
        }
        String text() { return x + " " + y + " " + z; }
    }
    static final Hex CENTRE = new Hex(0, 0, 0);
    static Hex hex(String[] f, int from) { return new Hex(Integer.parseInt(f[from]), Integer.parseInt(f[from + 1]), Integer.parseInt(f[from + 2])); }

    static int radius;
    static Set<Hex> blocked = new HashSet<>();
    static Map<Integer, Hex> mines = new HashMap<>();

    static void readMap() throws IOException, TurnOver {
        List<String> lines = get("GET_MAP");
        radius = Integer.parseInt(lines.get(0));
        int water = Integer.parseInt(lines.get(1));
        blocked.clear();
        mines.clear();
        for (String l : lines.subList(2, 2 + water)) blocked.add(hex(l.split(" "), 0));
        for (String l : lines.subList(3 + water, lines.size())) mines.put(Integer.parseInt(l.split(" ")[0]), hex(l.split(" "), 1));
        blocked.addAll(mines.values());
    }

    /** ID X Y Z TYPE, then units: TRAIN_TIME HP [STAMINA]; buildings: HP BUSY_TIME CONSTRUCTION_TIME. */
    static class Thing {
        int id, type, hp, wait, stamina, busy;
        Hex at;
        boolean unit;
        Thing(String line, boolean unit) {
            String[] f = line.split(" ");
            id = Integer.parseInt(f[0]); at = hex(f, 1); type = Integer.parseInt(f[4]); this.unit = unit;
            if (unit) { wait = Integer.parseInt(f[5]); hp = Integer.parseInt(f[6]); stamina = f.length > 7 ? Integer.parseInt(f[7]) : 0; }
            else { hp = Integer.parseInt(f[5]); busy = Integer.parseInt(f[6]); wait = Integer.parseInt(f[7]); }
        }
    }

    // ---- What the bot sees in one match during its turn, kept up to date as its commands succeed ----
    static String m;
    static int gold;
    static List<Thing> units, buildings, enemies;

    static List<Thing> things(String command, boolean unit) throws IOException, TurnOver {
        List<Thing> list = new ArrayList<>();
        for (String l : get(command + " " + m)) list.add(new Thing(l, unit));
        return list;
    }

    static boolean onMap(Hex h) { return h.dist(CENTRE) <= radius && !blocked.contains(h); }

    static boolean enterable(Hex h) { // no water, mine, building or enemy unit, and fewer than 3 of my units
        if (!onMap(h)) return false;
        for (Thing t : buildings) if (t.at.equals(h)) return false;
        for (Thing t : enemies) if (t.at.equals(h)) return false;
        return units.stream().filter(u -> u.at.equals(h)).count() < 3;
    }

    static boolean empty(Hex h) { // a building may go there: nothing at all on it
        for (Thing u : units) if (u.at.equals(h)) return false;
        return enterable(h);
    }

    static int suppliesFree() {
        int free = 0;
        for (Thing b : buildings) if (b.wait == 0) free += b.type == HQ ? 15 : b.type == HOUSE ? 9 : 0;
        for (Thing u : units) free -= SUPPLY_USE[u.type];
        return free;
    }

    static void walk(Thing u, List<Hex> goals) throws IOException, TurnOver { // up to its stamina, along a shortest path to the nearest goal
        Map<Hex, Integer> far = new HashMap<>();
        ArrayDeque<Hex> queue = new ArrayDeque<>();
        for (Hex g : goals) if (onMap(g)) { far.put(g, 0); queue.add(g); }
        Set<Hex> walls = new HashSet<>();
        for (Thing t : buildings) walls.add(t.at);
        for (Thing t : enemies) if (!t.unit) walls.add(t.at);
        while (!queue.isEmpty()) { // distances from the goals, over tiles a unit could cross
            Hex h = queue.poll();
            for (Hex n : h.neighbours()) if (!far.containsKey(n) && onMap(n) && !walls.contains(n)) { far.put(n, far.get(h) + 1); queue.add(n); }
        }
        while (u.stamina > 0 && far.getOrDefault(u.at, 0) > 0) {
            Hex step = null;
            for (Hex n : u.at.neighbours()) if (enterable(n) && far.getOrDefault(n, 999) < far.getOrDefault(step, 999)) step = n;
            if (step == null || far.get(step) >= far.get(u.at) || ask("MOVE " + m + " " + u.id + " " + step.text()) == null) return;
            u.at = step;
            u.stamina--;
        }
    }

    // ---- The strategy ----
    static final Map<String, Hex> search = new HashMap<>(); // per match: where the army searches when it sees nothing
    static final Random random = new Random();

    static void playTurn() throws IOException, TurnOver {
        gold = Integer.parseInt(get("GET_GOLD " + m).get(0));
        units = things("GET_MY_UNITS", true);
        buildings = things("GET_MY_BUILDINGS", false);
        enemies = things("GET_ENEMY_UNITS", true);
        enemies.addAll(things("GET_ENEMY_BUILDINGS", false));
        Thing hq = buildings.stream().filter(b -> b.type == HQ).findFirst().orElse(null);
        if (hq == null) return; // my HQ is gone
        int mineId = Collections.min(mines.keySet(), Comparator.comparingInt(i -> mines.get(i).dist(hq.at))); // nearest my HQ
        workers(mineId);
        gold = Integer.parseInt(get("GET_GOLD " + m).get(0)); // with what the mine gave
        buildings(mines.get(mineId));
        warriors(new Hex(-hq.at.x(), -hq.at.y(), -hq.at.z())); // maps are point-symmetric: the enemy HQ is at the mirror of mine
    }

    static int count(List<Thing> list, int type) { return (int) list.stream().filter(t -> t.type == type).count(); }

    static int wantBuilding() { // the building the economy needs next (0: none): a barracks, then a house when supplies run short
        if (count(buildings, BARRACKS) == 0 && count(units, WORKER) >= 3) return BARRACKS;
        boolean underway = buildings.stream().anyMatch(b -> b.wait > 0 && (b.type == HQ || b.type == HOUSE));
        return suppliesFree() < 6 && !underway ? HOUSE : 0;
    }

    static void workers(int mineId) throws IOException, TurnOver {
        Hex mine = mines.get(mineId);
        for (Thing u : new ArrayList<>(units)) {
            if (u.type != WORKER || u.wait > 0) continue;
            int want = wantBuilding();
            if (want > 0 && gold >= PRICE.get(want) && u.stamina == 2) { // build beside me, off the mine's sides
                Hex spot = u.at.neighbours().stream().filter(n -> empty(n) && n.dist(mine) > 1).findFirst().orElse(null);
                if (spot != null && ask("BUILD " + m + " " + u.id + " " + want + " " + spot.text()) != null) {
                    gold -= PRICE.get(want);
                    buildings.add(new Thing("0 " + spot.text() + " " + want + " 1 0 9", false));
                    continue;
                }
            }
            if (u.at.dist(mine) > 1) walk(u, mine.neighbours());
            if (u.at.dist(mine) == 1 && u.stamina == 2) ask("MINE " + m + " " + u.id + " " + mineId); // 5 gold, or what is left
        }
    }

    static void train(Thing building, int kind, Hex toward) throws IOException, TurnOver {
        Hex spot = building.at.neighbours().stream().filter(Bot::enterable).min(Comparator.comparingInt(n -> n.dist(toward))).orElse(null);
        if (spot == null || gold < PRICE.get(kind) || suppliesFree() < SUPPLY_USE[kind]) return;
        if (ask("TRAIN " + m + " " + building.id + " " + kind + " " + spot.text()) != null) {
            gold -= PRICE.get(kind);
            units.add(new Thing("0 " + spot.text() + " " + kind + " 9 1 0", true));
        }
    }

    static void buildings(Hex mine) throws IOException, TurnOver {
        for (Thing b : new ArrayList<>(buildings)) {
            if (b.id <= 0 || b.wait > 0 || b.busy > 0) continue;
            int saving = wantBuilding() == HOUSE ? PRICE.get(HOUSE) : 0;
            if (b.type == HQ && count(units, WORKER) < 4) train(b, WORKER, mine);
            else if (b.type == BARRACKS && gold >= PRICE.get(WARRIOR) + saving) train(b, WARRIOR, CENTRE);
        }
    }

    static void warriors(Hex enemyHome) throws IOException, TurnOver {
        List<Thing> army = units.stream().filter(u -> u.type == WARRIOR && u.wait == 0).toList();
        List<Thing> targets = enemies.stream().filter(e -> !e.unit).toList(); // enemy buildings in sight, else their HQ, else search
        Hex goal = search.getOrDefault(m, enemyHome);
        if (!targets.isEmpty() && !army.isEmpty()) {
            goal = Collections.min(targets, Comparator.comparingInt(e -> e.at.dist(army.get(0).at))).at;
        } else if (army.stream().anyMatch(u -> u.at.dist(search.getOrDefault(m, enemyHome)) <= 2)) {
            List<Hex> half = new ArrayList<>(); // nothing here: search a random tile of the enemy's half
            for (int x = -radius; x <= radius; x++)
                for (int y = -radius; y <= radius; y++) {
                    Hex h = new Hex(x, y, -x - y);
                    if (onMap(h) && h.dist(enemyHome) < h.dist(CENTRE)) half.add(h);
                }
            goal = half.isEmpty() ? enemyHome : half.get(random.nextInt(half.size()));
            search.put(m, goal);
        }
        for (Thing u : army) {
            Thing target = null; // strike: units first, then the weakest
            for (Thing e : enemies) {
                if (e.at.dist(u.at) > 1) continue;
                if (target == null || (e.unit && !target.unit) || (e.unit == target.unit && e.hp < target.hp)) target = e;
            }
            if (target != null && u.stamina == 2 && ask("ATTACK " + m + " " + u.id + " " + target.id) != null) {
                target.hp -= Math.max(1, 10 - ARMOR[target.type]);
                if (target.hp <= 0) {
                    enemies.remove(target);
                    if (!target.unit && get("GET_TURNS_LEFT " + m).get(0).equals("0")) throw new TurnOver(); // their last building: won
                }
                continue;
            }
            if (army.size() >= 4 || !targets.isEmpty()) walk(u, goal.neighbours()); // march once there are four
        }
    }

    // ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
    static void play() throws IOException, InterruptedException {
        Set<String> known = new HashSet<>(), over = new HashSet<>();
        List<String> mapOf = null;
        while (true) {
            List<String> ids = List.of();
            try {
                ids = Objects.requireNonNullElse(ask("GET_MY_MATCHES"), List.of());
                if (!ids.isEmpty() && !ids.equals(mapOf)) { readMap(); mapOf = ids; } // each round has its own map
            } catch (TurnOver e) { /* not from these commands */ }
            List<String> fresh = ids.stream().filter(known::add).toList();
            if (!fresh.isEmpty()) log("a round or practice started: matches " + String.join(" ", fresh));
            for (String id : ids) {
                if (over.contains(id)) continue;
                m = id;
                try {
                    if (get("GET_TURNS_LEFT " + m).get(0).equals("0")) { // the match has ended
                        over.add(m);
                        int score = Integer.parseInt(get("GET_SCORE " + m).get(0));
                        log("match " + m + " ended: " + (score > 500 ? "won" : score < 500 ? "lost" : "drew") + ", " + score + " points of 1000");
                    } else if (get("IS_MY_TURN " + m).get(0).equals("YES")) {
                        playTurn();
                    }
                } catch (TurnOver e) { /* nothing more to do in this match now */ }
            }
            if (ids.isEmpty()) Thread.sleep(500); // no match: between rounds, or the contest is over (then WAIT answers at once)
            try {
                if (ask("WAIT") != null) receive(); // OK NEXT_TURN or OK NEXT_ROUND
                else Thread.sleep(1000);
            } catch (TurnOver e) { /* not from this command */ }
        }
    }

    // ---- Logging in, and coming back: the arena may say "try again" (a lab logging in at once from one address, a wait
    // after wrong passwords, a restart); the bot then tries again later. Only a refusal for good (a wrong password) ends it ----
    /** The arena refused the login or the contest for now, maybe asking to wait so many seconds. */
    static class TryAgain extends Exception {
        final int seconds;

        TryAgain(String answer, int seconds) {
            super(answer);
            this.seconds = seconds;
        }
    }

    /**
     * Throws TryAgain when the answer says to try again or to wait, or that the team's connections are all taken (the
     * arena may not have noticed yet that the old one is gone); else ends the bot with {@code forGood}.
     */
    static void refused(String answer, String forGood) throws TryAgain {
        String lower = answer.toLowerCase(Locale.ROOT);
        if (answer.startsWith("ERR 106") || lower.contains("try again") || lower.contains("wait")) {
            java.util.regex.Matcher asked = java.util.regex.Pattern.compile("in (\\d+) ?s\\b").matcher(answer);
            throw new TryAgain(answer, asked.find() ? Integer.parseInt(asked.group(1)) : 0);
        }
        log(forGood);
        System.exit(1);
    }

    static void logIn(String[] args) throws IOException, TryAgain {
        String greeting = receive();
        // refused before the greeting: too many connections from this address are logging in
        if (!greeting.equals("LOGIN")) refused(greeting, "the arena refused the connection: " + greeting);
        send(args[2]);
        receive(); send(Objects.requireNonNullElse(System.getenv("ARENA_PASSWORD"), ""));
        String answer = receive();
        if (!answer.equals("OK")) refused(answer, "login refused: " + answer + " (is ARENA_PASSWORD set?)");
        if (args.length > 3) {
            send("CONTEST " + args[3]);
            answer = receive();
            if (!answer.equals("OK")) refused(answer, "the team is not in the contest " + args[3] + " (" + answer + ")");
        }
    }

    static final Random jitter = new Random();

    /**
     * Seconds before the next try: about 1, 2, 4, 8, then 10, each drawn between half of it and half again as much, so
     * that bots started together (a whole lab) do not all come back together; never less than the arena asked for.
     */
    static double backOff(int attempt, int atLeast) {
        double delay = Math.min(1 << Math.min(attempt, 4), 10) * (0.5 + jitter.nextDouble());
        return Math.max(delay, atLeast * (1 + 0.2 * jitter.nextDouble()));
    }

    static void hangUp() {
        try {
            if (socket != null) socket.close();
        } catch (IOException e) { /* gone already */ }
        socket = null;
    }

    public static void main(String[] args) throws Exception {
        int attempt = 0; // tries since the last login
        while (true) {
            try {
                connect(args);
                if (args.length >= 2) { // over a socket: log in, then choose the contest
                    logIn(args);
                    log("connected to " + args[0] + ":" + args[1] + " as " + args[2]);
                }
                attempt = 0;
                play();
            } catch (TryAgain e) {
                double delay = backOff(attempt++, e.seconds);
                log("the arena says try again (" + e.getMessage() + "): retrying in " + Math.round(delay * 10) / 10.0 + " s");
                hangUp();
                Thread.sleep((long) (delay * 1000));
            } catch (IOException e) {
                if (args.length < 2) return; // stdin closed: the arena stopped this hosted bot
                double delay = backOff(attempt++, 0);
                log("the arena is not there (" + e.getMessage() + "); trying again in " + Math.round(delay * 10) / 10.0 + " s");
                hangUp();
                Thread.sleep((long) (delay * 1000));
            }
        }
    }
}
