package arena.contest.sessions;

import arena.contest.life.LiveContest;
import arena.contest.life.Round;
import arena.contest.turns.ChangeSignals;
import arena.contest.turns.HungUp;
import arena.contest.turns.TurnSignal;
import arena.contest.turns.WaitTimer;
import arena.game.Answer;
import arena.game.BotWaits.TurnEvent;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One connection's waits: {@code WAIT} for the next turn of any round its team plays (the contest's, or a practice,
 * which is a round too: one signal tells both, see {@link TurnSignal}), the games' waits for a condition and for a change
 * of the team's matches ({@code NEXT}). Each is an {@link Answer.Later} that leaves a wake on a list and looks again when
 * it runs: no thread waits for a bot (issue 45). What the
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
    /** This connection's place on the contest's list of waits, woken by the next turn told or by its own hang-up. */
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

    /** The connection is gone: its wait leaves the contest's list and ends at its look with {@link HungUp}, and so does any it starts after (issues 38, 45). */
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
        return Answer.ok().then(new Answer.Later() {
            @Override
            public List<String> poll() throws HungUp {
                TurnSignal.Published told = contest.turns().lookAfter(waiter, listener, seen, TurnWaits.this::over, TurnWaits.this::overEvent);
                if (told == null) return null;
                observed = told.epoch();
                return lines.apply(told.event());
            }

            @Override
            public void whenReady(Runnable wake) {
                contest.turns().whenPublished(waiter, listener, seen, wake);
            }
        });
    }

    private TurnEvent overEvent() {
        if (scope != null && !contest.finished()) return new TurnEvent(contest.roundNumber(), scope.turn(), false, false);
        return new TurnEvent(contest.roundNumber(), contest.turn(), false, true);
    }

    /** OK now, then {@code lines} once {@code until} holds (looked at after every turn told), or {@code timedOut} after the timeout. */
    Answer waitUntil(BooleanSupplier until, long timeoutMillis, Supplier<List<String>> lines, List<String> timedOut) {
        long first = contest.turns().published(listener);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        return Answer.ok().then(new Answer.Later() {
            /** The epoch published when {@code until} was last found false. */
            private volatile long seen = first;

            @Override
            public List<String> poll() throws HungUp {
                if (hungUp) throw new HungUp();
                long published = contest.turns().published(listener); // before the look: a turn told after it wakes the next
                if (until.getAsBoolean()) return lines.get();
                if (deadline - System.nanoTime() <= 0 || over()) return timedOut;
                seen = published;
                return null;
            }

            @Override
            public void whenReady(Runnable wake) {
                contest.turns().whenPublished(waiter, listener, seen, WaitTimer.once(wake, deadline));
            }
        });
    }

    /** A look at least this often while {@link #waitForChange} waits (a change nobody signals is found then). */
    static final long LOOK_MILLIS = 30_000;

    /**
     * OK now, then the first answer of {@code look} that is not null, looked at after every change of the team's matches
     * and at least every {@link #LOOK_MILLIS}; {@code timedOut} after {@code timeoutMillis} when that is over 0. A bot on
     * this machine looks with one of its cores in hand ({@code handed}, issue 39): on the command loop only when one is
     * free at once, in {@link Answer.Later#await} (an in-process bot's own thread) waiting for one.
     */
    Answer waitForChange(Supplier<List<String>> look, long timeoutMillis, List<String> timedOut, HandedTurns handed) {
        ChangeSignals.Signal changes = contest.changes().of(teamId);
        long deadline = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : 0;
        return Answer.ok().then(new Answer.Later() {
            /** The version of the team's changes before the last look that found nothing. */
            private volatile long seen = -1;

            @Override
            public List<String> poll() throws HungUp {
                if (hungUp) throw new HungUp();
                long version = changes.version(); // before the look: a change after it wakes the next
                if (handed.takeCoreNow()) {
                    try {
                        List<String> lines = look.get();
                        if (lines != null) return lines;
                    } finally {
                        handed.releaseCore(); // nothing if the look handed it over with a turn
                    }
                }
                if (deadline != 0 && deadline - System.nanoTime() <= 0) return timedOut;
                seen = version;
                return null;
            }

            @Override
            public void whenReady(Runnable wake) {
                long lookBy = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(LOOK_MILLIS);
                Runnable once = WaitTimer.once(wake, deadline != 0 && deadline - lookBy < 0 ? deadline : lookBy);
                changes.whenChanged(seen, TurnWaits.this::hungUp, once);
            }

            @Override
            public List<String> await() throws InterruptedException {
                while (true) {
                    handed.awaitCore(); // the look below then has it in hand
                    List<String> lines;
                    try {
                        lines = poll();
                    } finally {
                        // a poll that did not look (the connection hung up) would keep it: a core lost for every bot
                        // of the machine (HostedCoresTest); nothing if the look handed it over with a turn
                        handed.releaseCore();
                    }
                    if (lines != null) return lines;
                    java.util.concurrent.CountDownLatch woken = new java.util.concurrent.CountDownLatch(1);
                    whenReady(woken::countDown);
                    woken.await();
                }
            }
        });
    }
}
