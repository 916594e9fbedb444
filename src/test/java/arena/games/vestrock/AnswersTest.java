package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The exact answer formats: cards, hands and boards in increasing ID, the active flag, counts. */
class AnswersTest {

    private static Pos position() {
        return Pos.of(CardSpec.creature(9, 1, 2, 3, 4, 0), CardSpec.damage(3, 2, 1), CardSpec.creature(5, 0, 1, 1, 0, 1), creature(2, 4, 4),
                        CardSpec.heal(7, 3, 2), CardSpec.take(4, 2, 2), CardSpec.buff(6, 1, 2, 1), CardSpec.deactivate(8, 2), creature(1, 1, 1))
                .hand(0, 9, 3).hand(1, 8, 4).board(0, true, 5).board(0, false, 2).board(1, true, 1);
    }

    @Test
    void myMatches() {
        assertEquals(List.of("OK", "1", "1"), position().send(0, "GET_MY_MATCHES"));
    }

    @Test
    void handsMineFirstEachInIncreasingIds() {
        assertEquals(List.of("OK", "2 2", "3 D 2 0 0 1 -1", "9 C 1 2 3 4 0", "4 T 2 0 0 2 -1", "8 I 0 0 0 2 -1"), position().send(0, "GET_HANDS 1"));
    }

    @Test
    void boardsWithTheActiveFlag() {
        assertEquals(List.of("OK", "2 1", "2 C 4 4 4 0 0 0", "5 C 0 1 1 0 1 1", "1 C 1 1 1 0 0 1"), position().send(0, "GET_BOARD 1"));
    }

    @Test
    void theDeckFromTheTop() {
        assertEquals(List.of("OK", "2", "7 H 0 3 0 2 -1", "6 B 1 2 0 1 -1"), position().send(0, "GET_DECK 1"));
    }

    @Test
    void hpLimitsManaAttackers() {
        Pos p = position().hp(1, 13);
        assertEquals(List.of("OK", "20 20 13"), p.send(0, "GET_HP 1"));
        assertEquals(List.of("OK", "2 2 10"), p.send(0, "GET_CARD_LIMITS 1"));
        assertEquals(List.of("OK", "0"), p.send(0, "GET_CURRENT_MANA 1"));
        assertEquals(List.of("OK", "0"), p.send(0, "GET_ATTACKERS 1"));
        assertEquals(List.of("OK", "1 60"), p.send(0, "GET_TURN_INFO 1"));
        assertEquals(List.of("OK"), p.send(0, "FINISH_BLOCK 1"));
        assertEquals(List.of("OK"), p.send(0, "ADD_MANA 1 5"));
        assertEquals(List.of("OK"), p.send(0, "PLAY_CARD 1 3 1"));
        assertEquals(List.of("OK", "7 H 0 3 0 2 -1"), p.send(0, "DRAW_CARD 1"));
    }

    @Test
    void errorsAreOneLineWithTheSpecificationsName() {
        assertEquals(List.of("ERR 913 NotYourTurn"), position().send(1, "GET_HP 1"));
        assertEquals(List.of("ERR 930 NotYourMatch"), position().send(0, "GET_HP 2"));
        assertEquals(List.of("ERR 906 CardNotInHand"), position().send(0, "PLAY_CARD 1 7 -5"));
    }
}
