package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** A match is its map plus the commands that changed it and the ends of turns: replaying them rebuilds it exactly. */
class ReplayTest {

    @Test
    void replayingTheLoggedCommandsRebuildsTheSameMatch() throws InterruptedException {
        Pos pos = Pos.drawn(99, PizzaSettings.DEFAULT);
        PizzaBot[] bots = {new EconomyBot(), new RandomBot()};
        Random rnd = new Random(5);
        PizzaBot.MapInfo map = PizzaBot.MapInfo.parse(pos.m.map().answer());
        while (!pos.m.finished()) {
            int seat = pos.m.current();
            bots[seat].playTurn(new PizzaBot.Table(pos.link(seat), Pos.MATCH, map), rnd);
            pos.endTurn();
        }
        assertTrue(pos.journal.size() > 300, "a real match: " + pos.journal.size() + " entries");
        PizzaMatch again = new PizzaMatch(GameMap.generate(99, 8), PizzaSettings.DEFAULT, 99);
        for (String entry : pos.journal) {
            int space = entry.indexOf(' ');
            int seat = Integer.parseInt(entry.substring(0, space));
            if (seat < 0) again.endTurn();
            else assertTrue(again.apply(seat, entry.substring(space + 1)).changed(), entry);
        }
        assertTrue(again.finished());
        assertArrayEquals(pos.m.scores(), again.scores());
        assertEquals(pos.m.board(), again.board());
        assertEquals(pos.m.summary(), again.summary());
    }
}
