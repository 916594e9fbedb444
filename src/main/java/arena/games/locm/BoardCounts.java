package arena.games.locm;

import java.util.List;

/**
 * What counting the legal actions needs to know of one side of the board, lane by lane: its creatures, how many of
 * them may attack, how many have Guard. {@link Battle} keeps it up to date through every effect (a creature's part is
 * taken out before an action touches it and the survivor's put back after, see {@code Battle.perform}), so that the
 * count before each action of a random player reads six numbers instead of walking both boards: the walk was half of a
 * 1.2 game's time (issue 31). Turn starts make a whole side ready or not ({@link #allReady},
 * {@link #noneReady}); area items, which may touch a whole side, {@link #recount} it.
 * {@code LegalityTest} and {@code BoardCountsTest} check it against the boards at every step of random games.
 */
final class BoardCounts {
    final int[] creatures = new int[LocmConstants.LANES];
    final int[] ready = new int[LocmConstants.LANES];
    final int[] guards = new int[LocmConstants.LANES];

    /** A creature that came onto this side (summoned, or put there by a test position), as it is now. */
    void add(Card c) {
        shift(c, 1);
    }

    /** A creature of this side, as it is now, before an effect changes or removes it. */
    void remove(Card c) {
        shift(c, -1);
    }

    private void shift(Card c, int by) {
        creatures[c.lane] += by;
        if (c.canAttack)
            ready[c.lane] += by;
        if ((c.keywords & Keywords.GUARD) != 0)
            guards[c.lane] += by;
    }

    /** This side's turn ended: none of its creatures may attack. */
    void noneReady() {
        for (int lane = 0; lane < LocmConstants.LANES; lane++)
            ready[lane] = 0;
    }

    /** This side's turn starts: all its creatures may attack. */
    void allReady() {
        for (int lane = 0; lane < LocmConstants.LANES; lane++)
            ready[lane] = creatures[lane];
    }

    /** Counts this side again from its creatures. */
    void recount(List<Card> board) {
        for (int lane = 0; lane < LocmConstants.LANES; lane++) {
            creatures[lane] = 0;
            ready[lane] = 0;
            guards[lane] = 0;
        }
        for (int i = 0, n = board.size(); i < n; i++)
            add(board.get(i));
    }

    @Override
    public String toString() {
        return "creatures " + creatures[0] + "/" + creatures[1] + " ready " + ready[0] + "/" + ready[1] + " guards "
                + guards[0] + "/" + guards[1];
    }
}
