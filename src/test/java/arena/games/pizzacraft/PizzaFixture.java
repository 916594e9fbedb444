package arena.games.pizzacraft;

import arena.game.SpecError;
import arena.games.GameFixture;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** Pizzacraft for the contract test: a match hands out 1000 points in all. */
public final class PizzaFixture implements GameFixture {

    @Override
    public String game() {
        return Pizzacraft.NAME;
    }

    @Override
    public RulesPage rulesPage(int botPort) {
        return new RulesPage(List.of("cubic coordinates", "GET_ENEMY_BUILDINGS m", "OK NEXT_ROUND", "Mine too far from any of your headquarters",
                "<td>Archer</td>", "<td>Headquarters</td>", "floor(50 × 1.2", "def play_turn(m, the_map):",
                "python3 bot.py HOST " + botPort + " TEAM CONTEST", "/games/pizzacraft/starter?lang=cpp", "radius <strong>8</strong>", "<strong>200</strong> turns", "pizzacraft.css"),
                Map.of("mapRadius", 6, "turnsPerMatch", 24, "startGold", 333, "turnMillis", 450),
                List.of("radius <strong>6</strong>", "<strong>24</strong> turns", "<strong>333</strong> gold", "450 ms"));
    }

    @Override
    public BoardRound boardRound() {
        // no early turns: the house bots' 40 turns would pass before the page is read on a loaded machine
        return new BoardRound(Map.of("turnMillis", 100, "turnsPerMatch", 40, "seed", 5), List.of("economy", "random"),
                // the page is read by a visitor: while the match is played, no piece, gold or eye that a fog hides (RULINGS 8;
                // LiveBoardEyesTest has the rest)
                List.of("pz-board", "/static/pizzacraft.css", "<svg", "class=\"water", "class=\"mine", "destruction points",
                        "turns left", "pizzacraft-economy", "pizzacraft-random"),
                List.of(), List.of(), OptionalDouble.of(1000));
    }

    @Override
    public List<? extends SpecError> errors() {
        return List.of(Err.values());
    }

    @Override
    public void provokeEveryError(TestArena arena) throws Exception {
        SocketErrorCodes.everyCodeOverTheBotPort(arena);
        SocketErrorCodes.notEnoughGoldAndTheCommandLimit(arena);
    }
}
