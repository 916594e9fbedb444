package arena.games.kieszostwory;

import static arena.game.CommandSpec.inNumberedMatch;
import static arena.game.CommandSpec.team;
import static arena.game.CommandSpec.teamUpTo;

import arena.game.CommandSpec;
import arena.game.CommandTable;

/**
 * Kieszostwory's commands, declared once (specs/kieszostwory-pl.txt, "Dokladny opis komend"): {@link KieszProtocol}
 * parses a bot's line with this table and {@link KieszMatch} dispatches on it. Trainers act at the same time, so no
 * command waits for a turn; FIGHT and SWITCH name their duel by the rival's number in the round (from 1), which the
 * engine never sees: it receives {@code FIGHT k} / {@code SWITCH c}.
 */
public enum KieszCommand implements CommandSpec.Declared {
    WAIT_FOR_REGISTRATION(team("WAIT_FOR_REGISTRATION")),
    ENROLL_TEAM(teamUpTo("ENROLL_TEAM", Team.SLOTS, "creature id", "ENROLL_TEAM takes up to six creature ids")),
    WAIT(team("WAIT")),
    IS_TOURNAMENT_ACTIVE(team("IS_TOURNAMENT_ACTIVE")),
    GET_TIME_LEFT(team("GET_TIME_LEFT")),
    GET_CREATURES(team("GET_CREATURES")),
    GET_ATTACKS(team("GET_ATTACKS")),
    GET_TYPES(team("GET_TYPES")),
    GET_RIVALS(team("GET_RIVALS")),
    GET_TEAMS(team("GET_TEAMS")),
    GET_STATES(team("GET_STATES")),
    FIGHT(inNumberedMatch("FIGHT", "rival", "move")),
    SWITCH(inNumberedMatch("SWITCH", "rival", "creature slot"));

    static final CommandTable<KieszCommand> TABLE = new CommandTable<>(KieszCommand.class);

    private final CommandSpec spec;

    KieszCommand(CommandSpec spec) {
        this.spec = spec;
    }

    @Override
    public CommandSpec spec() {
        return spec;
    }
}
