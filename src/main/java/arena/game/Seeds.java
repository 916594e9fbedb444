package arena.game;

/** Derives independent seeds from one, so a round, and each match in it, can be replayed from the contest's seed. */
public final class Seeds {
    private Seeds() {}

    /** SplitMix64's finaliser over the parent seed and a child index. */
    public static long derive(long parent, long child) {
        long z = parent + 0x9E3779B97F4A7C15L * (child + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
