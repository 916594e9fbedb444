package arena.games.locm;

/**
 * {@link java.util.Random}'s generator without its synchronisation: the same 48-bit linear congruential formula and
 * the same derivations ({@code nextInt(bound)}, {@code nextLong}, {@code nextDouble}) as the JDK specifies them, so a
 * seed gives exactly the numbers {@code new Random(seed)} gives, which the referee's streams (draft, shuffles, card
 * generation) are made of. One game owns its generators and runs on one thread at a time, so the atomic update that
 * {@code Random} pays on every number (most of the cost of generating a 1.5 pool) buys nothing here.
 */
public final class Lcg {
    private static final long MULTIPLIER = 0x5DEECE66DL, ADDEND = 0xBL, MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long seed;

    public Lcg(long seed) {
        setSeed(seed);
    }

    public void setSeed(long seed) {
        this.seed = (seed ^ MULTIPLIER) & MASK;
    }

    private int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    public int nextInt() {
        return next(32);
    }

    /** As {@link java.util.Random#nextInt(int)} (the JDK's specified algorithm, rejection included). */
    public int nextInt(int bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0)
            return (int) ((bound * (long) r) >> 31);
        for (int u = r; u - (r = u % bound) + m < 0; u = next(31))
            ;
        return r;
    }

    public long nextLong() {
        return ((long) next(32) << 32) + next(32);
    }

    public double nextDouble() {
        return (((long) next(26) << 27) + next(27)) * DOUBLE_UNIT;
    }

    /** {@code Collections.shuffle(list, random)} on an array: the same swaps from the same numbers. */
    public <T> void shuffle(T[] a) {
        for (int i = a.length; i > 1; i--) {
            int j = nextInt(i);
            T t = a[i - 1];
            a[i - 1] = a[j];
            a[j] = t;
        }
    }

    /** {@link #shuffle(Object[])} on ints. */
    public void shuffle(int[] a) {
        for (int i = a.length; i > 1; i--) {
            int j = nextInt(i);
            int t = a[i - 1];
            a[i - 1] = a[j];
            a[j] = t;
        }
    }
}
