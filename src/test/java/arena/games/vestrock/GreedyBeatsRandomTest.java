package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The greedy house bot beats the random one in at least 80% of 200 matches (100 dealt decks, each played
 * with either bot moving first). Both bots play through the protocol handler; the test only ends turns.
 */
class GreedyBeatsRandomTest {

    /** Plays one match to its end; returns the scores by seat. */
    static double[] duel(long deckSeed, VestrockBot first, VestrockBot second, long botSeed) throws InterruptedException {
        Pos pos = Pos.dealt(deckSeed, Rules.DEFAULT);
        VestrockBot[] bots = {first, second};
        Random[] rnd = {new Random(botSeed), new Random(botSeed + 1)};
        while (!pos.m.finished()) {
            int seat = pos.m.current();
            bots[seat].playTurn(pos.link(seat), Pos.MATCH, rnd[seat]);
            pos.endTurn();
        }
        return pos.m.scores();
    }

    @Test
    void greedyWinsAtLeastEightyPercentOfTwoHundredMatches() throws InterruptedException {
        int wins = 0, knockouts = 0;
        for (int i = 0; i < 100; i++) {
            long seed = Seeds.derive(42, i);
            double[] a = duel(seed, new GreedyBot(), new RandomBot(), seed);
            double[] b = duel(seed, new RandomBot(), new GreedyBot(), seed);
            if (a[0] > a[1]) wins++;
            if (b[1] > b[0]) wins++;
            if (a[0] >= 60) knockouts++;
            if (b[1] >= 60) knockouts++;
        }
        System.out.println("greedy beat random in " + wins + " of 200 matches (" + knockouts + " by knockout)");
        assertTrue(wins >= 160, "greedy won " + wins + " of 200");
    }
}
