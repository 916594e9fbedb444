package arena.hosted;

/**
 * What a {@link Runner} is given: a team's chosen version to play in a contest. {@code program} says how the game's
 * bots are run (the bot-port protocol on stdin/stdout, one process a round; or a CodinGame bot, one process a match);
 * {@code sourceHash} is the hash the arena stored with the version: the runner builds from the sources and refuses a
 * build of any other content (issue 30: build and source travel by content hash).
 */
public record BotToRun(long teamId, String team, String contest, arena.game.BotProgram program, String language,
                       int version, String sourceHash) {

    /** Which bot this is among the runner's: one per team and contest. */
    public Key key() {
        return new Key(teamId, contest);
    }

    public record Key(long teamId, String contest) {}

    /** How the team's log names it: "version 3 (Python 3)". */
    public String describe() {
        return "version " + version + " (" + language + ")";
    }
}
