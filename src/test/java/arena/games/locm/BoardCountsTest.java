package arena.games.locm;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The counts the battle keeps up to date through every effect ({@link BoardCounts}, the affordable cards in hand) are
 * those of the boards and the hand counted afresh, at every step of random games of both variants (1.5 with its area
 * summons and items), and the random player's choice made from them is the
 * listing's {@code codes[rng.nextInt(n)]}.
 */
class BoardCountsTest {
    @Test
    void keptCountsMatchAFreshCountAtEveryStep() {
        List<CardData> shared = CardGenerator.generate(5);
        int steps = 0;
        for (LocmVariant v : LocmVariant.values())
            for (long seed = 1; seed <= 400; seed++) {
                LocmSeeds s = LocmSeeds.fromGameSeed(v, seed);
                LocmMatch m = v == LocmVariant.V1_5 && seed % 2 == 0 ? LocmMatch.create15(s, shared) : LocmMatch.create(v, s);
                RandomLegalPlayer[] ps = {new RandomLegalPlayer(seed), new RandomLegalPlayer(-seed)};
                while (m.phase() == LocmMatch.Phase.DRAFT)
                    ps[m.toMove()].deckBuilding(m, m.toMove());
                if (m.phase() == LocmMatch.Phase.CONSTRUCTED)
                    for (int p = 0; p < 2; p++)
                        ps[p].deckBuilding(m, p);
                Lcg rng = new Lcg(seed), same = new Lcg(seed);
                int[] codes = new int[Battle.MAX_LEGAL_ACTIONS];
                while (m.phase() == LocmMatch.Phase.BATTLE) {
                    Battle b = m.battle();
                    while (m.phase() == LocmMatch.Phase.BATTLE && b.winner() == -1) {
                        for (int p = 0; p < 2; p++)
                            assertFresh(b.player(p), v + " game " + seed + " turn " + b.turn() + " player " + p);
                        steps++;
                        int n = b.legalActions(codes);
                        int code = b.randomLegalAction(rng);
                        assertEquals(codes[same.nextInt(n)], code, v + " game " + seed + ": the random choice is the listing's");
                        if (!m.actLegal(code))
                            break;
                    }
                    m.endTurn();
                }
            }
        assertEquals(true, steps > 50_000, "enough steps: " + steps);
    }

    private static void assertFresh(PlayerState p, String where) {
        BoardCounts fresh = new BoardCounts();
        fresh.recount(p.board);
        assertEquals(fresh.toString(), p.counts.toString(), where);
        int byKind = 0;
        for (Card c : p.hand)
            if (c.cost <= p.currentMana)
                byKind += 1 << (8 * c.type.ordinal());
        assertEquals(byKind, p.affordableByKind(), where + ": affordable cards in hand");
    }
}
