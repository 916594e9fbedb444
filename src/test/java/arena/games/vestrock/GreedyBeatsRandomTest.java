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
    /** The most commands one bot sent in one turn of one match (the arena allows a team 1000 per turn over all its matches). */
    static int mostCommands;

    static double[] duel(long deckSeed, VestrockBot first, VestrockBot second, long botSeed) throws InterruptedException {
        Pos pos = Pos.dealt(deckSeed, VestrockSettings.DEFAULT);
        VestrockBot[] bots = {first, second};
        Random[] rnd = {new Random(botSeed), new Random(botSeed + 1)};
        while (!pos.m.finished()) {
            int seat = pos.m.current();
            int[] sent = {0};
            var link = pos.link(seat);
            bots[seat].playTurn(new arena.game.HouseBot.Link() {
                @Override
                public java.util.List<String> send(String command) throws InterruptedException {
                    sent[0]++;
                    return link.send(command);
                }

                @Override
                public String teamName() {
                    return link.teamName();
                }
            }, Pos.MATCH, rnd[seat]);
            mostCommands = Math.max(mostCommands, sent[0]);
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
        System.out.println("greedy beat random in " + wins + " of 200 matches (" + knockouts + " by knockout); at most "
                + mostCommands + " commands in one turn of one match");
        assertTrue(mostCommands * 19 + 40 < 1000, "a house bot in 38 matches stays under the default command limit per turn");
        assertTrue(wins >= 160, "greedy won " + wins + " of 200");
    }
}
