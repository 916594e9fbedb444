package arena;

import arena.contest.rules.ContestSettings;
import arena.contest.Contests;
import arena.game.Game;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run command's demo: for every game with house bots, a continuous contest of house bots, paced for people
 * to watch. Every game's demo has the same pace (a turn is long enough to read a board, and no turn ends early
 * however fast the house bots are); a game's own demo settings add only what is particular to it.
 */
final class Demo {
    /** A demo runs for as long as the arena does: it keeps its last rounds only, so its storage stays bounded. */
    static final int DEMO_KEEP_ROUNDS = 20;
    /** A turn of every demo contest: within the 500 to 1000 ms a spectator can follow. */
    static final int TURN_MILLIS = 700;

    private Demo() {}

    static void ensure(Contests contests) {
        for (Game game : contests.games().all()) {
            if (game.houseBots().isEmpty()) continue;
            String slug = game.name() + "-demo";
            if (contests.find(slug).isPresent()) continue;
            Map<String, Object> settings = new LinkedHashMap<>();
            settings.put(ContestSettings.ROUNDS, 0);
            settings.put(ContestSettings.KEEP_ROUNDS, DEMO_KEEP_ROUNDS);
            settings.put(ContestSettings.REGISTRATION_MILLIS, 3000);
            settings.put(ContestSettings.SELF_SIGNUP, false);
            settings.putAll(game.pages().demoSettings());
            settings.put(ContestSettings.TURN_MILLIS, TURN_MILLIS);
            settings.put(ContestSettings.EARLY_TURNS, false);
            contests.create(slug, game.title() + " demo", game.name(), settings);
            List<String> bots = new ArrayList<>(game.houseBots().keySet());
            for (int i = 0; i < 4; i++) contests.enrollHouseBot(slug, bots.get(i % bots.size()));
        }
    }
}
