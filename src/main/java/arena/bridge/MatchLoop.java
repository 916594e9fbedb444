package arena.bridge;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How a CodinGame bot plays in the arena, one program per match: ask {@code NEXT}, hand the turn's input lines to the
 * match's program (started at its first turn), send its next stdout line with {@code ANSWER}, preceded by the stderr
 * lines it wrote before it ({@code LOG}, so the team's log of the match keeps each line with its turn); end the
 * program when the match is {@code OVER}. The bridge runs it over sockets with local processes; a hosted LOCM bot runs
 * it over the arena's link with processes in the sandbox. Knows nothing of the server but its bot protocol.
 *
 * <p>One piece although over 450 lines (issue 45): a quarter of it is the contract its two players implement
 * ({@link Link}, {@link Starter}, {@link Stopped}: the bridge's sockets and processes, a hosted bot's link and sandbox),
 * named as {@code MatchLoop.Starter} where they are; the rest is one loop over the team's matches, whose reservations,
 * holds, turns and ends all read and change its one set of match programs.
 */
public final class MatchLoop {
    /** How long the loop waits past the limit before it says the bot did not answer (the arena decides the time). */
    static final long GRACE_MILLIS = 1000;
    /** How long a bot whose match is over may take to exit by itself once its stdin is closed. */
    static final long FINISH_MILLIS = 1000;
    private static final int MAX_LOG_LINE = 990; // the team log keeps 1000 characters a line
    private static final int MAX_LOGS_PER_TURN = 3;
    /**
     * How often a loop whose programs take slots renews the hold of each match still waiting for one ({@code HOLD}: its
     * untaken turns are not counted for a minute), and looks for new ones: well within the hold's lease, even past a
     * {@code NEXT} that waits 30 s for its matches.
     */
    static final long HOLD_RENEW_MILLIS = 10_000;
    /**
     * How long a match may wait for its program's start before it is held although slots are free (a start slowed by
     * a loaded machine): well within the untaken turn's limit. A match is held at once only when no slot is free for
     * it, so that "waits for a process slot" is said only when a bot does (issue 39).
     */
    static final long HOLD_AFTER_MILLIS = 5_000;
    /** How often the loop looks whether a match waiting for its program should be held. */
    static final long HOLD_LOOK_MILLIS = 1_000;
    /**
     * What a loop whose programs take slots asks while it has no match to play: a NEXT naming no match of the team (no
     * match has the id 0), answered END when the contest is over and NONE after a few seconds otherwise. A plain
     * {@code NEXT} would take the turn of whichever match comes first, and a program started for it, out of the order
     * of the matches' ids, may wait for an opponent whose own one program waits for a third: with one slot a bot, every
     * paced bridge of a 20-team LOCM round robin waited so, and no match of the 380 was played in 10 minutes.
     */
    static final String IDLE_NEXT = "NEXT 0";
    /** How long the loop waits for a starting program before it asks for its other matches' turns again. */
    static final long STARTING_LOOK_MILLIS = 20;
    /** A logged-in connection to the bot port, its contest selected: a command and its first line, then more lines. */
    public interface Link {
        String command(String line) throws IOException, InterruptedException;

        String line() throws IOException, InterruptedException;

        /** Sends the commands (in one write where it can), then reads their one-line answers, in order. */
        List<String> commands(List<String> lines) throws IOException, InterruptedException;
    }

    /** Starts the bot's program for a match; an {@link IOException} says why it cannot be started. */
    @FunctionalInterface
    public interface Starter {
        Launched start(long matchId) throws IOException, InterruptedException;

        /**
         * Starts the program for a match with these variables added to its environment ({@link #SAVED_DECK_VARIABLE});
         * a starter that cannot pass them (a hosted bot's spare, started before its match is known) starts it plainly.
         */
        default Launched start(long matchId, Map<String, String> environment) throws IOException, InterruptedException {
            return start(matchId);
        }

        /**
         * Whether programs take slots (a hosted bot's: the machine's process slots): then the loop starts a match's
         * program before it takes any turn of the match, in the order of the matches' ids, and asks {@code NEXT} only
         * for the matches it has programs for, so that a match waiting for a slot waits in the arena with its time not
         * running. The bridge's take none: its next program is started ahead ({@link BridgePrograms}) and handed over at
         * its match's first turn.
         */
        default boolean takesSlots() {
            return false;
        }

        /** Whether a new match's program can be had at once (a slot is free, or a program started in advance). */
        default boolean ready() {
            return true;
        }

        /** Waits at most {@code millis} for {@link #ready} to become true (when the loop has no match to play meanwhile). */
        default void awaitReady(long millis) throws InterruptedException {
            Thread.sleep(millis);
        }

        /**
         * Whether a program for the next match is starting and not yet reading its input (issue 39: a start is never
         * timed): the loop then asks for the turns of its other matches without waiting, and looks again in a moment.
         */
        default boolean starting() {
            return false;
        }

        /** Whether a new match's program waits for a process slot now (none is free, or the bot holds its share). */
        default boolean waitsForSlot() {
            return false;
        }
    }

    /** Told when a match's program has stopped (ended, or crashed, or the match is over): a hosted bot frees its slot. */
    @FunctionalInterface
    public interface Stopped {
        void stopped(long matchId);
    }

    private final Starter starter;
    private final Stopped onStop;
    private final PrintStream out;
    private final Path logs;
    private final String name;
    private final Map<Long, BotProcess> processes = new ConcurrentHashMap<>();
    private final AtomicInteger turns = new AtomicInteger();
    /** Restarts of a crashed program a match allows (0: a crash loses the match, as through the bridge). */
    private final int restarts;
    private final Map<Long, Integer> restarted = new ConcurrentHashMap<>();
    /** The first pause before a crashed program is started again; each next one is four times longer. */
    static final long FIRST_RESTART_PAUSE_MILLIS = 50;
    private volatile boolean ended;
    private volatile boolean stopped;
    /** Matches waiting for a slot, held, with when each was last held (System.nanoTime); the loop's thread only. */
    private final Map<Long, Long> held = new java.util.HashMap<>();
    /** Matches without a program, with when the loop first saw each (System.nanoTime); the loop's thread only. */
    private final Map<Long, Long> queuedSince = new java.util.HashMap<>();
    private long holdsLooked = System.nanoTime() - HOLD_RENEW_MILLIS * 1_000_000;
    private boolean holdsRefused;

    /**
     * @param name  how its messages on {@code out} begin ("bridge")
     * @param logs  a folder for a copy of each match's log ({@code match-<id>.log}), or null
     */
    public MatchLoop(String name, Starter starter, Stopped onStop, PrintStream out, Path logs) {
        this(name, starter, onStop, out, logs, 0);
    }

    /**
     * @param restarts how many times a match's program that crashes (or floods its output) is started again within the
     *                 turn's limit, with a growing pause, before the match is lost (a hosted bot, RULINGS 8); 0 for the
     *                 bridge's own rule (a crash loses the match)
     */
    public MatchLoop(String name, Starter starter, Stopped onStop, PrintStream out, Path logs, int restarts) {
        this.restarts = restarts;
        this.name = name;
        this.starter = starter;
        this.onStop = onStop;
        this.out = out;
        this.logs = logs;
    }

    /** Whether the arena said the contest is over ({@code END}). */
    public boolean ended() {
        return ended;
    }

    /** How many turns the bot answered and the arena took. */
    public int turns() {
        return turns.get();
    }

    /** Serves turns on one connection until the contest ends or the loop is stopped; an IOException: the link is lost. */
    public void work(Link c) throws IOException, InterruptedException {
        while (!ended && !stopped) {
            String next = "NEXT";
            if (starter.takesSlots()) {
                long look = queuedSince.isEmpty() ? HOLD_RENEW_MILLIS : HOLD_LOOK_MILLIS; // matches wait: looked at more often
                if (System.nanoTime() - holdsLooked >= look * 1_000_000) hold(c, queued(c));
                if (unreserved && starter.ready()) reserve(c);
                if (processes.isEmpty() && !starter.ready()) { // nothing to play meanwhile: wait here, holding nothing
                    starter.awaitReady(200);
                    continue;
                }
                // while the next match's program starts, the other matches' turns are asked for without a wait
                if (!processes.isEmpty()) next = (unreserved && starter.starting() ? "NEXT NOW " : "NEXT ")
                        + String.join(" ", processes.keySet().stream().sorted().map(String::valueOf).toList());
                else { // no match to play: a NEXT naming none, for END or NONE, then MATCHES again (a new round's matches)
                    next = IDLE_NEXT;
                    unreserved = true;
                    holdsLooked = System.nanoTime() - HOLD_RENEW_MILLIS * 1_000_000;
                }
            }
            String ok = c.command(next);
            if (!ok.equals("OK")) throw new IOException("NEXT answered " + ok);
            String head = c.line();
            String[] t = head.split(" ");
            switch (t[0]) {
                case "END" -> ended = true;
                case "NONE" -> { // a NEXT naming its matches had nothing (for 5 s, or now): holds and starts are looked at again
                    if (starter.starting()) starter.awaitReady(STARTING_LOOK_MILLIS);
                }
                case "OVER" -> {
                    if (t.length < 3) throw new Bridge.Malformed("NEXT answered a malformed line: " + head);
                    over(c, number(t[1], head), head.substring(head.indexOf(' ', head.indexOf(' ') + 1) + 1));
                }
                case "MATCH" -> {
                    if (t.length != 4) throw new Bridge.Malformed("NEXT answered a malformed line: " + head);
                    long id = number(t[1], head);
                    long n = number(t[2], head);
                    long millis = number(t[3], head);
                    if (n > 10_000) throw new Bridge.Malformed("NEXT announced " + n + " lines of input: " + head);
                    List<String> input = new ArrayList<>((int) n);
                    for (int i = 0; i < n; i++) input.add(c.line());
                    turn(c, id, input, millis);
                }
                default -> throw new IOException("NEXT answered " + head);
            }
        }
    }

    /** Whether the team may have matches without a program (a reservation must look): at start, after a match is over. */
    private boolean unreserved = true;

    /**
     * Starts a program for the team's first unfinished match (by id) that has none, as {@code MATCHES} lists them, before
     * any of its turns is taken. Matches are reserved in the order of their ids by every hosted bot, so the first match
     * not yet reserved by both its teams is always the next one each of them reserves: no two bots wait for each other.
     */
    private void reserve(Link c) throws IOException, InterruptedException {
        List<Long> queued = queued(c);
        unreserved = queued.size() > 1;
        if (queued.isEmpty()) return;
        long first = queued.get(0);
        try {
            register(first, new BotProcess(first, startFor(c, first), logFile(first)));
            held.remove(first);
            queuedSince.remove(first);
        } catch (IOException e) {
            unreserved = true;
            out.println(name + ": match " + first + ": cannot start the bot: " + e.getMessage());
            c.commands(List.of(log(first, name + ": cannot start the bot: " + e.getMessage())));
        }
        hold(c, queued.subList(1, queued.size()));
    }

    /**
     * Set to 1 in a LOCM 1.5 match's program when a bare PASS at its constructed turn plays the deck the team saved in
     * the browser (RULINGS 6): the starters then play it, as the team page says (issue 39).
     */
    public static final String SAVED_DECK_VARIABLE = "ARENA_SAVED_DECK";

    /** Starts a match's program, told whether the match plays the team's saved deck (asked with {@code SAVED_DECK}). */
    private Launched startFor(Link c, long matchId) throws IOException, InterruptedException {
        String ok = c.command("SAVED_DECK " + matchId);
        // an arena before the command (ERR 103), or a contest that limits its commands: the bot chooses its own deck
        boolean saved = ok.equals("OK") && c.line().equals("saved");
        return starter.start(matchId, saved ? Map.of(SAVED_DECK_VARIABLE, "1") : Map.of());
    }

    /**
     * The team's unfinished matches that have no program yet, by id, as {@code MATCHES} lists them. A program whose match
     * {@code MATCHES} shows over (or no longer lists: its round has ended) is ended here, as its {@code OVER} would end
     * it: the arena tells a match's end once, and a program kept for a match that is over holds one of the bot's share
     * of slots for good, so that it never reserves its next match, whose opponent then waits for it, and so on.
     */
    private List<Long> queued(Link c) throws IOException, InterruptedException {
        String ok = c.command("MATCHES");
        if (!ok.equals("OK")) throw new IOException("MATCHES answered " + ok);
        long count = number(c.line(), "MATCHES");
        List<Long> queued = new ArrayList<>();
        Map<Long, String> states = new java.util.HashMap<>();
        for (long i = 0; i < count; i++) {
            String[] t = c.line().split(" ");
            if (t.length < 3) throw new Bridge.Malformed("MATCHES answered a malformed line: " + String.join(" ", t));
            long id = number(t[0], t[0]);
            states.put(id, t[2]);
            if (playing(t[2]) && !processes.containsKey(id)) queued.add(id);
        }
        for (long id : new java.util.TreeSet<>(processes.keySet())) {
            String state = states.getOrDefault(id, "its round has ended");
            if (!playing(state)) over(c, id, state + " (as MATCHES lists it)");
        }
        queued.sort(null);
        held.keySet().retainAll(queued);
        queuedSince.keySet().retainAll(queued);
        return queued;
    }

    /**
     * Holds the matches waiting for a slot ({@code HOLD}, issue 26: starting a bot never costs it time): each new one at
     * once, the others once their last hold is {@value #HOLD_RENEW_MILLIS} ms old. Pipelined, one write.
     */
    private void hold(Link c, List<Long> waiting) throws IOException, InterruptedException {
        long now = System.nanoTime();
        holdsLooked = now;
        boolean slotless = starter.waitsForSlot();
        List<Long> due = new ArrayList<>();
        for (long id : waiting) {
            long since = queuedSince.computeIfAbsent(id, k -> now);
            if (!slotless && now - since < HOLD_AFTER_MILLIS * 1_000_000) continue;
            Long last = held.get(id);
            if (last == null || now - last >= HOLD_RENEW_MILLIS * 1_000_000) due.add(id);
        }
        if (due.isEmpty()) return;
        List<String> answers = c.commands(due.stream().map(id -> "HOLD " + id).toList());
        for (int i = 0; i < due.size(); i++) {
            String answer = answers.get(i);
            held.put(due.get(i), now);
            if (!answer.equals("OK") && !holdsRefused && answer.startsWith("ERR 806")) {
                holdsRefused = true; // said once: its waiting matches' turns count again
                out.println(name + ": match " + due.get(i) + ": " + answer);
                c.commands(List.of(log(due.get(i), name + ": waiting for a process slot: " + answer)));
            }
        }
    }

    /** Whether a match's state in {@code MATCHES} is one still played (not WIN, LOSS or DRAW). */
    private static boolean playing(String state) {
        return state.equals("YOUR_TURN") || state.equals("WAITING");
    }

    /** A number of a NEXT answer, or {@link Bridge.Malformed} (a bad line drops the connection, never the worker). */
    private static long number(String field, String line) throws Bridge.Malformed {
        try {
            long n = Long.parseLong(field);
            if (n < 0) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new Bridge.Malformed("NEXT answered a malformed line: " + line);
        }
    }

    private void turn(Link c, long id, List<String> input, long millis) throws IOException, InterruptedException {
        BotProcess p = processes.get(id);
        if (p == null) {
            held.remove(id);
            try {
                p = new BotProcess(id, startFor(c, id), logFile(id));
            } catch (IOException e) {
                String why = "cannot start the bot: " + e.getMessage();
                out.println(name + ": match " + id + ": " + why);
                c.commands(List.of(log(id, name + ": " + why)));
                return;
            }
            register(id, p);
        }
        if (p.stopping()) return; // it crashed or timed out in this match: the arena ends the match on time
        long handed = System.nanoTime();
        BotProcess.Turn turn = p.play(input, millis + GRACE_MILLIS);
        while (turn.answer() == null && turn.problem() != null) { // it crashed or flooded: started again while the turn has time
            int done = restarted.getOrDefault(id, 0);
            long pause = FIRST_RESTART_PAUSE_MILLIS << (2 * done);
            long left = millis - (System.nanoTime() - handed) / 1_000_000;
            if (done >= restarts || pause >= left) break;
            p.stop();
            onStop.stopped(id);
            p.note(name + ": " + turn.problem() + "; started again in " + pause + " ms (restart " + (done + 1) + " of " + restarts
                    + " in this match), with this turn's input");
            restarted.put(id, done + 1);
            Thread.sleep(pause);
            BotProcess fresh;
            try {
                fresh = new BotProcess(id, startFor(c, id), logFile(id));
            } catch (IOException e) {
                p.note(name + ": cannot start the bot again: " + e.getMessage());
                c.commands(logLines(p));
                return;
            }
            for (String l : p.takeLines()) fresh.note(l);
            p.closeLog();
            register(id, fresh);
            p = fresh;
            turn = p.play(input, millis - (System.nanoTime() - handed) / 1_000_000 + GRACE_MILLIS);
        }
        if (turn.answer() != null) {
            long took = (System.nanoTime() - handed) / 1_000_000;
            if (took > millis) p.note(name + ": the bot answered after " + took + " ms, over its limit of " + millis + " ms" + computed(p, turn));
            List<String> lines = logLines(p);
            lines.add("ANSWER " + id + " " + turn.answer());
            List<String> answers = c.commands(lines); // pipelined: the stderr lines first, then the answer
            String answered = answers.get(answers.size() - 1);
            if (answered.equals("OK")) turns.incrementAndGet();
            else out.println(name + ": match " + id + ": the arena answered " + answered);
            return;
        }
        String why = turn.problem() != null ? turn.problem() : "the bot did not answer within " + millis + " ms" + computed(p, turn);
        out.println(name + ": match " + id + ": " + why);
        String how = p.ending(turn.problem() != null ? "ended" : "was ended by the arena");
        p.stop(); // the match is lost: nothing of the bot should keep running (Coac spins a core once its stdin closes)
        onStop.stopped(id);
        p.note(name + ": " + why + "; " + how);
        c.commands(logLines(p));
    }

    /**
     * What the program computed of a late turn: its CPU time since it was handed the input, so that the team (and the
     * instructor) can tell a program that thought too long from one that waited for a busy machine (issue 39).
     */
    private static String computed(BotProcess p, BotProcess.Turn turn) {
        long cpu = p.cpuSince(turn);
        return cpu < 0 ? "" : " (its program used " + cpu + " ms of CPU meanwhile)";
    }

    private void over(Link c, long id, String result) throws IOException, InterruptedException {
        BotProcess p = processes.remove(id);
        restarted.remove(id);
        held.remove(id);
        unreserved = true;
        if (p == null) return;
        boolean already = p.stopping();
        String how = p.finish(FINISH_MILLIS);
        if (!already) onStop.stopped(id);
        p.note(name + ": match " + id + " is over: " + result);
        if (!already) p.note(name + ": " + how); // one that crashed or ran out of time said so then
        c.commands(logLines(p));
        p.closeLog();
        out.println(name + ": match " + id + ": " + result);
    }

    /**
     * The LOG commands of the bot's new log lines: packed, in order, into lines of at most {@value #MAX_LOG_LINE}
     * characters joined by " | ", at most {@value #MAX_LOGS_PER_TURN} a turn. Every command counts against the
     * contest's command limit, and a chatty bot (Coac writes dozens of lines a turn) must never get its ANSWER refused
     * for it (ERR 102); what does not fit stays in the local log.
     */
    private List<String> logLines(BotProcess p) {
        List<String> lines = p.takeLines();
        List<String> commands = new ArrayList<>(MAX_LOGS_PER_TURN);
        StringBuilder packed = new StringBuilder();
        int sent = 0;
        for (String l : lines) {
            if (l.length() > MAX_LOG_LINE) l = l.substring(0, MAX_LOG_LINE);
            if (packed.length() > 0 && packed.length() + 3 + l.length() > MAX_LOG_LINE) {
                if (commands.size() == MAX_LOGS_PER_TURN - 1) break;
                commands.add(log(p.id, packed.toString()));
                packed.setLength(0);
            }
            if (packed.length() > 0) packed.append(" | ");
            packed.append(l);
            sent++;
        }
        if (sent < lines.size()) {
            packed.append(" | ").append(name).append(": ").append(lines.size() - sent).append(" more lines of this turn are not sent")
                    .append(logs == null ? "" : " (they are in " + logFile(p.id) + ")");
        }
        if (packed.length() > 0) commands.add(log(p.id, packed.toString()));
        return commands;
    }

    /**
     * What the team's log of a match should say if the match ends now, while its program runs (issue 39: how each
     * process ended is said, and a line sent after the match's end may come too late for its stored log); null if none.
     */
    public String lastWord(long matchId) {
        BotProcess p = processes.get(matchId);
        if (p == null || p.stopping()) return null;
        return name + ": at the match's end " + p.ending("was running") + "; the arena then closes its input, and ends it if it has not ended "
                + FINISH_MILLIS + " ms later";
    }

    private static String log(long id, String line) {
        return "LOG " + id + " " + line.replace('\r', ' ');
    }

    private Path logFile(long id) {
        return logs == null ? null : logs.resolve("match-" + id + ".log");
    }

    /** Stops serving: no further turn is asked for (a command under way is the caller's to interrupt). */
    public void stop() {
        stopped = true;
    }

    /**
     * Keeps a match's program started by this loop. A program started while the loop was being stopped (a signal to the
     * bridge between its start and this) is ended here: {@link #stopAll} may have looked before it was kept, and a bot's
     * process group outlives the bridge unless it is ended (seen once in a loaded run: the signal's stop ended none).
     */
    private void register(long id, BotProcess p) {
        processes.put(id, p);
        if (stopped && processes.remove(id, p)) {
            p.stop();
            p.closeLog();
            onStop.stopped(id);
        }
    }

    /** Ends every match's program. */
    public void stopAll() {
        for (Map.Entry<Long, BotProcess> e : processes.entrySet()) {
            BotProcess p = e.getValue();
            boolean already = p.stopping();
            p.stop();
            p.closeLog();
            if (!already) onStop.stopped(e.getKey());
        }
        processes.clear();
    }
}
