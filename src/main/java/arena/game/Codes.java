package arena.game;

/**
 * The numbers of the error codes shared by every game's bot protocol (RULINGS section 1), for the code that writes them;
 * the codes themselves, with their texts, are {@link ArenaError}.
 */
public final class Codes {
    public static final int BAD_LOGIN = ArenaError.BAD_LOGIN.code();
    public static final int COMMAND_LIMIT = ArenaError.COMMAND_LIMIT.code();
    public static final int UNKNOWN_COMMAND = ArenaError.UNKNOWN_COMMAND.code();
    public static final int INVALID_ARGUMENTS = ArenaError.INVALID_ARGUMENTS.code();
    public static final int NO_CONTEST = ArenaError.NO_CONTEST.code();
    /** Too many connections for the team (the bot port's own, {@code BotSession}). */
    public static final int TOO_MANY_CONNECTIONS = ArenaError.TOO_MANY_CONNECTIONS.code();
    /** {@code PRACTICE} refused: practice is off in the contest, the team already plays as many as allowed, or not now. */
    public static final int PRACTICE_REFUSED = ArenaError.PRACTICE_REFUSED.code();

    private Codes() {}

    public static Answer unknownCommand(String name) {
        return ArenaError.UNKNOWN_COMMAND.about(name);
    }

    public static Answer invalidArguments(String why) {
        return ArenaError.INVALID_ARGUMENTS.answer(why);
    }
}
