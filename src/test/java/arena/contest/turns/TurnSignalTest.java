package arena.contest.turns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import arena.game.BotWaits.TurnEvent;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * One signal for every kind of round: a contest's round is told to every team, a practice only to its team and its
 * house bot's connection, and each listener's epoch counts what it hears, so a bot already waiting is woken by its
 * team's practice and by nothing of another team's. Who waits is an entry on the list with the wake it left (issue 45):
 * a publish runs the wakes and empties the list, no thread waits.
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
        assertEquals(new TurnEvent(1, 1, true, false), signal.lookAfter(signal.waiter(), team, 0, () -> false, () -> null).event());
        assertNull(signal.lookAfter(signal.waiter(), house, 0, () -> false, () -> null));
    }

    @Test
    void aPracticeIsToldToItsTeamAndItsHouseBotOnly() throws Exception {
        signal.signal(new TurnEvent(0, 1, true, false)); // a round's event first: the practice's is newer
        signal.advance(Set.of(TEAM, HOUSE_SCOPE));
        assertEquals(2, signal.epoch(team), "a practice's turn end moves its team's epoch");
        assertEquals(1, signal.epoch(other), "and no other team's");
        assertEquals(1, signal.published(team), "told only once stored");
        signal.publish(Set.of(TEAM, HOUSE_SCOPE), new TurnEvent(0, 2, false, false));
        assertEquals(new TurnEvent(0, 2, false, false), signal.lookAfter(signal.waiter(), team, 1, () -> false, () -> null).event());
        assertEquals(new TurnEvent(0, 2, false, false), signal.lookAfter(signal.waiter(), house, 0, () -> false, () -> null).event());
        assertEquals(1, signal.published(other));
    }

    @Test
    void aBotAlreadyWaitingIsWokenByItsTeamsPracticeAndNotByAnothers() throws Exception {
        long seen = signal.published(team);
        long seenOther = signal.published(other);
        TurnSignal.Waiter w = signal.waiter();
        AtomicInteger wakes = new AtomicInteger();
        signal.whenPublished(w, team, seen, wakes::incrementAndGet);
        assertEquals(0, wakes.get(), "nothing published yet: it waits on the list");
        signal.signal(Set.of(OTHER, -1L), new TurnEvent(0, 1, false, false)); // another team's practice starts
        assertEquals(1, wakes.get(), "every publish runs the wakes on the list");
        assertNull(signal.lookAfter(w, team, seen, () -> false, () -> null), "and its look finds nothing for it");
        assertEquals(seenOther + 1, signal.published(other));
        signal.whenPublished(w, team, seen, wakes::incrementAndGet);
        signal.signal(Set.of(TEAM, HOUSE_SCOPE), new TurnEvent(0, 1, false, false)); // its own starts
        assertEquals(2, wakes.get());
        assertEquals(new TurnEvent(0, 1, false, false), signal.lookAfter(w, team, seen, () -> false, () -> null).event());
        signal.signal(new TurnEvent(1, 1, true, false));
        assertEquals(2, wakes.get(), "a wake runs once: the publish took it off the list");
    }

    @Test
    void aWaitForWhatIsPublishedAlreadyIsWokenAtOnce() {
        long seen = signal.published(team);
        signal.signal(new TurnEvent(1, 1, true, false));
        AtomicInteger wakes = new AtomicInteger();
        signal.whenPublished(signal.waiter(), team, seen, wakes::incrementAndGet);
        assertEquals(1, wakes.get(), "a WAIT sent before the turn was told but looked at after it is not left on the list");
    }

    @Test
    void aForgottenHouseBotKeyHearsNothingMore() throws Exception {
        signal.signal(Set.of(TEAM, HOUSE_SCOPE), new TurnEvent(0, 1, false, false));
        signal.forget(HOUSE_SCOPE);
        assertEquals(0, signal.published(house));
        assertEquals(1, signal.published(team), "the team keeps what it heard");
        assertNull(signal.lookAfter(signal.waiter(), house, 0, () -> false, () -> null));
    }

    /**
     * Issues 38 and 45: a connection that is gone takes its own entry off the list, and only its own; its wake runs (so
     * whoever looks for it hears it is gone) and its next look ends with HungUp, as does any wait it starts after. No
     * thread is interrupted, and none waits.
     */
    @Test
    void aHangUpTakesThatEntryAloneOffTheList() throws Exception {
        TurnSignal.Waiter gone = signal.waiter();
        TurnSignal.Waiter staying = signal.waiter();
        long seen = signal.published(team);
        long seenOther = signal.published(other);
        List<String> woken = new CopyOnWriteArrayList<>();
        signal.whenPublished(gone, team, seen, () -> woken.add("gone"));
        signal.whenPublished(staying, other, seenOther, () -> woken.add("staying"));
        signal.hangUp(gone);
        assertEquals(List.of("gone"), woken, "the hang-up runs that wake alone");
        assertThrows(HungUp.class, () -> signal.lookAfter(gone, team, seen, () -> false, () -> null));
        signal.whenPublished(gone, team, seen, () -> woken.add("gone again"));
        assertEquals(List.of("gone", "gone again"), woken, "a later wait of it is woken at once, to end");
        signal.signal(new TurnEvent(1, 1, true, false));
        assertEquals(List.of("gone", "gone again", "staying"), woken, "the other connection's entry is woken by the turn");
        assertNotNull(signal.lookAfter(staying, other, seenOther, () -> false, () -> null));
    }
}
