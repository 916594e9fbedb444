package arena.games.locm;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Driving a match by text: awaited players, invalid output (loss), illegal actions (skipped), determinism. */
class MatchFlowTest {
    static LocmMatch battle15(long seed) {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.fromGameSeed(LocmVariant.V1_5, seed));
        m.apply(1, "PASS");
        m.apply(0, "PASS");
        return m;
    }

    @Test
    void draftAlternatesAndConstructedWaitsForBoth() {
        LocmMatch d = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.of12(5, 6, 7));
        assertEquals(List.of(0), d.awaiting());
        d.apply(0, "PICK 2");
        assertEquals(List.of(1), d.awaiting());
        assertThrows(IllegalStateException.class, () -> d.apply(0, "PICK 1"));

        LocmMatch c = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(5, 5, 6, 7));
        assertEquals(List.of(0, 1), c.awaiting());
        assertEquals(c.inputFor(0), c.inputFor(1));
        c.apply(1, "PASS");
        assertEquals(List.of(0), c.awaiting());
        c.apply(0, "PASS");
        assertEquals(LocmMatch.Phase.BATTLE, c.phase());
        assertEquals(List.of(0), c.awaiting());
    }

    @Test
    void unreadableOutputLoses() {
        for (String bad : List.of("SUMMON", "ATTACK 1", "USE a b", "HELLO", "SUMMON 1  0", "summon 1 0")) {
            LocmMatch m = battle15(1);
            TurnReport r = m.apply(0, bad);
            assertTrue(r.invalid(), bad);
            assertTrue(m.isOver());
            assertEquals(1, m.winner());
        }
    }

    @Test
    void invalidDeckBuildingLoses() {
        LocmMatch d = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.of12(5, 6, 7));
        d.apply(0, "PICK 3");
        assertEquals(1, d.winner());

        LocmMatch c = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(5, 5, 6, 7));
        c.apply(0, "CHOOSE 1;CHOOSE 1;PASS");
        c.apply(1, "CHOOSE 1;CHOOSE 1;CHOOSE 1;PASS"); // a third copy
        assertEquals(0, c.winner());

        LocmMatch few = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(5, 5, 6, 7));
        few.apply(0, "CHOOSE 1;CHOOSE 2");
        few.apply(1, "PASS");
        assertEquals(1, few.winner()); // fewer than 30 cards
    }

    @Test
    void constructedPassFillsWithTheFirstCardsShown() {
        LocmMatch c = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.of15(5, 5, 6, 7));
        c.apply(0, "CHOOSE 7 ; PASS");
        c.apply(1, "PASS");
        List<CardData> mine = c.chosenCards(0);
        assertEquals(30, mine.size());
        assertEquals(7, mine.get(0).baseId());
        assertEquals(0, mine.get(1).baseId()); // cards are shown by cost then number; the pool is numbered by cost
        assertEquals(0, mine.get(2).baseId());
        assertEquals(1, mine.get(3).baseId());
    }

    @Test
    void illegalActionsAreSkippedAndTheRestIsPlayed() {
        LocmMatch m = battle15(2);
        Battle b = m.battle();
        List<Action> legal = b.legalActions();
        Action summon = legal.stream().filter(a -> a.type == Action.Type.SUMMON).findFirst().orElse(null);
        String line = "ATTACK 99 -1;USE 98 -1 text;PASS;" + (summon == null ? "" : summon.toStringNoText() + " hello");
        TurnReport r = m.apply(0, line + "\n");
        assertNull(r.error());
        assertEquals(2, r.skipped().size());
        assertEquals("ATTACK 99 -1", r.skipped().get(0).action());
        assertNotNull(r.skipped().get(0).reason());
        assertEquals(summon == null ? List.of() : List.of(summon.toStringNoText()), r.accepted());
        assertEquals(1, m.battle().currentPlayer());
        if (summon != null)
            assertTrue(m.inputFor(1).contains(" SUMMON " + summon.arg1 + " " + summon.arg2 + "\n"));
    }

    @Test
    void forfeitLoses() {
        LocmMatch m = battle15(3);
        m.forfeit(0, "timeout");
        assertEquals(1, m.winner());
        assertFalse(m.awaiting().contains(0));
    }

    @Test
    void sameSeedsSameGame() {
        for (LocmVariant v : LocmVariant.values()) {
            LocmMatch a = LocmMatch.create(v, LocmSeeds.fromGameSeed(v, 77));
            LocmMatch b = LocmMatch.create(v, LocmSeeds.fromGameSeed(v, 77));
            RandomLegalPlayer.playGame(a, new RandomLegalPlayer(1), new RandomLegalPlayer(2));
            RandomLegalPlayer.playGame(b, new RandomLegalPlayer(1), new RandomLegalPlayer(2));
            assertTrue(a.isOver());
            assertEquals(a.winner(), b.winner());
            assertEquals(a.battle().turn(), b.battle().turn());
            assertEquals(a.battle().player(0).health(), b.battle().player(0).health());
        }
    }

    @Test
    void textAndDirectPlayAgree() {
        // a text-driven random game never produces an invalid answer and always ends
        for (long seed = 0; seed < 20; seed++) {
            for (LocmVariant v : LocmVariant.values()) {
                LocmMatch m = LocmMatch.create(v, LocmSeeds.fromGameSeed(v, seed));
                RandomLegalPlayer[] ps = {new RandomLegalPlayer(seed), new RandomLegalPlayer(seed + 100)};
                int guard = 0;
                while (!m.isOver() && guard++ < 10_000) {
                    for (int p : m.awaiting()) {
                        String in = m.inputFor(p);
                        assertTrue(in.endsWith("\n"));
                        String out = m.phase() == LocmMatch.Phase.BATTLE ? ps[p].battleAnswer(m) : ps[p].deckBuildingAnswer(m, p);
                        TurnReport r = m.apply(p, out);
                        assertNull(r.error());
                        assertTrue(r.skipped().isEmpty());
                    }
                }
                assertTrue(m.isOver());
            }
        }
    }
}
