// A Vestrock starter bot: it blocks, draws, taps mana, plays its best cards and attacks.
//
// Run:  export ARENA_PASSWORD=...   then   java Bot.java HOST PORT TEAM CONTEST      (Java 17 or newer)
// With no HOST it speaks the protocol on stdin/stdout (a hosted bot, already logged in).
// Where to start changing it: playTurn() and score() below decide everything the bot does.
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

    static void send(String text) {
        out.print(text + "\n");
        out.flush();
    }

    static String receive() throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) throw new EOFException("the arena closed the connection"); // nothing, or a line cut off
            line.append((char) c);
        }
        int end = line.length() > 0 && line.charAt(line.length() - 1) == '\r' ? line.length() - 1 : line.length();
        return line.substring(0, end);
    }

    static class TurnOver extends Exception {} // the turn, the match or the round ended under the bot's feet
    static final Set<String> ONE_LINE = Set.of("GET_TURN_INFO", "GET_HP", "GET_CARD_LIMITS", "GET_CURRENT_MANA", "GET_FINAL_SCORE", "DRAW_CARD");

    /** Sends a command; returns the lines of its answer after OK, or null (and prints it) on ERR. */
    static List<String> ask(String command) throws IOException, TurnOver {
        send(command);
        String first = receive();
        if (first.startsWith("ERR 105")) { log(first + ": the team is in several contests, give the contest's slug after the team"); System.exit(2); }
        if (!first.equals("OK")) {
            log(command + " -> " + first);
            if (first.startsWith("ERR 913") || first.startsWith("ERR 930") || first.startsWith("ERR 932")) throw new TurnOver();
            return null;
        }
        String name = command.split(" ")[0];
        List<String> lines = new ArrayList<>();
        if (ONE_LINE.contains(name)) lines.add(receive());
        if (name.equals("GET_MY_MATCHES")) lines.addAll(List.of(receive(), receive()));
        if (Set.of("GET_DECK", "GET_ATTACKERS", "GET_HANDS", "GET_BOARD").contains(name)) {
            String head = receive(); // a count, or two counts: mine and the opponent's
            lines.add(head);
            int n = 0;
            for (String c : head.split(" ")) n += Integer.parseInt(c);
            for (int i = 0; i < n; i++) lines.add(receive());
        }
        return lines;
    }

    static List<String> get(String command) throws IOException, TurnOver { // a read that must succeed for the turn to go on
        List<String> answer = ask(command);
        if (answer == null) throw new TurnOver();
        return answer;
    }

    static int[] ints(String line) {
        return Arrays.stream(line.split(" ")).mapToInt(Integer::parseInt).toArray();
    }

    // ---- Cards: ID TYPE AT HP HPMAX COST MANA [ACTIVE] ----
    static class Card {
        int id, at, hp, cost, mana;
        char type;
        boolean active;
        Card(String line) {
            String[] f = line.split(" ");
            id = Integer.parseInt(f[0]);
            type = f[1].charAt(0);
            at = Integer.parseInt(f[2]);
            hp = Integer.parseInt(f[3]);
            cost = Integer.parseInt(f[5]);
            mana = Integer.parseInt(f[6]);
            active = f.length > 7 && f[7].equals("1");
        }

        double value() { // a rough worth of a card
            return switch (type) {
                case 'C' -> at + hp + 1.5 * mana - 0.3 * cost;
                case 'D', 'T' -> 1.5 * at;
                case 'H' -> 0.7 * hp;
                case 'B' -> at + hp;
                default -> 2;
            };
        }
    }

    /** GET_HANDS or GET_BOARD: my cards (index 0) and the opponent's (index 1); GET_ATTACKERS: all at index 0. */
    static List<List<Card>> split(List<String> lines) {
        int mine = Integer.parseInt(lines.get(0).split(" ")[0]);
        List<List<Card>> sides = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 1; i < lines.size(); i++) sides.get(i - 1 < mine ? 0 : 1).add(new Card(lines.get(i)));
        return sides;
    }

    // ---- The strategy ----
    static int initHp, myHp, oppHp, deck;
    static List<Card> mine, theirs;

    static void block(String m) throws IOException, TurnOver {
        List<Card> attackers = split(get("GET_ATTACKERS " + m)).get(0);
        if (attackers.isEmpty()) return;
        List<Card> board = split(get("GET_BOARD " + m)).get(0);
        int hp = ints(get("GET_HP " + m).get(0))[1], incoming = 0;
        for (Card a : attackers) incoming += a.at;
        attackers.sort((a, b) -> b.at - a.at);
        for (Card a : attackers) {
            // a blocker that survives costs nothing; else trade one worth less; else chump-block if the hit would kill me
            Card survivor = null, trade = null, chump = null;
            for (Card b : board) {
                if (!b.active) continue;
                if (b.hp > a.at && (survivor == null || b.at > survivor.at)) survivor = b;
                if (b.at >= a.hp && b.value() <= a.value() + 1 && (trade == null || b.value() < trade.value())) trade = b;
                if (chump == null || b.value() < chump.value()) chump = b;
            }
            Card blocker = survivor != null ? survivor : trade != null ? trade : incoming >= hp ? chump : null;
            if (blocker != null && ask("BLOCK " + m + " " + a.id + " " + blocker.id) != null) {
                blocker.active = false;
                incoming -= a.at;
            }
        }
    }

    /** How good playing a card is now (0: do not), and its target. */
    static double[] score(Card c) {
        switch (c.type) {
            case 'C': return new double[] {1 + c.value(), -1};
            case 'D': {
                if (oppHp <= c.at) return new double[] {1000, -6}; // it wins the match
                double best = c.at * 0.9, target = -6;
                for (Card x : theirs) if (x.hp <= c.at && x.value() > best) { best = x.value(); target = x.id; }
                return new double[] {best, target};
            }
            case 'H': {
                int missing = initHp - myHp;
                return missing <= 0 ? new double[] {0, 0} : new double[] {Math.min(missing, c.hp) * (2 * myHp < initHp ? 1.5 : 0.6), -5};
            }
            case 'T': return new double[] {deck > 0 ? 2.0 * c.at : 0, -5};
            case 'B': {
                Card best = null;
                for (Card x : mine) if (best == null || x.at + x.hp > best.at + best.hp) best = x;
                return best == null ? new double[] {0, 0} : new double[] {1.2 * (c.at + c.hp), best.id};
            }
            case 'I': {
                Card best = null;
                for (Card x : theirs) if (x.active && (best == null || x.at > best.at)) best = x;
                return best == null ? new double[] {0, 0} : new double[] {1 + best.at, best.id};
            }
            default: return new double[] {0, 0};
        }
    }

    static void playTurn(String m) throws IOException, TurnOver {
        block(m);
        if (ask("FINISH_BLOCK " + m) == null) return;
        int[] hp = ints(get("GET_HP " + m).get(0)), limits = ints(get("GET_CARD_LIMITS " + m).get(0));
        initHp = hp[0]; myHp = hp[1]; oppHp = hp[2];
        int draws = limits[0], handLimit = limits[2];
        int mana = Integer.parseInt(get("GET_CURRENT_MANA " + m).get(0));
        deck = Integer.parseInt(get("GET_DECK " + m).get(0));
        List<Card> hand = split(get("GET_HANDS " + m)).get(0);
        List<List<Card>> board = split(get("GET_BOARD " + m));
        mine = board.get(0);
        theirs = board.get(1);
        for (int step = 0; step < 30; step++) {
            while (draws > 0 && deck > 0 && hand.size() < handLimit) { // draw what the rules allow
                List<String> drawn = ask("DRAW_CARD " + m);
                if (drawn == null) break;
                hand.add(new Card(drawn.get(0)));
                draws--;
                deck--;
            }
            // mana creatures I may tap, those that attack worst first
            List<Card> producers = new ArrayList<>();
            int potential = mana;
            for (Card c : mine) if (c.active && c.mana > 0) { producers.add(c); potential += c.mana; }
            producers.sort(Comparator.comparingInt(c -> c.at - c.mana));
            Card card = null;
            double[] best = {0, 0};
            for (Card c : hand) {
                double[] s = score(c);
                if (c.cost <= potential && s[0] > best[0]) { best = s; card = c; }
            }
            if (card == null) break;
            for (Card p : producers) {
                if (mana >= card.cost) break;
                if (ask("ADD_MANA " + m + " " + p.id) != null) { p.active = false; mana += p.mana; }
            }
            int target = (int) best[1];
            if (mana < card.cost || ask("PLAY_CARD " + m + " " + card.id + " " + target) == null) break;
            hand.remove(card);
            mana -= card.cost;
            if (card.type == 'C') mine.add(card); // it arrives inactive
            if (card.type == 'T') draws += card.at;
            if (card.type == 'D' && target == -6 && (oppHp -= card.at) <= 0) return; // the match is won
            int damage = card.at;
            if (card.type == 'D') theirs.removeIf(x -> x.id == target && x.hp <= damage);
        }
        attack(m);
    }

    static void attack(String m) throws IOException, TurnOver {
        List<Integer> blockers = new ArrayList<>(), ready = new ArrayList<>();
        int total = 0;
        for (Card x : theirs) if (x.active) blockers.add(x.at);
        for (Card c : mine) if (c.active && c.at > 0) { ready.add(c.at); total += c.at; }
        ready.sort(Comparator.reverseOrder());
        for (int i = 0; i < Math.min(blockers.size(), ready.size()); i++) total -= ready.get(i);
        boolean lethal = total >= oppHp;
        for (Card c : mine) { // attack when no enemy blocker would kill it, or with everything when it wins
            if (!c.active || c.at == 0) continue;
            boolean safe = true;
            for (Card x : theirs) if (x.active && x.at >= c.hp) safe = false;
            if (lethal || safe) ask("ATTACK " + m + " " + c.id);
        }
    }

    // ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
    static void play() throws IOException, InterruptedException {
        Set<String> known = new HashSet<>(), over = new HashSet<>();
        while (true) {
            List<String> ids = new ArrayList<>();
            try {
                List<String> answer = ask("GET_MY_MATCHES");
                if (answer != null && !answer.get(1).isEmpty()) ids = List.of(answer.get(1).split(" "));
            } catch (TurnOver e) { /* not from this command */ }
            List<String> fresh = new ArrayList<>();
            for (String m : ids) if (known.add(m)) fresh.add(m);
            if (!fresh.isEmpty()) log("a round or practice started: matches " + String.join(" ", fresh));
            for (String m : ids) {
                if (over.contains(m)) continue;
                try {
                    List<String> info = ask("GET_TURN_INFO " + m);
                    if (info != null && info.get(0).equals("0 0")) { // the match has ended
                        over.add(m);
                        String[] f = get("GET_FINAL_SCORE " + m).get(0).split(" ");
                        double my = Double.parseDouble(f[0]), their = Double.parseDouble(f[1]);
                        log("match " + m + " ended: " + (my > their ? "won" : my < their ? "lost" : "drew") + ", " + f[0] + " to " + f[1]);
                    } else if (info != null && info.get(0).startsWith("1 ")) { // my turn in this match
                        playTurn(m);
                    }
                } catch (TurnOver e) { /* nothing more to do in this match now */ }
            }
            if (ids.isEmpty()) Thread.sleep(500); // no match: between rounds, or the contest is over (then WAIT answers at once)
            try {
                if (ask("WAIT") != null) receive(); // the second OK: the next turn has begun
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
