package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.games.kieszostwory.Kieszostwory;
import arena.games.locm.arena.Locm12;
import arena.games.locm.arena.Locm15;
import arena.games.pizzacraft.Pizzacraft;
import arena.games.vestrock.Vestrock;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each game's quirks, read from its one record of traits, as the rulings give them. */
class GameTraitsTest {

    @Test
    void vestrockIsTheUsualGame() {
        assertEquals(GameTraits.USUAL, new Vestrock().traits());
        assertEquals(2, GameTraits.USUAL.matchesPerPair(), "seats swapped in a second match (RULINGS 2)");
        assertEquals(BotProgram.LINE_PROTOCOL, GameTraits.USUAL.botProgram());
        assertTrue(GameTraits.USUAL.practiceDuringRounds());
        assertFalse(GameTraits.USUAL.hasEntries());
    }

    @Test
    void pizzacraftCountsItsCommandLimitPerMatch() {
        GameTraits t = new Pizzacraft().traits();
        assertTrue(t.commandLimitPerMatch(), "RULINGS 5 and 7");
        assertEquals(GameTraits.usual().commandLimitPerMatch().build(), t, "and nothing else differs");
    }

    @Test
    void kieszostworyPlaysOneMatchAPairWithEntriesAndItsOwnData() {
        GameTraits t = new Kieszostwory().traits();
        assertEquals(1, t.matchesPerPair(), "a match and its rematch are one match of the arena's");
        assertTrue(t.takesDataFile());
        assertTrue(t.hasEntries());
        assertEquals("Kieszostwory team", t.entryName());
        assertFalse(t.practiceDuringRounds(), "rivals are numbered by their place in the round");
        assertFalse(t.commandLimitPerMatch());
    }

    @Test
    void locmBotsAreCodinGameBotsAndReplaysStepByAnswer() {
        for (Game game : new Game[] {new Locm12(), new Locm15()}) {
            GameTraits t = game.traits();
            assertEquals(BotProgram.CODINGAME, t.botProgram(), game.name());
            assertTrue(t.replayStepsByCommand(), game.name());
            assertEquals(Set.of("timeFactor"), t.settingsFreeBetweenRounds(), game.name());
        }
        assertFalse(new Locm12().traits().hasEntries(), "1.2 drafts: no deck is saved");
        assertTrue(new Locm15().traits().hasEntries());
        assertEquals("deck", new Locm15().traits().entryName());
    }

    @Test
    void aPairPlaysOneOrTwoMatches() {
        assertThrows(IllegalArgumentException.class, () -> GameTraits.usual().matchesPerPair(3).build());
        assertThrows(IllegalArgumentException.class, () -> GameTraits.usual().matchesPerPair(0).build());
    }
}
