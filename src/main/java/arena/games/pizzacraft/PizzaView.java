package arena.games.pizzacraft;

import arena.game.MatchView;

/** What Pizzacraft's protocol reads of a match ({@link PizzaMatch}), changing nothing: the round's map. */
public interface PizzaView extends MatchView {

    GameMap map();
}
