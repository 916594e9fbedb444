package arena.games.locm;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A player that picks uniformly among the legal moves, from its own seeded random: a reference opponent for tests
 * and benchmarks. In the battle it repeatedly picks one legal action (PASS included) until it picks PASS.
 */
public final class RandomLegalPlayer {
    private final Random rng;
    private final List<Action> legal = new ArrayList<>(64);

    public RandomLegalPlayer(long seed) {
        this.rng = new Random(seed);
    }

    /** The answer line for a deck-building turn (draft pick or constructed deck). */
    public String deckBuildingAnswer(LocmMatch m, int player) {
        if (m.phase() == LocmMatch.Phase.DRAFT)
            return "PICK " + rng.nextInt(3);
        List<CardData> pool = m.pool();
        int[] copies = new int[pool.size()];
        StringBuilder sb = new StringBuilder(400);
        for (int n = 0; n < LocmConstants.CARDS_IN_DECK; ) {
            int i = rng.nextInt(pool.size());
            if (copies[i] >= LocmConstants.CONSTRUCTED_MAX_COPIES)
                continue;
            copies[i]++;
            n++;
            if (!sb.isEmpty())
                sb.append(';');
            sb.append("CHOOSE ").append(pool.get(i).baseId());
        }
        return sb.toString();
    }

    /** Plays the current battle turn directly through the engine (no text), then ends it. */
    public void playTurn(LocmMatch m) {
        Battle b = m.battle();
        while (m.phase() == LocmMatch.Phase.BATTLE && b.winner() == -1) {
            legal.clear();
            b.legalActions(legal);
            Action a = legal.get(rng.nextInt(legal.size()));
            if (a.type == Action.Type.PASS || !m.act(a))
                break;
        }
        m.endTurn();
    }

    /** An answer line for the current battle turn: one random legal action (then the turn ends). */
    public String battleAnswer(LocmMatch m) {
        legal.clear();
        m.battle().legalActions(legal);
        return legal.get(rng.nextInt(legal.size())).toStringNoText();
    }

    /**
     * Plays a whole game between two random players (without text) and returns the winner (-1 for a draw).
     */
    public static int playGame(LocmMatch m, RandomLegalPlayer p0, RandomLegalPlayer p1) {
        RandomLegalPlayer[] ps = {p0, p1};
        while (m.phase() == LocmMatch.Phase.DRAFT || m.phase() == LocmMatch.Phase.CONSTRUCTED)
            for (int p : m.awaiting())
                m.apply(p, ps[p].deckBuildingAnswer(m, p));
        while (m.phase() == LocmMatch.Phase.BATTLE)
            ps[m.battle().currentPlayer()].playTurn(m);
        return m.winner();
    }
}
