package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.SeatNames;
import org.junit.jupiter.api.Test;

/** The summary names the side to move by its team's name, not "player 1". */
class TeamNamesTest {

    @Test
    void theSummaryNamesTheSideToMove() {
        PizzaMatch m = new PizzaMatch(GameMap.generate(21, PizzaSettings.DEFAULT.mapRadius()), PizzaSettings.DEFAULT, 21L, new SeatNames("owls", "foxes"));
        assertTrue(m.summary().endsWith(" · owls to move"), m.summary());
        m.endTurn();
        assertTrue(m.summary().endsWith(" · foxes to move"), m.summary());
    }
}
