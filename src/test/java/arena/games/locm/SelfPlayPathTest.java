package arena.games.locm;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The engine's fast self-play path (typed deck building, legal actions as int codes, no re-check of a listed action)
 * plays exactly the game of the checked path (deck-building answers read as a bot's, battle actions as Action objects
 * checked one by one by {@link LocmMatch#act}), the
 * random player's choices made by a java.util.Random of the same seed, as {@link RandomLegalPlayer} documents.
 */
class SelfPlayPathTest {
    @Test
    void fastPathPlaysTheTextPathsGame() {
        List<CardData> shared = CardGenerator.generate(77);
        for (LocmVariant v : LocmVariant.values())
            for (long seed = 1; seed <= 150; seed++) {
                LocmSeeds s = LocmSeeds.fromGameSeed(v, seed);
                boolean sharedPool = v == LocmVariant.V1_5 && seed % 2 == 0;
                LocmMatch fast = sharedPool ? LocmMatch.create15(s, shared) : LocmMatch.create(v, s);
                LocmMatch text = sharedPool ? LocmMatch.create15(s, shared) : LocmMatch.create(v, s);
                RandomLegalPlayer.playGame(fast, new RandomLegalPlayer(seed * 3), new RandomLegalPlayer(seed * 3 + 1));
                playByText(text, new Random[]{new Random(seed * 3), new Random(seed * 3 + 1)});
                assertEquals(summary(text), summary(fast), v + " game " + seed);
            }
    }

    private static void playByText(LocmMatch m, Random[] rng) {
        while (m.phase() == LocmMatch.Phase.DRAFT || m.phase() == LocmMatch.Phase.CONSTRUCTED)
            for (int p : m.awaiting())
                m.apply(p, m.phase() == LocmMatch.Phase.DRAFT ? "PICK " + rng[p].nextInt(3) : deck(m.pool(), rng[p]));
        while (m.phase() == LocmMatch.Phase.BATTLE) {
            Battle b = m.battle();
            Random r = rng[b.currentPlayer()];
            while (m.phase() == LocmMatch.Phase.BATTLE && b.winner() == -1) {
                List<Action> legal = b.legalActions();
                Action a = legal.get(r.nextInt(legal.size()));
                if (a.type == Action.Type.PASS || !m.act(a))
                    break;
            }
            m.endTurn();
        }
    }

    private static String deck(List<CardData> pool, Random rng) {
        int[] copies = new int[pool.size()];
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n < 30; ) {
            int i = rng.nextInt(pool.size());
            if (copies[i] >= 2)
                continue;
            copies[i]++;
            n++;
            sb.append(sb.isEmpty() ? "" : ";").append("CHOOSE ").append(pool.get(i).baseId());
        }
        return sb.toString();
    }

    private static String summary(LocmMatch m) {
        Battle b = m.battle();
        StringBuilder sb = new StringBuilder("winner " + m.winner() + " frames " + m.frames() + " turn " + b.turn());
        for (int p = 0; p < 2; p++) {
            PlayerState g = b.player(p);
            sb.append(" | ").append(g.health()).append(' ').append(g.maxMana()).append(' ').append(g.deckSize())
                    .append(" hand ").append(g.hand()).append(" board ").append(g.board());
        }
        return sb.toString();
    }
}
