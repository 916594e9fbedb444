package arena.game;

/**
 * What kind of program a game's bots are, which is how the arena runs a hosted one (issue 26; RULINGS 8): a program
 * speaking the bot-port protocol on stdin and stdout from where a TCP bot is after {@code OK}, one process for a round;
 * or a CodinGame bot (LOCM), reading a turn's input on stdin and writing its answer, one process a match, as the
 * bridge runs one.
 */
public enum BotProgram {
    LINE_PROTOCOL,
    CODINGAME
}
