package arena.game;

/**
 * The error codes every game shares (RULINGS 1 and 7), as the games list theirs ({@link SpecError}): the code and the
 * text a bot reads first on the wire. The bot port's greeting, the arena's own commands ({@link ArenaCommand}) and every
 * game's command table answer with these; {@link Codes} names their numbers for the code that writes them.
 */
public enum ArenaError implements SpecError {
    BAD_LOGIN(1, "bad login or password"),
    COMMAND_LIMIT(102, "command limit reached for this turn"),
    UNKNOWN_COMMAND(103, "unknown command"),
    INVALID_ARGUMENTS(104, "invalid arguments"),
    NO_CONTEST(105, "no contest selected"),
    /** The bot port's own: a team holds at most {@code maxConnections} connections (RULINGS 7). */
    TOO_MANY_CONNECTIONS(106, "too many connections"),
    /** {@code PRACTICE} refused: practice is off in the contest, the team already plays as many as allowed, or not now. */
    PRACTICE_REFUSED(107, "practice refused");

    private final Wire wire;

    ArenaError(int code, String text) { wire = new Wire(code, text); }

    @Override public Wire wire() { return wire; }

    /** The text followed by a word or two, without a colon, as bots have always read them: {@code ERR 103 unknown command FOO}. */
    public Answer about(String rest) {
        return Answer.error(code(), text() + " " + rest);
    }

    /**
     * The code with a description of its own in place of the text, where bots have always read one (why a login was
     * refused: {@code ERR 1 too many failed logins, try again in 8 s}).
     */
    public Answer saying(String description) {
        return Answer.error(code(), description);
    }
}
