package arena.contest;

import arena.game.Answer;
import arena.game.BotContext.TurnEvent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One connection's waits: {@code WAIT} for the next turn (of the round, or of a practice match the team plays) and
 * the games' waits for a condition. What the bot has seen is kept here, so a WAIT sent before a turn ended but read
 * after it waits for nothing more, and only a bot that has seen the current turn counts as done with it (early turns).
 */
final class TurnWaits {
    private final LiveContest contest;
    private final long teamId;
    /** A house bot's practice connection: it waits for its one practice match only. */
    private final boolean practiceOnly;
    /** The practice matches the connection sees (being played, or the last finished). */
    private final Supplier<List<PracticeRun>> practices;
    /** The turn (the contest's epoch) this connection's bot last saw: as of its last answer. -1 before any. */
    private volatile long observed = -1;
    /** The practice turn this connection's bot last saw, by practice match id (as {@link #observed} for the round). */
    private final Map<Long, Integer> observedPractice = new ConcurrentHashMap<>();

    TurnWaits(LiveContest contest, long teamId, boolean practiceOnly, Supplier<List<PracticeRun>> practices) {
        this.contest = contest;
        this.teamId = teamId;
        this.practiceOnly = practiceOnly;
        this.practices = practices;
    }

    /** A command was answered at once, in turn {@code epoch}: the bot has seen that turn (and its practices' turns). */
    void answered(long epoch) {
        observed = epoch;
        notePracticeTurns();
    }

    private void notePracticeTurns() {
        for (PracticeRun p : practices.get()) observedPractice.put(p.match().id(), p.turn());
    }

    private List<PracticeRun> running() {
        return practices.get().stream().filter(PracticeRun::running).toList();
    }

    Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) {
        List<PracticeRun> running = running();
        if (practiceOnly || !running.isEmpty()) return waitWithPractice(lines, running);
        long now = contest.turns().epoch();
        // A WAIT sent before a turn ended but read after it waits for nothing more: the turn it waited for has begun.
        // Only a bot that has seen the current turn is done with it (for early turns).
        long seen = observed >= 0 ? Math.min(observed, now) : now;
        if (seen == now) contest.tick().ready(teamId);
        return Answer.ok().then(() -> {
            TurnSignal.Published told = contest.turns().await(seen, contest::finished, this::overEvent);
            observed = told.epoch();
            return lines.apply(told.event());
        });
    }

    private TurnEvent overEvent() {
        return new TurnEvent(contest.roundNumber(), contest.turn(), false, true);
    }

    /**
     * {@code WAIT} when the team plays a practice match: the answer comes with the next turn of the round or of a
     * practice match, whichever is first (each is told once it is stored). The practice's own early turn counts
     * this WAIT when the bot has seen its current turn.
     */
    private Answer waitWithPractice(Function<TurnEvent, List<String>> lines, List<PracticeRun> running) {
        long now = contest.turns().epoch();
        long seen = observed >= 0 ? Math.min(observed, now) : now;
        if (!practiceOnly && seen == now) contest.tick().ready(teamId);
        Map<PracticeRun, Integer> seenTurns = new LinkedHashMap<>();
        for (PracticeRun p : running) {
            int t = p.turn();
            int s = Math.min(observedPractice.getOrDefault(p.match().id(), t), t);
            seenTurns.put(p, s);
            if (s == t) p.ready(teamId, t);
        }
        ChangeSignals.Signal signal = contest.changes().of(teamId);
        return Answer.ok().then(() -> {
            while (true) {
                long v = signal.version();
                if (!practiceOnly && (contest.turns().published() > seen || contest.finished())) {
                    TurnSignal.Published told = contest.turns().await(seen, contest::finished, this::overEvent);
                    observed = told.epoch();
                    notePracticeTurns();
                    return lines.apply(told.event());
                }
                for (var e : seenTurns.entrySet()) {
                    PracticeRun p = e.getKey();
                    if (p.turn() > e.getValue() || !p.running()) {
                        notePracticeTurns();
                        return lines.apply(new TurnEvent(contest.roundNumber(), p.turn(), false, false));
                    }
                }
                if (contest.finished()) return lines.apply(new TurnEvent(contest.roundNumber(), 0, false, true));
                signal.await(v, 1000);
            }
        });
    }

    /** OK now, then {@code lines} once {@code until} holds (looked at after every event), or {@code timedOut} after the timeout. */
    Answer waitUntil(BooleanSupplier until, long timeoutMillis, Supplier<List<String>> lines, List<String> timedOut) {
        if (practiceOnly || !practices.get().isEmpty()) return waitUntilWithPractice(until, timeoutMillis, lines, timedOut);
        long seen = contest.turns().published();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        return Answer.ok().then(() -> {
            long last = seen;
            while (!until.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0 || contest.finished()) return timedOut;
                last = contest.turns().await(last, left, contest::finished);
            }
            return lines.get();
        });
    }

    /** {@link #waitUntil} where a practice match may end what is waited for: it wakes at every change of the team. */
    private Answer waitUntilWithPractice(BooleanSupplier until, long timeoutMillis, Supplier<List<String>> lines, List<String> timedOut) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        ChangeSignals.Signal signal = contest.changes().of(teamId);
        return Answer.ok().then(() -> {
            while (true) {
                long v = signal.version();
                if (until.getAsBoolean()) return lines.get();
                long left = deadline - System.nanoTime();
                if (left <= 0 || contest.finished()) return timedOut;
                signal.await(v, Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
        });
    }
}
