package arena.games.pizzacraft;

import arena.game.Setting;
import arena.game.Settings;
import java.util.List;

/** The game's settings (RULINGS section 5 gives the defaults). */
public record PizzaSettings(int mapRadius, int turnsPerMatch, int startGold) {
    public static final String MAP_RADIUS = "mapRadius";
    public static final String TURNS = "turnsPerMatch";
    public static final String START_GOLD = "startGold";

    public static final PizzaSettings DEFAULT = new PizzaSettings(8, 200, 100);

    public static final List<Setting> SETTINGS = List.of(
            Setting.integer(MAP_RADIUS, DEFAULT.mapRadius, 5, 20, "Radius of the round's hex map (tiles at distance <= radius from the centre)."),
            Setting.integer(TURNS, DEFAULT.turnsPerMatch, 2, 10_000, "Turns per match, counting both players' turns (they alternate)."),
            Setting.integer(START_GOLD, DEFAULT.startGold, 0, 100_000, "Gold each side starts with."));

    public static PizzaSettings of(Settings s) {
        return new PizzaSettings(s.getInt(MAP_RADIUS), s.getInt(TURNS), s.getInt(START_GOLD));
    }
}
