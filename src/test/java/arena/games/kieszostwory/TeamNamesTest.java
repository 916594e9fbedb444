package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.SeatNames;
import org.junit.jupiter.api.Test;

/** The summary names the trainers by their teams' names, not "team 1" and "team 2". */
class TeamNamesTest {

    @Test
    void theSummaryNamesTheWinnerOfEachDuel() {
        Pos p = Pos.of(new SeatNames("owls", "foxes"), team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).hp(1, 1, 10).fight(1, 0);
        assertEquals("rematch (match won by owls) · creatures left 1 : 1 · turn 0 of 90", p.m.summary());
        p.out(1, 1).hp(1, 1, 10).fight(1, 0);
        assertEquals("match won by owls, rematch won by owls · scores 6 : 0", p.m.summary());
    }
}
