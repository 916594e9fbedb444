package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A contest's phase and the text the database holds for it. */
class ContestPhaseTest {
    @Test
    void eachPhaseIsReadBackFromItsText() {
        for (ContestPhase p : ContestPhase.values()) assertEquals(p, ContestPhase.fromText(p.text()));
        assertEquals("open", ContestPhase.OPEN.text());
        assertEquals("running", ContestPhase.RUNNING.text());
        assertEquals("finished", ContestPhase.FINISHED.text());
    }

    @Test
    void aTextTheArenaDoesNotKnowIsRefusedByName() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ContestPhase.fromText("registration"));
        assertTrue(e.getMessage().contains("'registration'"), e.getMessage());
    }
}
