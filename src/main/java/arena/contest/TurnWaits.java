package arena.contest;

import arena.game.Answer;
import arena.game.BotWaits.TurnEvent;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One connection's waits: {@code WAIT} for the next turn of any round its team plays (the contest's, or a practice,
 * which is a round too: one signal tells both, see {@link TurnSignal}) and the games' waits for a condition. What the
 * bot has seen is kept here, so a WAIT sent before a turn ended but read after it waits for nothing more, and only a
 * bot that has seen the current turn counts as done with it (early turns).
 */
final class TurnWaits {
    private final LiveContest contest;
    private final long teamId;
    /** For a connection to one seat of one practice (a house bot's, a version's), that practice; null for a team's connection. */
    private final Round scope;
    private final int seat;
    private final TurnSignal.Listener listener;
    /** This connection's place in the contest's waits, woken by every turn told or by its own hang-up. */
    private final TurnSignal.Waiter waiter;
    private volatile boolean hungUp;
    /** The turn (the listener's epoch) this connection's bot last saw: as of its last answer. -1 before any. */
    private volatile long observed = -1;

    TurnWaits(LiveContest contest, Seating seating) {
        this.contest = contest;
        this.teamId = seating.teamId();
        this.scope = seating.scope();
        this.seat = seating.seat();
        this.listener = scope == null ? TurnSignal.Listener.team(teamId) : new TurnSignal.Listener(scope.seatKey(seat), false);
        this.waiter = contest.turns().waiter();
    }

    /** The connection is gone: its wait ends now with {@link HungUp}, and so does any it starts after (issue 38). */
    void hangUp() {
        hungUp = true;
        contest.turns().hangUp(waiter);
    }

    boolean hungUp() {
        return hungUp;
    }

    TurnSignal.Listener listener() {
        return listener;
    }

    /** A command was answered at once, in {@code epoch} (the listener's): the bot has seen that turn. */
    void answered(long epoch) {
        observed = epoch;
    }

    /** Nothing more will be told: the contest is over, or the one practice a house bot's connection plays. */
    private boolean over() {
        return contest.finished() || (scope != null && !scope.running());
    }

    Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) {
        long now = contest.turns().epoch(listener);
        // A WAIT sent before a turn ended but read after it waits for nothing more: the turn it waited for has begun.
        // Only a bot that has seen the current turn is done with it (for early turns).
        long seen = observed >= 0 ? Math.min(observed, now) : now;
        if (seen == now) contest.tick().ready(teamId, scope, seat);
        return Answer.ok().then(() -> {
            TurnSignal.Published told = contest.turns().await(waiter, listener, seen, this::over, this::overEvent);
            observed = told.epoch();
            return lines.apply(told.event());
        });
    }

    private TurnEvent overEvent() {
        if (scope != null && !contest.finished()) return new TurnEvent(contest.roundNumber(), scope.turn(), false, false);
        return new TurnEvent(contest.roundNumber(), contest.turn(), false, true);
    }

    /** OK now, then {@code lines} once {@code until} holds (looked at after every turn told), or {@code timedOut} after the timeout. */
    Answer waitUntil(BooleanSupplier until, long timeoutMillis, Supplier<List<String>> lines, List<String> timedOut) {
        long seen = contest.turns().published(listener);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        return Answer.ok().then(() -> {
            long last = seen;
            while (!until.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0 || over()) return timedOut;
                last = contest.turns().await(waiter, listener, last, left, this::over);
            }
            return lines.get();
        });
    }
}
