package arena.games.pizzacraft;

import arena.game.Setting;
import arena.game.Settings;
import java.util.List;

/** The game's settings (RULINGS section 5 gives the defaults). */
public record Rules(int mapRadius, int turnsPerMatch, int startGold) {
    public static final String MAP_RADIUS = "mapRadius";
    public static final String TURNS = "turnsPerMatch";
    public static final String START_GOLD = "startGold";
    /** Most levels of one upgrade type. */
    public static final int MAX_UPGRADE = 10;
    /** Turns (of either player) without combat before a unit regenerates. */
    public static final int QUIET_TURNS = 4;

    public static final Rules DEFAULT = new Rules(8, 200, 100);

    public static final List<Setting> SETTINGS = List.of(
            Setting.integer(MAP_RADIUS, DEFAULT.mapRadius, 5, 20, "Radius of the round's hex map (tiles at distance <= radius from the centre)."),
            Setting.integer(TURNS, DEFAULT.turnsPerMatch, 2, 10_000, "Turns per match, counting both players' turns (they alternate)."),
            Setting.integer(START_GOLD, DEFAULT.startGold, 0, 100_000, "Gold each side starts with."));

    public static Rules of(Settings s) {
        return new Rules(s.getInt(MAP_RADIUS), s.getInt(TURNS), s.getInt(START_GOLD));
    }

    /** floor(50 * 1.2^n), computed exactly. */
    public static int upgradeCost(int level) {
        return (int) (50 * pow(6, level) / pow(5, level));
    }

    /** floor(10 * 1.2^n), computed exactly. */
    public static int upgradeCooldown(int level) {
        return (int) (10 * pow(6, level) / pow(5, level));
    }

    private static long pow(long b, int e) {
        long r = 1;
        for (int i = 0; i < e; i++) r *= b;
        return r;
    }
}
