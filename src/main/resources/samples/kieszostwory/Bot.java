// A Kieszostwory starter bot: against each rival it uses the move that hurts most (type, power, poison)
// and switches to a better creature when its own cannot hurt the rival. It keeps the team saved on the
// contest's "Your entry" page; only when the team has none for the coming round does it enroll its own.
//
// Run:  export ARENA_PASSWORD=...   then   java Bot.java HOST PORT TEAM CONTEST      (Java 17 or newer)
// With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
// Where to start changing it: decide() chooses every command; myTeam() the team it enrolls.
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
        if (args.length < 2) {
            in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            return;
        }
        socket = new Socket(args[0], Integer.parseInt(args[1]));
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        out = new PrintStream(socket.getOutputStream(), false, StandardCharsets.UTF_8);
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

    // lines per item after the count: GET_RIVALS has 7 per rival, GET_TEAMS 6, the others 1
    static final Map<String, Integer> PER_ITEM = Map.of("GET_CREATURES", 1, "GET_ATTACKS", 1, "GET_TYPES", 1, "GET_STATES", 1,
            "GET_TEAMS", 6, "GET_RIVALS", 7);

    /** Sends a command; returns the lines of its answer after OK, or null (and prints it) on ERR. */
    static List<String> ask(String command) throws IOException {
        send(command);
        String first = receive();
        if (first.startsWith("ERR 105")) { log(first + ": the team is in several contests, give the contest's slug after the team"); System.exit(2); }
        if (!first.equals("OK")) { log(command + " -> " + first); return null; }
        String name = command.split(" ")[0];
        List<String> lines = new ArrayList<>();
        if (PER_ITEM.containsKey(name)) for (int n = Integer.parseInt(receive()) * PER_ITEM.get(name); n > 0; n--) lines.add(receive());
        if (Set.of("IS_TOURNAMENT_ACTIVE", "GET_TIME_LEFT", "WAIT_FOR_REGISTRATION").contains(name)) lines.add(receive());
        return lines;
    }

    static int[] ints(String line) { return Arrays.stream(line.trim().split(" +")).mapToInt(Integer::parseInt).toArray(); }

    // ---- The game's data, read once: creatures, moves, type multipliers ----
    static List<int[]> creatures = new ArrayList<>(), moves = new ArrayList<>(); // see GET_CREATURES and GET_ATTACKS
    static List<int[]> twice = new ArrayList<>(); // each multiplier (0, 0.5, 1, 2) times two, to count in whole numbers

    static void readData() throws IOException {
        creatures.clear(); moves.clear(); twice.clear();
        for (String l : ask("GET_CREATURES")) creatures.add(ints(l)); // price type1 type2 hp atk def speed m1 m2 m3 m4
        for (String l : ask("GET_ATTACKS")) moves.add(ints(l)); // type pp dmg self oppAtk oppDef ownAtk ownDef poison turns inv rest
        for (String l : ask("GET_TYPES")) twice.add(Arrays.stream(l.split(" ")).mapToInt(x -> (int) (2 * Double.parseDouble(x))).toArray());
    }

    /** The six creatures (at most) of the greatest total power within the budget: a knapsack over prices in hundreds. */
    static List<Integer> myTeam(int budget) {
        int cap = budget / 100;
        int[][] power = new int[7][cap + 1]; // power[k][b]: of the best k creatures costing at most b, team[k][b] the ids
        List<List<List<Integer>>> team = new ArrayList<>();
        for (int k = 0; k <= 6; k++) team.add(new ArrayList<>(Collections.nCopies(cap + 1, List.of())));
        for (int i = 0; i < creatures.size(); i++) {
            int[] c = creatures.get(i);
            int cost = (c[0] + 99) / 100, p = c[3] / 10 + c[4] + c[5] + c[6];
            for (int k = 6; k >= 1; k--) {
                for (int b = cap; b >= cost; b--) {
                    List<Integer> base = team.get(k - 1).get(b - cost);
                    if ((k == 1 || !base.isEmpty()) && power[k - 1][b - cost] + p > power[k][b]) {
                        power[k][b] = power[k - 1][b - cost] + p;
                        List<Integer> more = new ArrayList<>(base);
                        more.add(i + 1);
                        team.get(k).set(b, more);
                    }
                }
            }
        }
        int best = 1;
        for (int k = 2; k <= 6; k++) if (power[k][cap] > power[best][cap]) best = k;
        return team.get(best).get(cap);
    }

    // ---- The strategy. A fighter is a GET_TEAMS / GET_RIVALS line: ID HP atkBonus defBonus poison turns PP1..PP4 ----
    /** What a move does to the target: its damage by the rules' formula, plus a poison the target lacks. */
    static long damage(int moveId, int[] user, int[] target) {
        int[] mv = moves.get(moveId - 1), u = creatures.get(user[0] - 1), t = creatures.get(target[0] - 1);
        long atk = (100L + user[2]) * u[4] / 100, def = Math.max(1, (100L + target[3]) * t[5] / 100);
        long kind = (long) twice.get(mv[0] - 1)[t[1] - 1] * (t[2] > 0 ? twice.get(mv[0] - 1)[t[2] - 1] : 2); // 4 times TYPE
        boolean stab = mv[0] == u[1] || mv[0] == u[2];
        long hurt = mv[2] * atk * kind * (stab ? 6 : 5) / (def * 4 * 5);
        if (mv[8] > 0 && target[5] == 0) hurt += mv[8] * kind / 4 * Math.min(mv[9], 3);
        if (mv[10] > 0 || mv[11] > 0) hurt = hurt * 2 / 3; // a move that digs in or needs a rest comes late
        return Math.min(hurt, target[1]) - mv[3];
    }

    /** {value, slot 1..4} of the creature's best move with PP left, or {-1, 0} if none. */
    static long[] bestMove(int[] user, int[] target) {
        long[] best = {-1, 0};
        for (int k = 1; k <= 4; k++) {
            if (user[5 + k] <= 0) continue;
            long value = damage(creatures.get(user[0] - 1)[6 + k], user, target);
            if (best[1] == 0 || value > best[0]) best = new long[] {value, k};
        }
        return best;
    }

    /** The command against one rival this turn: FIGHT k, SWITCH c, or null. */
    static String decide(int[][] mine, int[][] theirs, int[] state) {
        int me = state[0], rival = state[3];
        List<Integer> healthy = new ArrayList<>();
        for (int c = 1; c <= 6; c++) if (mine[c - 1][0] > 0 && mine[c - 1][1] > 0 && c != me) healthy.add(c);
        if (me == 0) { // my creature fainted (or none is out yet): send in the one that hurts the rival most
            if (healthy.isEmpty()) return null;
            int best = healthy.get(0);
            if (rival > 0) for (int c : healthy) if (bestMove(mine[c - 1], theirs[rival - 1])[0] > bestMove(mine[best - 1], theirs[rival - 1])[0]) best = c;
            return "SWITCH " + best;
        }
        if (rival == 0 || state[1] == 1 || state[2] == 1) return null; // the rival is switching, or mine is invincible or resting
        long[] move = bestMove(mine[me - 1], theirs[rival - 1]);
        for (int c : healthy) { // mine cannot hurt this rival: switch to one that can
            if (move[0] <= 0 && bestMove(mine[c - 1], theirs[rival - 1])[0] > 0) return "SWITCH " + c;
        }
        return move[1] > 0 ? "FIGHT " + move[1] : null;
    }

    // ---- Rounds: enroll only when needed, play every rival each turn, print the results ----
    /** Waits for the next round (or practice); enrolls my own team only if the team has none saved. */
    static void betweenRounds() throws IOException, InterruptedException {
        send("WAIT");
        String first = receive();
        if (first.startsWith("ERR 777")) { // no team saved for the coming round
            for (int budget = 10000; budget >= 1000; budget /= 2) { // the contest's budget may be smaller (670): try with less
                String team = String.join(" ", myTeam(budget).stream().map(String::valueOf).toList());
                if (ask("ENROLL_TEAM " + team) != null) {
                    log("the team had no creatures for the coming round: enrolled mine, " + team);
                    return;
                }
            }
            return;
        }
        if (!first.equals("OK")) { log("WAIT -> " + first); Thread.sleep(1000); return; }
        if (!saidWaiting) log("waiting for the next round, with the team saved for it");
        saidWaiting = true;
        receive(); // OK when the round (or a practice) starts, then the rivals' news
        int rivals = Integer.parseInt(receive());
        for (int n = rivals; n > 0; n--) receive();
        if (rivals == 0) Thread.sleep(1000); // no round began: the contest is over, and WAIT answers at once
    }

    static boolean saidWaiting;

    static void playRound() throws IOException {
        saidWaiting = false;
        Set<String> results = new HashSet<>();
        List<String> first = ask("GET_TEAMS");
        if (first != null) {
            StringBuilder ids = new StringBuilder();
            for (String l : first.subList(0, Math.min(6, first.size()))) if (!l.startsWith("0 ")) ids.append(' ').append(l.split(" ")[0]);
            log("a round or practice started: playing creatures" + ids);
        }
        while (true) {
            List<String> states = ask("GET_STATES"), teams = ask("GET_TEAMS"), rivals = ask("GET_RIVALS");
            if (states == null || teams == null || rivals == null) return; // the round is over (888) or the team sits it out (777)
            for (int r = 0; r < states.size(); r++) {
                int[][] mine = new int[6][], theirs = new int[6][];
                for (int i = 0; i < 6; i++) { mine[i] = ints(teams.get(6 * r + i)); theirs[i] = ints(rivals.get(7 * r + 1 + i)); }
                String[] f = states.get(r).split(" ");
                int[] state = ints(String.join(" ", Arrays.copyOf(f, 6))); // the rival's last move is not needed
                String command = decide(mine, theirs, state);
                if (command != null) ask(command.replace(" ", " " + (r + 1) + " "));
            }
            if (ask("WAIT") == null) return;
            receive(); // OK: the turn has ended
            List<String> news = new ArrayList<>();
            for (int n = Integer.parseInt(receive()); n > 0; n--) news.add(receive());
            boolean allOver = !news.isEmpty();
            for (int r = 0; r < news.size(); r++) {
                String[] f = news.get(r).split(" ");
                if ((f[0].equals("REMATCH") || f[0].equals("END")) && results.add(r + f[0])) {
                    log((f[0].equals("REMATCH") ? "match" : "rematch") + " against rival " + (r + 1) + " ended: " + f[1].toLowerCase());
                }
                allOver &= f[0].equals("END");
            }
            if (allOver) return;
        }
    }

    static void play() throws IOException, InterruptedException {
        readData();
        while (true) {
            List<String> active = ask("IS_TOURNAMENT_ACTIVE");
            if (active != null && active.get(0).equals("1")) {
                playRound();
                List<String> open; // until the round is over and the next one can be prepared
                do open = ask("WAIT_FOR_REGISTRATION"); while (open == null || !open.get(0).equals("OK"));
            } else {
                betweenRounds();
            }
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
