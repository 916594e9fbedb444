package arena.games.pizzacraft;

import static arena.game.CommandSpec.anyTime;
import static arena.game.CommandSpec.onTurn;
import static arena.game.CommandSpec.team;

import arena.game.CommandSpec;
import arena.game.CommandTable;

/**
 * Pizzacraft's commands, declared once (specs/pizzacraft.md): {@link PizzaProtocol} parses a bot's line with this
 * table and {@link PizzaMatch} dispatches on it. Queries other than the five any-time ones need the team's own turn,
 * as the text says; GET_MAP's match id is optional (without it the protocol answers the round's map).
 */
public enum PizzaCommand implements CommandSpec.Declared {
    WAIT(team("WAIT")),
    GET_MY_MATCHES(team("GET_MY_MATCHES")),
    GET_MAP(anyTime("GET_MAP").optionalArgs()),
    IS_MY_TURN(anyTime("IS_MY_TURN")),
    GET_TURNS_LEFT(anyTime("GET_TURNS_LEFT")),
    GET_GOLD(anyTime("GET_GOLD")),
    GET_SCORE(anyTime("GET_SCORE")),
    GET_MINES(onTurn("GET_MINES")),
    GET_MY_UNITS(onTurn("GET_MY_UNITS")),
    GET_ENEMY_UNITS(onTurn("GET_ENEMY_UNITS")),
    GET_MY_BUILDINGS(onTurn("GET_MY_BUILDINGS")),
    GET_ENEMY_BUILDINGS(onTurn("GET_ENEMY_BUILDINGS")),
    GET_UPGRADES(onTurn("GET_UPGRADES")),
    MOVE(onTurn("MOVE", "unit id", "x", "y", "z")),
    MINE(onTurn("MINE", "unit id", "mine id")),
    TRAIN(onTurn("TRAIN", "building id", "unit type", "x", "y", "z")),
    BUILD(onTurn("BUILD", "unit id", "building type", "x", "y", "z")),
    ATTACK(onTurn("ATTACK", "unit id", "target id")),
    UPGRADE(onTurn("UPGRADE", "building id", "upgrade type"));

    static final CommandTable<PizzaCommand> TABLE = new CommandTable<>(PizzaCommand.class);

    private final CommandSpec spec;

    PizzaCommand(CommandSpec spec) {
        this.spec = spec;
    }

    @Override
    public CommandSpec spec() {
        return spec;
    }
}
