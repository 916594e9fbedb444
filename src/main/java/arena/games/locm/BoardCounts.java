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
 *
 * <p>The six numbers (at most 3 each) are one {@code long}, a byte each: creatures in lane 0 and 1, ready ones in lane
 * 0 and 1, Guards in lane 0 and 1. So a creature's part is one number added or taken away without a branch, and
 * reading the counts is one load (a random player's choices are coin flips the processor cannot predict).
 */
final class BoardCounts {
    private static final int CREATURES = 0, READY = 16, GUARDS = 32;
    private static final long READY_BYTES = 0xFFFFL << READY;

    private long bytes;

    int creatures(int lane) {
        return (int) (bytes >>> (CREATURES + 8 * lane)) & 0xFF;
    }

    int ready(int lane) {
        return (int) (bytes >>> (READY + 8 * lane)) & 0xFF;
    }

    int guards(int lane) {
        return (int) (bytes >>> (GUARDS + 8 * lane)) & 0xFF;
    }

    /** A creature that came onto this side (summoned, or put there by a test position), as it is now. */
    void add(Card c) {
        bytes += part(c);
    }

    /** A creature of this side, as it is now, before an effect changes or removes it. */
    void remove(Card c) {
        bytes -= part(c);
    }

    /** One creature's part of the counts: 1 in its lane's creatures, and in its ready and Guard counts if it is so. */
    private static long part(Card c) {
        int lane = 8 * c.lane;
        long ready = c.canAttack ? 1 : 0, guard = (c.keywords & Keywords.GUARD) != 0 ? 1 : 0;
        return (1L << (CREATURES + lane)) | (ready << (READY + lane)) | (guard << (GUARDS + lane));
    }

    /** This side's turn ended: none of its creatures may attack. */
    void noneReady() {
        bytes &= ~READY_BYTES;
    }

    /** This side's turn starts: all its creatures may attack. */
    void allReady() {
        bytes = (bytes & ~READY_BYTES) | (bytes & 0xFFFFL) << READY; // ready = creatures, lane by lane
    }

    /** Counts this side again from its creatures. */
    void recount(List<Card> board) {
        bytes = 0;
        for (int i = 0, n = board.size(); i < n; i++)
            add(board.get(i));
    }

    @Override
    public String toString() {
        return "creatures " + creatures(0) + "/" + creatures(1) + " ready " + ready(0) + "/" + ready(1) + " guards "
                + guards(0) + "/" + guards(1);
    }
}
