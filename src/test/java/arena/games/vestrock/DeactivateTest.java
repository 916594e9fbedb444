package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Deactivate: any creature on the board becomes inactive, gives no mana, and cannot block in its next blocking phase. */
class DeactivateTest {

    private static Pos position() {
        return Pos.of(CardSpec.deactivate(1, 1), CardSpec.creature(2, 3, 3, 3, 0, 2), creature(3, 1, 4), creature(4, 1, 1))
                .hand(0, 1).board(0, true, 2).board(1, true, 3).hand(1, 4).actionPhase().mana(1);
    }

    @Test
    void theOpponentsCreatureCannotBlockMyAttack() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 3");
        assertFalse(p.active(3));
        p.ok(0, "ATTACK 1 2");
        p.endTurn();
        assertEquals(905, p.code(1, "BLOCK 1 2 3"));
        p.ok(1, "FINISH_BLOCK 1");
        assertEquals(List.of("20 17 20"), p.ok(1, "GET_HP 1"));
    }

    @Test
    void myOwnCreatureGivesNoMana() {
        Pos p = position();
        p.ok(0, "PLAY_CARD 1 1 2");
        assertFalse(p.active(2));
        assertEquals(List.of("0"), p.ok(0, "GET_CURRENT_MANA 1"));
        assertEquals(905, p.code(0, "ADD_MANA 1 2"));
    }

    @Test
    void anInactiveTargetStillTakesTheSpell() {
        Pos p = position().board(1, false, 3);
        p.ok(0, "PLAY_CARD 1 1 3");
        assertEquals(Place.GONE, p.where(1));
        assertEquals(List.of("0"), p.ok(0, "GET_CURRENT_MANA 1"));
    }

    @Test
    void playersAreNoTarget() {
        Pos p = position();
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -6"));
        assertEquals(915, p.code(0, "PLAY_CARD 1 1 -5"));
        assertEquals(916, p.code(0, "PLAY_CARD 1 1 4"));
    }
}
