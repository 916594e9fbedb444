package arena.game;

/** Error codes shared by every game's bot protocol (RULINGS section 1). */
public final class Codes {
    public static final int BAD_LOGIN = 1;
    public static final int COMMAND_LIMIT = 102;
    public static final int UNKNOWN_COMMAND = 103;
    public static final int INVALID_ARGUMENTS = 104;
    public static final int NO_CONTEST = 105;
    /** Too many connections for the team (the bot port's own, {@code BotSession}). */
    public static final int TOO_MANY_CONNECTIONS = 106;
    /** {@code PRACTICE} refused: practice is off in the contest, the team already plays as many as allowed, or not now. */
    public static final int PRACTICE_REFUSED = 107;

    private Codes() {}

    public static Answer unknownCommand(String name) {
        return Answer.error(UNKNOWN_COMMAND, "unknown command " + name);
    }

    public static Answer invalidArguments(String why) {
        return Answer.error(INVALID_ARGUMENTS, "invalid arguments: " + why);
    }
}
