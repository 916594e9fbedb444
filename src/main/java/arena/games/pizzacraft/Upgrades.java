package arena.games.pizzacraft;

/**
 * The armory's upgrades (specs/pizzacraft.md): how many levels there are, and what the next level costs in gold and in
 * turns the armory then cools down. The text gives floor(50 * 1.2^n) and floor(10 * 1.2^n); they are computed in whole
 * numbers, as 6^n / 5^n, so that no rounding of 1.2^n in floating point moves a value across an integer.
 */
final class Upgrades {
    /** Most levels of one upgrade type. */
    static final int MAX_LEVEL = 10;

    private Upgrades() {}

    /** floor(50 * 1.2^n), computed exactly. */
    static int cost(int level) {
        return (int) (50 * pow(6, level) / pow(5, level));
    }

    /** floor(10 * 1.2^n), computed exactly. */
    static int cooldown(int level) {
        return (int) (10 * pow(6, level) / pow(5, level));
    }

    private static long pow(long b, int e) {
        long r = 1;
        for (int i = 0; i < e; i++) r *= b;
        return r;
    }
}
