package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.games.locm.LocmVariant;
import org.junit.jupiter.api.Test;

/** A turn's input is handed to one connection of the team only; the end of a match is told once. */
class DeliveryTest {

    @Test
    void aTurnIsTakenOnceAndTheNextTurnIsNew() {
        Duel d = new Duel(LocmVariant.V1_2, 4);
        assertNull(d.m.take(1), "player 2 is not awaited");
        LocmArenaMatch.Delivery first = d.m.take(0);
        assertEquals(d.input(0), first.input());
        assertEquals(1000, first.limitMillis());
        assertNull(d.m.take(0), "already taken by another connection");
        d.answer(0, "PICK 1");
        assertTrue(d.m.take(1).input().endsWith("\n"));
        d.answer(1, "PICK 1");
        assertEquals(100, d.m.take(0).limitMillis());
    }

    @Test
    void theEndIsToldOncePerSeat() {
        Duel d = new Duel(LocmVariant.V1_2, 4);
        d.answer(0, "FLY");
        assertEquals("LOSS player 1: Invalid action. Expected \"PICK [0,1,2]\" or \"PASS\".", d.m.take(0).over());
        assertNull(d.m.take(0));
        assertTrue(d.m.take(1).over().startsWith("WIN "));
        assertEquals("ERR 803 MatchOver", d.answer(0, "PICK 0"));
    }

    @Test
    void onlyTheAwaitedPlayerMayAnswer() {
        Duel d = new Duel(LocmVariant.V1_2, 4);
        assertEquals("ERR 802 NotYourTurn", d.answer(1, "PICK 0"));
        assertEquals("OK", d.answer(0, "PICK 0"));
        assertEquals("ERR 802 NotYourTurn", d.answer(0, "PICK 0"));
    }
}
