package arena.games.pizzacraft;

import arena.game.GamePages;
import java.util.Map;

/** Pizzacraft's pages: the board and rules templates under {@code games/pizzacraft/}, the starter bot as the sample. */
final class PizzaPages implements GamePages {
    private static final arena.game.BoardHtml BOARD = new PizzaBoardHtml();

    @Override
    public arena.game.BoardHtml boardHtml() {
        return BOARD;
    }

    @Override
    public String name() {
        return Pizzacraft.NAME;
    }

    @Override
    public Map<String, Object> demoSettings() {
        return Map.of(PizzaSettings.TURNS, 120);
    }
}
