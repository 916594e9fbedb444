package arena.game;

/**
 * A bot's line, read once where it comes in (issue 45): its words ({@link Command}: the name, the arguments, from which
 * the game's {@link CommandTable} reads the match id), whether it names one of the arena's own commands, and when it
 * arrived. Every layer passes this value on (the command loop, the session, the team's connection, the game's protocol)
 * and decides by it; before, the loop, the session, the team's connection and the protocol each looked at the text
 * again, and the text was split into words twice.
 *
 * @param text         the line as the bot sent it (without a runner's mark): what the team's log shows
 * @param kind         what the line is: a command, a runner's line for the team's log, or one too long to read
 * @param command      its words ({@link Command#parse}); empty for a line that is not a command
 * @param arena        the arena's own command it names ({@code CONTEST}, {@code PRACTICE}), or null for the game's
 * @param arrivedNanos when it arrived (System.nanoTime): a turn handed over stops its time there at the latest, however
 *                     long the lines before it took to answer (issue 39)
 */
public record BotLine(String text, Kind kind, Command command, ArenaCommand arena, long arrivedNanos) {

    /** What a line is. */
    public enum Kind {
        /** A command to answer. */
        COMMAND,
        /** A runner's {@code L <text>}: what its bot wrote to stderr, for the team's log; no answer (issue 30). */
        LOG,
        /** Longer than the bot port reads: answered 104, its words never looked at. */
        TOO_LONG
    }

    /** A command line as a bot sent it. */
    public static BotLine read(String text, long arrivedNanos) {
        Command command = Command.parse(text);
        return new BotLine(text, Kind.COMMAND, command, ArenaCommand.named(command), arrivedNanos);
    }

    /**
     * A runner's framed line (issue 30): {@code C <command>} a command of its bot, {@code L <text>} a line for the team's
     * log; anything else is read as a command, as it always was.
     */
    public static BotLine readFramed(String text, long arrivedNanos) {
        if (text.startsWith("L ")) return new BotLine(text.substring(2), Kind.LOG, EMPTY, null, arrivedNanos);
        return read(text.startsWith("C ") ? text.substring(2) : text, arrivedNanos);
    }

    /** A line over the bot port's length limit: nothing of it is read. */
    public static BotLine tooLong(long arrivedNanos) {
        return new BotLine("", Kind.TOO_LONG, EMPTY, null, arrivedNanos);
    }

    private static final Command EMPTY = new Command("", java.util.List.of());
}
