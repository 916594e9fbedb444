package arena.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.domain.ContestPhase;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import org.junit.jupiter.api.Test;

/** The words the database holds for a contest's phase, a round's status and a match's, and the way back from them. */
class StoredWordTest {
    @Test
    void eachConstantIsReadBackFromItsWord() {
        for (ContestPhase p : ContestPhase.values()) assertEquals(p, ContestPhase.fromText(p.text()));
        for (RoundStatus s : RoundStatus.values()) assertEquals(s, RoundStatus.fromText(s.text()));
        for (MatchStatus s : MatchStatus.values()) assertEquals(s, MatchStatus.fromText(s.text()));
    }

    @Test
    void theWordsAreThoseTheDatabaseAndTheApiHaveAlwaysUsed() {
        assertEquals("open", ContestPhase.OPEN.text());
        assertEquals("running", ContestPhase.RUNNING.text());
        assertEquals("finished", ContestPhase.FINISHED.text());
        assertEquals("running", RoundStatus.RUNNING.text());
        assertEquals("finished", RoundStatus.FINISHED.text());
        assertEquals("running", MatchStatus.RUNNING.text());
        assertEquals("finished", MatchStatus.FINISHED.text());
        assertEquals("voided", MatchStatus.VOIDED.text());
        assertEquals("voided", MatchStatus.VOIDED.toString(), "a page that writes a status shows the word");
    }

    @Test
    void aWordTheArenaDoesNotKnowIsRefusedByNameWithTheKnownOnes() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ContestPhase.fromText("registration"));
        assertTrue(e.getMessage().contains("contest phase 'registration'"), e.getMessage());
        assertTrue(e.getMessage().contains("known: open, running, finished"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> MatchStatus.fromText("paused"));
        assertTrue(e.getMessage().contains("match status 'paused'"), e.getMessage());
        assertTrue(e.getMessage().contains("known: running, finished, voided"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> RoundStatus.fromText("voided"));
        assertTrue(e.getMessage().contains("round status 'voided'"), e.getMessage());
    }
}
