package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Answer;
import arena.game.Seeds;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The greedy house bot beats the random one in at least 80% of 200 duels (100 pairings: a match and a rematch
 * each, so each bot is first in half of them). Both decide from the protocol's own lines (GET_TEAMS, GET_RIVALS,
 * GET_STATES); the test hands their commands to the engine and ends the turns.
 */
class GreedyBeatsRandomTest {

    static KieszMatch pairing(long seed, Trainer.Style first, Trainer.Style second) {
        Dex dex = Dex.standard();
        Random rnd = new Random(seed);
        Trainer.Style[] styles = {first, second};
        int[][] teams = new int[2][];
        for (int s = 0; s < 2; s++) {
            teams[s] = Team.slots(Team.entry(styles[s] == Trainer.Style.GREEDY ? Trainer.strongestTeam(dex, 10_000) : Trainer.randomTeam(dex, 10_000, rnd)));
        }
        KieszMatch m = new KieszMatch(dex, 90, teams[0], teams[1]);
        while (!m.finished()) {
            for (int s = 0; s < 2; s++) {
                String command = Trainer.decide(dex, styles[s], rnd, m.teamLines(s), m.teamLines(1 - s), m.stateLine(s));
                if (command != null) {
                    Answer a = m.apply(s, command);
                    if (a.isError()) throw new AssertionError(styles[s] + " sent an illegal " + command + ": " + a.lines());
                }
            }
            m.endTurn();
        }
        return m;
    }

    @Test
    void greedyWinsAtLeastEightyPercentOfTwoHundredDuels() {
        int wins = 0, draws = 0, turns = 0;
        for (int i = 0; i < 100; i++) {
            KieszMatch m = pairing(Seeds.derive(42, i), Trainer.Style.GREEDY, Trainer.Style.RANDOM);
            if (m.result(0, 0).equals("WIN")) wins++;
            if (m.result(0, 1).equals("WIN")) wins++;
            if (m.result(0, 0).equals("DRAW")) draws++;
            if (m.result(0, 1).equals("DRAW")) draws++;
            turns += m.turn();
        }
        System.out.println("greedy beat random in " + wins + " of 200 duels (" + draws + " draws); " + (turns / 100) + " turns per pairing on average");
        assertTrue(wins >= 160, "greedy won " + wins + " of 200");
    }
}
