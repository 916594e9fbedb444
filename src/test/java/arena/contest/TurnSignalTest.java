package arena.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.BotWaits.TurnEvent;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One signal for every kind of round: a contest's round is told to every team, a practice only to its team and its
 * house bot's connection, and each listener's epoch counts what it hears, so a bot already waiting is woken by its
 * team's practice and by nothing of another team's.
 */
class TurnSignalTest {
    private static final long TEAM = 7;
    private static final long OTHER = 8;
    private static final long HOUSE_SCOPE = -42;

    private final TurnSignal signal = new TurnSignal(() -> {});
    private final TurnSignal.Listener team = TurnSignal.Listener.team(TEAM);
    private final TurnSignal.Listener other = TurnSignal.Listener.team(OTHER);
    private final TurnSignal.Listener house = new TurnSignal.Listener(HOUSE_SCOPE, false);

    @Test
    void aRoundIsToldToEveryTeamButNotToAPracticesHouseBot() throws Exception {
        signal.signal(new TurnEvent(1, 1, true, false));
        assertEquals(1, signal.published(team));
        assertEquals(1, signal.published(other));
        assertEquals(0, signal.published(house));
        assertEquals(new TurnEvent(1, 1, true, false), signal.await(signal.waiter(), team, 0, () -> false, () -> null).event());
    }

    @Test
    void aPracticeIsToldToItsTeamAndItsHouseBotOnly() throws Exception {
        signal.signal(new TurnEvent(0, 1, true, false)); // a round's event first: the practice's is newer
        signal.advance(Set.of(TEAM, HOUSE_SCOPE));
        assertEquals(2, signal.epoch(team), "a practice's turn end moves its team's epoch");
        assertEquals(1, signal.epoch(other), "and no other team's");
        assertEquals(1, signal.published(team), "told only once stored");
        signal.publish(Set.of(TEAM, HOUSE_SCOPE), new TurnEvent(0, 2, false, false));
        assertEquals(new TurnEvent(0, 2, false, false), signal.await(signal.waiter(), team, 1, () -> false, () -> null).event());
        assertEquals(new TurnEvent(0, 2, false, false), signal.await(signal.waiter(), house, 0, () -> false, () -> null).event());
        assertEquals(1, signal.published(other));
    }

    @Test
    void aBotAlreadyWaitingIsWokenByItsTeamsPracticeAndNotByAnothers() throws Exception {
        long seen = signal.published(team);
        long seenOther = signal.published(other);
        TurnSignal.Published[] woken = new TurnSignal.Published[1];
        Thread waiting = Thread.ofPlatform().start(() -> {
            try {
                woken[0] = signal.await(signal.waiter(), team, seen, () -> false, () -> null);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Thread.sleep(50);
        signal.signal(Set.of(OTHER, -1L), new TurnEvent(0, 1, false, false)); // another team's practice starts
        waiting.join(200);
        assertTrue(waiting.isAlive(), "another team's practice wakes nobody here");
        assertEquals(seenOther + 1, signal.published(other));
        signal.signal(Set.of(TEAM, HOUSE_SCOPE), new TurnEvent(0, 1, false, false)); // its own starts
        waiting.join(TimeUnit.SECONDS.toMillis(5));
        assertEquals(new TurnEvent(0, 1, false, false), woken[0].event());
    }

    @Test
    void aForgottenHouseBotKeyHearsNothingMore() throws Exception {
        signal.signal(Set.of(TEAM, HOUSE_SCOPE), new TurnEvent(0, 1, false, false));
        signal.forget(HOUSE_SCOPE);
        assertEquals(0, signal.published(house));
        assertEquals(1, signal.published(team), "the team keeps what it heard");
        assertEquals(0, signal.await(signal.waiter(), house, 0, TimeUnit.MILLISECONDS.toNanos(20), () -> false));
    }

    /**
     * Issue 38: a connection that is gone ends its own wait, and only its own, without an interrupt (its thread may be
     * in the store a moment later); a wait it starts after ends at once.
     */
    @Test
    void aHangUpEndsThatWaitAloneWithoutAnInterrupt() throws Exception {
        TurnSignal.Waiter gone = signal.waiter();
        TurnSignal.Waiter staying = signal.waiter();
        long seen = signal.published(team);
        java.util.concurrent.atomic.AtomicReference<Throwable> goneEnded = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicBoolean interrupted = new java.util.concurrent.atomic.AtomicBoolean();
        TurnSignal.Published[] stayed = new TurnSignal.Published[1];
        Thread goneThread = Thread.ofPlatform().start(() -> {
            try {
                signal.await(gone, team, seen, () -> false, () -> null);
            } catch (InterruptedException e) {
                goneEnded.set(e);
                interrupted.set(Thread.currentThread().isInterrupted());
            }
        });
        Thread stayingThread = Thread.ofPlatform().start(() -> {
            try {
                stayed[0] = signal.await(staying, other, signal.published(other), () -> false, () -> null);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Thread.sleep(50);
        signal.hangUp(gone);
        goneThread.join(TimeUnit.SECONDS.toMillis(5));
        assertTrue(goneEnded.get() instanceof HungUp, "the wait ends with HungUp: " + goneEnded.get());
        assertFalse(interrupted.get(), "its thread is not interrupted");
        stayingThread.join(200);
        assertTrue(stayingThread.isAlive(), "another connection's wait goes on");
        assertThrows(HungUp.class, () -> signal.await(gone, team, seen, TimeUnit.SECONDS.toNanos(5), () -> false), "a later wait ends at once");
        signal.signal(new TurnEvent(1, 1, true, false));
        stayingThread.join(TimeUnit.SECONDS.toMillis(5));
        assertEquals(new TurnEvent(1, 1, true, false), stayed[0].event(), "woken by the turn, as before");
    }
}
