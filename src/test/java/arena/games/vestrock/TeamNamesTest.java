package arena.games.vestrock;

import static arena.games.vestrock.Pos.creature;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.SeatNames;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The summary, the result and the log name the players by their teams' names, not "player 1" and "player 2". */
class TeamNamesTest {

    @Test
    void theSummaryTheResultAndTheLogNameTheTeams() {
        Pos p = new Pos(new VestrockMatch(new Deck(List.of(creature(1, 6, 2))), VestrockSettings.DEFAULT, new SeatNames("owls", "foxes")));
        assertTrue(p.m.summary().endsWith(" · owls to move"), p.m.summary());
        p.board(0, true, 1).hp(1, 6).actionPhase();
        p.ok(0, "ATTACK 1 1");
        p.endTurn().endTurn();
        assertTrue(p.m.finished());
        assertEquals("HP 20 : 0 · owls wins · scores 80 : -20", p.m.summary());
        assertEquals("owls wins", p.m.board().result());
        assertEquals("foxes is at 0 HP: owls wins", p.m.board().log().get(0).text());
    }
}
