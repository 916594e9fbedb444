package arena.games.vestrock;

import static arena.game.CommandSpec.anyTime;
import static arena.game.CommandSpec.onTurn;
import static arena.game.CommandSpec.team;

import arena.game.CommandSpec;
import arena.game.CommandTable;

/**
 * Vestrock's commands, declared once (specs/vestrock.md): {@link VestrockProtocol} parses a bot's line with this table
 * and {@link VestrockMatch} dispatches on it. {@code action}: one of the action phase's commands, which end the
 * blocking phase when sent in it, legal or not (the rules page's choice).
 */
public enum VestrockCommand implements CommandSpec.Declared {
    WAIT(team("WAIT")),
    GET_MY_MATCHES(team("GET_MY_MATCHES")),
    GET_FINAL_SCORE(anyTime("GET_FINAL_SCORE")),
    GET_TURN_INFO(anyTime("GET_TURN_INFO")),
    GET_HP(onTurn("GET_HP")),
    GET_CARD_LIMITS(onTurn("GET_CARD_LIMITS")),
    GET_CURRENT_MANA(onTurn("GET_CURRENT_MANA")),
    GET_DECK(onTurn("GET_DECK")),
    GET_HANDS(onTurn("GET_HANDS")),
    GET_BOARD(onTurn("GET_BOARD")),
    GET_ATTACKERS(onTurn("GET_ATTACKERS")),
    BLOCK(onTurn("BLOCK", "attacker id", "blocker id")),
    FINISH_BLOCK(onTurn("FINISH_BLOCK")),
    DRAW_CARD(onTurn("DRAW_CARD"), true),
    BURN_CARD(onTurn("BURN_CARD"), true),
    DISCARD_CARD(onTurn("DISCARD_CARD", "card id"), true),
    ADD_MANA(onTurn("ADD_MANA", "card id"), true),
    ATTACK(onTurn("ATTACK", "card id"), true),
    PLAY_CARD(onTurn("PLAY_CARD", "card id", "target"), true);

    static final CommandTable<VestrockCommand> TABLE = new CommandTable<>(VestrockCommand.class);

    private final CommandSpec spec;
    final boolean action;

    VestrockCommand(CommandSpec spec) {
        this(spec, false);
    }

    VestrockCommand(CommandSpec spec, boolean action) {
        this.spec = spec;
        this.action = action;
    }

    @Override
    public CommandSpec spec() {
        return spec;
    }
}
