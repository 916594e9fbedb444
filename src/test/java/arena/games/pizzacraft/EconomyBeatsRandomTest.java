package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.HouseBot;
import arena.game.Seeds;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The economy house bot beats the random one in at least 80% of 100 matches (50 drawn maps, each played with
 * either bot moving first). Both bots play through the protocol handler; the test only ends turns.
 */
class EconomyBeatsRandomTest {
    /** The most commands one bot sent in one turn of one match. */
    static int mostCommands;

    static double[] duel(long mapSeed, PizzaBot first, PizzaBot second, long botSeed) throws InterruptedException {
        Pos pos = Pos.drawn(mapSeed, PizzaSettings.DEFAULT);
        PizzaBot[] bots = {first, second};
        Random[] rnd = {new Random(botSeed), new Random(botSeed + 1)};
        PizzaBot.MapInfo map = PizzaBot.MapInfo.parse(pos.m.map().answer());
        while (!pos.m.finished()) {
            int seat = pos.m.current();
            int[] sent = {0};
            HouseBot.Link link = pos.link(seat);
            HouseBot.Link counting = new HouseBot.Link() {
                @Override
                public List<String> send(String command) throws InterruptedException {
                    sent[0]++;
                    return link.send(command);
                }

                @Override
                public String teamName() {
                    return link.teamName();
                }
            };
            bots[seat].playTurn(new PizzaBot.Table(counting, Pos.MATCH, map), rnd[seat]);
            mostCommands = Math.max(mostCommands, sent[0]);
            pos.endTurn();
        }

        return pos.m.scores();
    }

    @Test
    void economyWinsAtLeastEightyPercentOfAHundredMatches() throws InterruptedException {
        int wins = 0, conquests = 0;
        long turns = 0;
        for (int i = 0; i < 50; i++) {
            long seed = Seeds.derive(7, i);
            double[] a = duel(seed, new EconomyBot(), new RandomBot(), seed);
            double[] b = duel(seed, new RandomBot(), new EconomyBot(), seed);
            if (a[0] > a[1]) wins++;
            if (b[1] > b[0]) wins++;
            if (a[0] == 1000) conquests++;
            if (b[1] == 1000) conquests++;
        }
        System.out.println("economy beat random in " + wins + " of 100 matches (" + conquests + " by destroying every building); at most "
                + mostCommands + " commands in one turn of one match");
        assertTrue(mostCommands <= PizzaBot.BUDGET, "a house bot keeps to its budget per match turn");
        assertTrue(wins >= 80, "economy won " + wins + " of 100");
    }
}
