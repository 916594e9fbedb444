package arena.games.locm.arena;

import static arena.game.CommandSpec.team;
import static arena.game.CommandSpec.words;

import arena.game.CommandSpec;
import arena.game.CommandSpec.Arg;
import arena.game.CommandSpec.Sender;
import arena.game.CommandSpec.Type;
import arena.game.CommandTable;
import java.util.List;

/**
 * LOCM's commands in the arena, declared once: {@link LocmProtocol} parses a bot's line with this table and
 * {@link LocmArenaMatch} the commands it logs. A bot's answer line is words here ({@link Type#WORDS}); what they say
 * (SUMMON, ATTACK, USE, PASS; PICK, CHOOSE) is read with the referee's own grammar, {@code arena.games.locm.Action}.
 * The texts of 104 are the ones bots have always read. {@code TIMED} and {@code TIMEOUT} are the arena's own
 * (RULINGS 7: the time it measured between hand-over and answer, and its timer's verdict), never a bot's.
 */
@SuppressWarnings("BadImport") // Type is CommandSpec.Type throughout the command tables, as in the other games'
public enum LocmCommand implements CommandSpec.Declared {
    // NOW answers at once; match ids limit it to those matches (a hosted bot's runner, which starts a match's program
    // before it takes the match's first turn, issue 26); the protocol checks the words
    NEXT(new CommandSpec("NEXT", Sender.TEAM, false, List.of(new Arg("NOW or match ids", Type.WORDS, true)), "NEXT takes 0 arguments")),
    CLOCK(team("CLOCK")),
    ANSWER(new CommandSpec("ANSWER", Sender.SEAT, true, List.of(matchId(), words("the bot's line")), "ANSWER takes a match id and the bot's line")),
    LOG(new CommandSpec("LOG", Sender.SEAT, false, List.of(matchId(), words("line of text")), "LOG takes a match id and a line of text")),
    MATCHES(team("MATCHES")),
    POOL(team("POOL")),
    DECK(new CommandSpec("DECK", Sender.TEAM, false, List.of(words("card numbers")))),
    GET_DECK(team("GET_DECK")),
    // whether the match plays the team's saved deck on a bare PASS: what a CodinGame bot is told before its constructed
    // turn (the bridge and the hosted runner set ARENA_SAVED_DECK for its program; issue 39)
    SAVED_DECK(new CommandSpec("SAVED_DECK", Sender.SEAT, false, List.of(matchId()), "SAVED_DECK takes a match id")),
    WAIT(team("WAIT")),
    // a seat's own: its bot has the match queued for a process slot (issue 26), so its untaken turns are not counted
    HOLD(new CommandSpec("HOLD", Sender.SEAT, false, List.of(matchId()), "HOLD takes a match id")),
    TIMED(new CommandSpec("TIMED", Sender.ARENA, true, List.of(new Arg("milliseconds", Type.INT, false), words("the bot's line")),
            "TIMED takes the milliseconds and the bot's line")),
    // TIMED for a bot whose limits are scaled (a hosted bot's language factor, issue 26), the factor in thousandths
    SCALED(new CommandSpec("SCALED", Sender.ARENA, true, List.of(new Arg("permille", Type.INT, false), new Arg("milliseconds", Type.INT, false),
            words("the bot's line")), "SCALED takes the factor in thousandths, the milliseconds and the bot's line")),
    // the factor in thousandths (issue 39: a hosted bot's limit as scaled by its language) only where it is not 1000
    TIMEOUT(new CommandSpec("TIMEOUT", Sender.ARENA, true, List.of(new Arg("decision", Type.INT, false), new Arg("milliseconds", Type.INT, false),
            new Arg("permille", Type.INT, true)), "TIMEOUT takes the decision, the milliseconds and the factor in thousandths"));

    static final CommandTable<LocmCommand> TABLE = new CommandTable<>(LocmCommand.class);

    private final CommandSpec spec;

    LocmCommand(CommandSpec spec) {
        this.spec = spec;
    }

    private static Arg matchId() {
        return new Arg("match id", Type.MATCH_ID, false);
    }

    @Override
    public CommandSpec spec() {
        return spec;
    }
}
