package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.KRETEK;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Eye;
import org.junit.jupiter.api.Test;

/**
 * Kieszostwory's teams and last moves are public (GET_RIVALS, GET_STATES); its one secret is a trainer's choice for
 * the turn, which no board shows, to any eye, before the turn resolves it (RULINGS 8).
 */
class LiveBoardEyesTest {
    @Test
    void aChoiceIsOnNoBoardUntilTheTurnResolvesIt() {
        Pos p = Pos.of(Pos.team(BULWAZAUR, KRETEK), Pos.team(PLOMIENNIK, KRETEK)).out(1, 1);
        BoardView before = p.m.board(Eye.PUBLIC);
        p.send(0, "SWITCH 2");
        for (Eye eye : Eye.values()) {
            BoardView now = p.m.board(eye);
            assertEquals(before, now, eye + ": the board has not moved");
            assertTrue(now.sides().get(0).lastMove().startsWith("SWITCH 1 "), "the last move is the resolved one: " + now.sides().get(0).lastMove());
        }
        p.send(1, "FIGHT 1").turn();
        assertTrue(p.m.board(Eye.PUBLIC).sides().get(0).lastMove().startsWith("SWITCH 2 "), "resolved: everyone reads it");
        for (Eye eye : Eye.values()) assertSame(p.m.board(), p.m.board(eye), eye + " sees the whole board");
    }
}
