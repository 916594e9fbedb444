package arena.games.pizzacraft;

import arena.game.BasicGame;
import arena.game.BoardPages;
import arena.game.GamePages;
import arena.game.GameTraits;
import arena.game.Settings;
import java.util.List;

/** Pizzacraft: a two-player, turn-based strategy game on a hex map with fog of war (specs/pizzacraft.md, RULINGS section 5). */
public final class Pizzacraft extends BasicGame {
    public static final String NAME = "pizzacraft";
    /** Its pages: the board, the rules template under {@code games/pizzacraft/}, the starter bot as the sample. */
    private static final GamePages PAGES = new BoardPages(NAME, new PizzaBoardHtml(), java.util.Map.of(PizzaSettings.TURNS, 120));
    /** RULINGS 5: the command limit counts per player per turn per match. */
    private static final GameTraits TRAITS = GameTraits.usual().commandLimitPerMatch().build();

    public Pizzacraft() {
        super(NAME, "Pizzacraft",
                "A turn-based strategy game on a hex map under fog of war: mine gold, train workers, warriors and archers, build, upgrade, and destroy every enemy building.",
                PizzaSettings.SETTINGS, new PizzaProtocol(), bots("economy", EconomyBot::new, "random", RandomBot::new), TRAITS);
    }

    @Override
    public GameMap prepareRound(long roundSeed, Settings settings) {
        return GameMap.generate(roundSeed, settings.getInt(PizzaSettings.MAP_RADIUS));
    }

    @Override
    public GamePages pages() {
        return PAGES;
    }

    /** The unit and building table, for the rules page. */
    public List<Kind> kinds() {
        return Kind.all();
    }
}
