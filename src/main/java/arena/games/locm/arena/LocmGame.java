package arena.games.locm.arena;

import arena.game.BasicGame;
import arena.game.BotProgram;
import arena.game.GameTraits;
import arena.game.Setting;
import arena.game.SeatNames;
import arena.game.Settings;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmVariant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Legends of Code and Magic in the arena (RULINGS section 6): the two variants share the protocol, the house bots,
 * the board and the time keeping; {@link Locm12} and {@link Locm15} say what differs. A win scores 1 and a loss 0, so
 * the round score is the default sum of match scores.
 */
public abstract sealed class LocmGame extends BasicGame permits Locm12, Locm15 {
    public static final String TIME_FACTOR = "timeFactor";
    public static final String HOLD_MINUTES = "holdMinutes";
    public static final String UNTAKEN_SECONDS = "untakenSeconds";
    public static final String BOTH_LATE_DRAW = "bothLateDraw";
    static final long HOLD_MINUTES_DEFAULT = 30;
    static final long UNTAKEN_SECONDS_DEFAULT = 30;
    /** The turn of the clock when a contest does not say (the demo's): time limits are counted in such turns. */
    public static final long DEMO_TURN_MILLIS = 50;
    static final List<Setting> SETTINGS = List.of(Setting.decimal(TIME_FACTOR, 1, 0.1, 100,
            "Multiplies the reference time limits (first turn 1000 ms, later 200 ms, constructed 4000 ms, 1.2 draft picks after the first 100 ms)."),
            Setting.integer(UNTAKEN_SECONDS, UNTAKEN_SECONDS_DEFAULT, 1, 3600,
                    "How long a turn may wait for any bot of the team to take it (times the time factor) before the team loses the match."),
            Setting.integer(HOLD_MINUTES, HOLD_MINUTES_DEFAULT, 0, 24 * 60,
                    "How long in all a bot may keep one of its matches waiting for a process slot (HOLD) without its turns being counted as untaken."),
            Setting.flag(BOTH_LATE_DRAW, true,
                    "When both bots are late on a turn they answer at once (a 1.2 draft pick, the 1.5 constructed turn), the match is a draw (RULINGS 9). Off only in contests made before that rule, so that their matches replay as they were judged."));
    /**
     * The referee's limits (LocmMatch.timeLimitMillis: first draft pick 1000 then 100 in 1.2, constructed 4000 in 1.5, a
     * player's first battle turn 1000 then 200), times the contest's {@code timeFactor}.
     */
    @Override
    public List<TimeLimit> timeLimits(Settings settings) {
        double factor = settings.getDouble(TIME_FACTOR);
        List<TimeLimit> reference = variant() == LocmVariant.V1_2
                ? List.of(new TimeLimit("first draft pick", 1000), new TimeLimit("later draft picks", 100))
                : List.of(new TimeLimit("constructed turn", 4000));
        List<TimeLimit> out = new java.util.ArrayList<>();
        for (TimeLimit t : reference) out.add(new TimeLimit(t.what(), Math.round(t.millis() * factor)));
        out.add(new TimeLimit("first battle turn", Math.round(1000 * factor)));
        out.add(new TimeLimit("later battle turns", Math.round(200 * factor)));
        return out;
    }

    /** One CodinGame bot plays both variants: a hosted version of either is chosen for the other without asking (issue 39). */
    @Override
    public String family() {
        return "locm";
    }

    /**
     * LOCM bots are CodinGame bots: a hosted one is run as the bridge runs one, a process a match (RULINGS 6, 8). A replay
     * steps answer by answer (draft picks, battle turns): the clock's ticks are no moves in LOCM. The time factor may
     * change between rounds: a played match replays from its logged time decisions and settings of its round.
     */
    static GameTraits.Builder locmTraits() {
        return GameTraits.usual().botProgram(BotProgram.CODINGAME).replayStepsByCommand().settingsFreeBetweenRounds(TIME_FACTOR);
    }

    LocmGame(String name, String title, String summary, GameTraits traits) {
        super(name, title, summary, SETTINGS, new LocmProtocol(), bots("greedy", GreedyBot::new, "random", RandomBot::new), traits);
    }

    abstract LocmVariant variant();

    /**
     * A match of either variant in the arena, keeping its time under the contest's settings; {@code decks} holds each
     * seat's saved deck to play (1.5), or null for a seat whose bot builds its own.
     */
    static LocmArenaMatch arenaMatch(LocmMatch game, Settings settings, List<List<Integer>> decks, SeatNames names) {
        LocmClock clock = new LocmClock(turnMillis(settings), settings.getDouble(TIME_FACTOR), settings.getLong(UNTAKEN_SECONDS) * 1000,
                settings.getLong(HOLD_MINUTES) * 60_000, settings.getBool(BOTH_LATE_DRAW));
        return new LocmArenaMatch(game, clock, decks, names);
    }

    static long turnMillis(Settings settings) {
        return settings.asMap().get("turnMillis") instanceof Number n ? n.longValue() : DEMO_TURN_MILLIS;
    }

    /** Beside the game's own setting, the clock's turn at the arena's default: the rules page states the time limits against it. */
    @Override
    public Map<String, Object> defaults() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("turnMillis", 1000L);
        map.putAll(super.defaults());
        return map;
    }

    public boolean constructed() {
        return variant() == LocmVariant.V1_5;
    }
}
