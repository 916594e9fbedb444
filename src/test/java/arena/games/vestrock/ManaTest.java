package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Mana comes only from tapping active creatures; a pool starts each turn at 0 and what is left is lost. */
class ManaTest {

    private static Pos position() {
        return Pos.of(CardSpec.creature(1, 0, 1, 1, 0, 2), CardSpec.creature(2, 2, 2, 2, 0, 1), CardSpec.creature(3, 3, 3, 3, 3, 0),
                        creature(4, 1, 1))
                .board(0, true, 1, 2).hand(0, 3).actionPhase();
    }

    @Test
    void tappingGivesTheCreaturesManaAndMakesItInactive() {
        Pos p = position();
        assertEquals(List.of("0"), p.ok(0, "GET_CURRENT_MANA 1"));
        p.ok(0, "ADD_MANA 1 1");
        assertFalse(p.active(1));
        assertEquals(List.of("2"), p.ok(0, "GET_CURRENT_MANA 1"));
        assertEquals(905, p.code(0, "ADD_MANA 1 1"), "a creature is tapped once");
        assertEquals(905, p.code(0, "ATTACK 1 1"), "and then cannot attack");
    }

    @Test
    void playingACardCostsItsManaAndAPlayedCreatureStartsInactive() {
        Pos p = position();
        p.ok(0, "ADD_MANA 1 1");
        assertEquals(901, p.code(0, "PLAY_CARD 1 3 -1"), "3 costs 3, the pool holds 2");
        p.ok(0, "ADD_MANA 1 2");
        p.ok(0, "PLAY_CARD 1 3 -1");
        assertEquals(List.of("0"), p.ok(0, "GET_CURRENT_MANA 1"));
        assertEquals(List.of("3 0", "1 C 0 1 1 0 2 0", "2 C 2 2 2 0 1 0", "3 C 3 3 3 3 0 0"), p.ok(0, "GET_BOARD 1"));
        assertEquals(905, p.code(0, "ATTACK 1 3"));
    }

    @Test
    void unusedManaIsLostAtTheEndOfTheTurn() {
        Pos p = position();
        p.ok(0, "ADD_MANA 1 1");
        p.endTurn();
        assertEquals(List.of("0"), p.ok(1, "GET_CURRENT_MANA 1"));
        p.endTurn();
        assertEquals(List.of("0"), p.ok(0, "GET_CURRENT_MANA 1"));
        p.ok(0, "ADD_MANA 1 1");
        assertEquals(List.of("2"), p.ok(0, "GET_CURRENT_MANA 1"), "creature 1 woke up again for this action phase");
    }

    @Test
    void onlyMyActiveCreaturesOnTheBoardGiveMana() {
        Pos p = position().board(1, true, 4);
        assertEquals(900, p.code(0, "ADD_MANA 1 50"));
        assertEquals(903, p.code(0, "ADD_MANA 1 4"), "the opponent's creature");
        assertEquals(912, p.code(0, "ADD_MANA 1 3"), "a card in my hand");
        assertEquals(913, p.code(1, "ADD_MANA 1 4"), "not seat 1's turn");
    }
}
