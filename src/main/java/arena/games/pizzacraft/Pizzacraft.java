package arena.games.pizzacraft;

import arena.game.Game;
import arena.game.GamePages;
import arena.game.HouseBot;
import arena.game.Protocol;
import arena.game.Setting;
import arena.game.Settings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Pizzacraft: a two-player, turn-based strategy game on a hex map with fog of war (specs/pizzacraft.md, RULINGS section 5). */
public final class Pizzacraft implements Game {
    public static final String NAME = "pizzacraft";
    private static final Protocol PROTOCOL = new PizzaProtocol();
    private static final GamePages PAGES = new PizzaPages();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "Pizzacraft";
    }

    @Override
    public String summary() {
        return "A turn-based strategy game on a hex map under fog of war: mine gold, train workers, warriors and archers, build, upgrade, and destroy every enemy building.";
    }

    @Override
    public List<Setting> settings() {
        return PizzaSettings.SETTINGS;
    }

    @Override
    public GameMap prepareRound(long roundSeed, Settings settings) {
        return GameMap.generate(roundSeed, settings.getInt(PizzaSettings.MAP_RADIUS));
    }

    @Override
    public Protocol protocol() {
        return PROTOCOL;
    }

    @Override
    public Map<String, HouseBot.Factory> houseBots() {
        Map<String, HouseBot.Factory> bots = new LinkedHashMap<>();
        bots.put("economy", EconomyBot::new);
        bots.put("random", RandomBot::new);
        return bots;
    }

    @Override
    public GamePages pages() {
        return PAGES;
    }

    /** The unit and building table, for the rules page. */
    public List<Kind> kinds() {
        return Kind.all();
    }


    @Override
    public String toString() {
        return NAME;
    }

    /** RULINGS 5: the command limit counts per player per turn per match. */
    @Override
    public boolean commandLimitPerMatch() {
        return true;
    }
}
