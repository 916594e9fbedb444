package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.games.locm.LocmVariant;
import org.junit.jupiter.api.Test;

/**
 * In each variant the greedy house bot beats the random one in at least 80% of 200 games (100 seeds, each played
 * with either bot in the first seat). The bots answer the reference input text, as they do over the bot port.
 */
class GreedyBeatsRandomTest {

    static int greedyWins(LocmVariant variant) {
        int wins = 0;
        for (int i = 0; i < 100; i++) {
            long seed = Duel.seed(i);
            if (new Duel(variant, seed).play(new GreedyBot(), new RandomBot(), seed) == 0) wins++;
            if (new Duel(variant, seed).play(new RandomBot(), new GreedyBot(), seed) == 1) wins++;
        }
        return wins;
    }

    @Test
    void greedyBeatsRandomInLocm12() {
        int wins = greedyWins(LocmVariant.V1_2);
        System.out.println("LOCM 1.2: greedy beat random in " + wins + " of 200 games");
        assertTrue(wins >= 160, "greedy won " + wins + " of 200");
    }

    @Test
    void greedyBeatsRandomInLocm15() {
        int wins = greedyWins(LocmVariant.V1_5);
        System.out.println("LOCM 1.5: greedy beat random in " + wins + " of 200 games");
        assertTrue(wins >= 160, "greedy won " + wins + " of 200");
    }
}
