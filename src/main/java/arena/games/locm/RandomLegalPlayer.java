package arena.games.locm;

import java.util.List;

/**
 * A player that picks uniformly among the legal moves, from its own seeded random (the JDK's {@code Random} formula,
 * see {@link Lcg}): a reference opponent for tests, benchmarks and self-play. In the battle it repeatedly picks one
 * legal action (PASS included) until it picks PASS. Its choices are those of a {@code java.util.Random} of the same
 * seed drawing {@code nextInt(3)} per draft pick, 30 {@code nextInt(120)} (a card with two copies already drawn again)
 * for a constructed deck, and {@code nextInt(n)} among the n legal actions in the referee's order.
 */
public final class RandomLegalPlayer {
    private final Lcg rng;
    private int[] legal; // battleAnswer's listing, made on first use: self-play never lists

    public RandomLegalPlayer(long seed) {
        this.rng = new Lcg(seed);
    }

    /** The answer line for a deck-building turn (draft pick or constructed deck): the text of {@link #deckBuilding}. */
    public String deckBuildingAnswer(LocmMatch m, int player) {
        if (m.phase() == LocmMatch.Phase.DRAFT)
            return "PICK " + rng.nextInt(3);
        List<CardData> pool = m.pool();
        StringBuilder sb = new StringBuilder(400);
        for (int n : deck(pool.size())) {
            if (!sb.isEmpty())
                sb.append(';');
            sb.append("CHOOSE ").append(pool.get(n).baseId());
        }
        return sb.toString();
    }

    /** Plays the player's deck-building turn directly through the engine (no text). */
    public void deckBuilding(LocmMatch m, int player) {
        if (m.phase() == LocmMatch.Phase.DRAFT)
            m.draftPick(player, rng.nextInt(3));
        else
            m.constructedDeck(player, deck(m.pool().size()));
    }

    /** 30 positions in a pool of this size, each at most twice. */
    private int[] deck(int poolSize) {
        int[] copies = new int[poolSize], out = new int[LocmConstants.CARDS_IN_DECK];
        for (int n = 0; n < out.length; ) {
            int i = rng.nextInt(poolSize);
            if (copies[i] >= LocmConstants.CONSTRUCTED_MAX_COPIES)
                continue;
            copies[i]++;
            out[n++] = i;
        }
        return out;
    }

    /** Plays the current battle turn directly through the engine (no text), then ends it. */
    public void playTurn(LocmMatch m) {
        Battle b = m.battle();
        while (m.phase() == LocmMatch.Phase.BATTLE && b.winner() == -1) {
            if (!m.actLegal(b.randomLegalAction(rng))) // PASS, or the referee's frame limit
                break;
        }
        m.endTurn();
    }

    /** An answer line for the current battle turn: one random legal action (then the turn ends). */
    public String battleAnswer(LocmMatch m) {
        if (legal == null)
            legal = new int[Battle.MAX_LEGAL_ACTIONS];
        return Action.of(legal[rng.nextInt(m.battle().legalActions(legal))]).toStringNoText();
    }

    /**
     * Plays a whole game between two random players (without text) and returns the winner (-1 for a draw).
     */
    public static int playGame(LocmMatch m, RandomLegalPlayer p0, RandomLegalPlayer p1) {
        RandomLegalPlayer[] ps = {p0, p1};
        while (m.phase() == LocmMatch.Phase.DRAFT)
            ps[m.toMove()].deckBuilding(m, m.toMove());
        if (m.phase() == LocmMatch.Phase.CONSTRUCTED)
            for (int p = 0; p < 2; p++)
                ps[p].deckBuilding(m, p);
        while (m.phase() == LocmMatch.Phase.BATTLE)
            ps[m.battle().currentPlayer()].playTurn(m);
        return m.winner();
    }
}
