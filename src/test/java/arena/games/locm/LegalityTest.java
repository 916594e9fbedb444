package arena.games.locm;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Legality is computed two ways (the list of legal actions and the check of one action): they must agree. */
class LegalityTest {
    @Test
    void listAndCheckAgreeThroughRandomGames() {
        Random r = new Random(9);
        for (LocmVariant v : LocmVariant.values()) {
            for (int game = 0; game < 60; game++) {
                LocmMatch m = LocmMatch.create(v, LocmSeeds.fromGameSeed(v, game));
                RandomLegalPlayer[] ps = {new RandomLegalPlayer(game), new RandomLegalPlayer(-game)};
                while (m.phase() != LocmMatch.Phase.BATTLE && !m.isOver())
                    for (int p : m.awaiting())
                        m.apply(p, ps[p].deckBuildingAnswer(m, p));
                int steps = 0;
                while (m.phase() == LocmMatch.Phase.BATTLE) {
                    Battle b = m.battle();
                    List<Action> legal = b.legalActions();
                    Set<Action> set = new HashSet<>(legal);
                    assertEquals(legal.size(), set.size(), "no duplicates");
                    // every id on the table, plus some that are not, with every target
                    Set<Integer> ids = new HashSet<>(List.of(-1, 0, 999));
                    for (int p = 0; p < 2; p++) {
                        b.player(p).hand().forEach(c -> ids.add(c.id));
                        b.player(p).board().forEach(c -> ids.add(c.id));
                    }
                    for (int a1 : ids)
                        for (int a2 : ids) {
                            for (Action.Type t : List.of(Action.Type.ATTACK, Action.Type.USE)) {
                                Action a = new Action(t, a1, a2, "");
                                assertEquals(set.contains(a), b.isLegal(a), a::toString);
                            }
                        }
                    for (int a1 : ids)
                        for (int lane = -1; lane <= 2; lane++) {
                            Action a = Action.summon(a1, lane);
                            assertEquals(set.contains(a), b.isLegal(a), a::toString);
                        }
                    // the listing as codes, and each position found from the counts alone, are the same list
                    int[] codes = new int[Battle.MAX_LEGAL_ACTIONS];
                    int n = b.legalActions(codes);
                    assertEquals(legal.size(), n);
                    for (int k = 0; k < n; k++) {
                        assertEquals(legal.get(k), Action.of(codes[k]));
                        assertEquals(codes[k], b.legalActionAt(k), "position " + k + " of " + legal);
                    }
                    if (steps++ % 3 == 0 || legal.size() == 1) {
                        m.endTurn();
                    } else {
                        m.act(legal.get(r.nextInt(legal.size() - 1)));
                    }
                }
            }
        }
    }
}
