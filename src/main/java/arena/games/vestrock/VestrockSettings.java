package arena.games.vestrock;

import arena.game.Setting;
import arena.game.Settings;
import java.util.List;

/** The game's settings (RULINGS section 3 gives the defaults). */
public record VestrockSettings(int initHp, int deckSize, int turnsPerMatch, int drawLimit, int burnLimit, int handLimit) {
    public static final String INIT_HP = "initHp";
    public static final String DECK_SIZE = "deckSize";
    public static final String TURNS = "turnsPerMatch";
    public static final String DRAW_LIMIT = "drawLimit";
    public static final String BURN_LIMIT = "burnLimit";
    public static final String HAND_LIMIT = "handLimit";

    public static final VestrockSettings DEFAULT = new VestrockSettings(20, 60, 60, 2, 2, 10);

    public static final List<Setting> SETTINGS = List.of(
            Setting.integer(INIT_HP, DEFAULT.initHp, 1, 100, "Health points each player starts with (and the most a player can have)."),
            Setting.integer(DECK_SIZE, DEFAULT.deckSize, 1, 1000, "Cards in the round's deck (IDs 1..N)."),
            Setting.integer(TURNS, DEFAULT.turnsPerMatch, 1, 10_000, "Turns per match, counting both players' turns (they alternate)."),
            Setting.integer(DRAW_LIMIT, DEFAULT.drawLimit, 0, 100, "Cards a player may draw per turn (Take K cards adds K for that turn)."),
            Setting.integer(BURN_LIMIT, DEFAULT.burnLimit, 0, 100, "Cards a player may burn per turn."),
            Setting.integer(HAND_LIMIT, DEFAULT.handLimit, 0, 100, "Most cards a hand may hold: a full hand cannot draw."));

    public static VestrockSettings of(Settings s) {
        return new VestrockSettings(s.getInt(INIT_HP), s.getInt(DECK_SIZE), s.getInt(TURNS), s.getInt(DRAW_LIMIT), s.getInt(BURN_LIMIT), s.getInt(HAND_LIMIT));
    }
}
