package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** A match is its deck plus the commands that changed it and the ends of turns: replaying them rebuilds it exactly. */
class ReplayTest {

    @Test
    void replayingTheLoggedCommandsRebuildsTheSameMatch() throws InterruptedException {
        Pos pos = Pos.dealt(99, VestrockSettings.DEFAULT);
        VestrockBot[] bots = {new GreedyBot(), new RandomBot()};
        Random rnd = new Random(5);
        while (!pos.m.finished()) {
            int seat = pos.m.current();
            bots[seat].playTurn(pos.link(seat), Pos.MATCH, rnd);
            pos.endTurn();
        }
        assertTrue(pos.journal.size() > 100, "a real match: " + pos.journal.size() + " entries");
        VestrockMatch again = new VestrockMatch(Deck.deal(99, 60), VestrockSettings.DEFAULT);
        for (String entry : pos.journal) {
            int space = entry.indexOf(' ');
            int seat = Integer.parseInt(entry.substring(0, space));
            if (seat < 0) again.endTurn();
            else again.apply(seat, entry.substring(space + 1));
        }
        assertTrue(again.finished());
        assertArrayEquals(pos.m.scores(), again.scores());
        assertEquals(pos.m.board(), again.board());
        assertEquals(pos.m.summary(), again.summary());
    }
}
