package arena.games.locm;

/** Creature abilities as a bit set, printed in the referee's fixed order {@code BCDGLW}. */
public final class Keywords {
    public static final int BREAKTHROUGH = 1;
    public static final int CHARGE = 2;
    public static final int DRAIN = 4;
    public static final int GUARD = 8;
    public static final int LETHAL = 16;
    public static final int WARD = 32;

    private static final String LETTERS = "BCDGLW";
    private static final String[] TEXT = new String[64];

    static {
        for (int mask = 0; mask < 64; mask++) {
            StringBuilder sb = new StringBuilder(6);
            for (int i = 0; i < 6; i++)
                sb.append((mask & (1 << i)) != 0 ? LETTERS.charAt(i) : '-');
            TEXT[mask] = sb.toString();
        }
    }

    private Keywords() {
    }

    /** The six-character form used in the game input, e.g. {@code B--G-W}. */
    public static String toString(int mask) {
        return TEXT[mask & 63];
    }

    /** Parses {@code BCDGLW}-style text: any of the letters present sets the ability. */
    public static int parse(String text) {
        int mask = 0;
        for (int i = 0; i < text.length(); i++) {
            int k = LETTERS.indexOf(text.charAt(i));
            if (k >= 0)
                mask |= 1 << k;
        }
        return mask;
    }

    public static boolean has(int mask, int keyword) {
        return (mask & keyword) != 0;
    }
}
