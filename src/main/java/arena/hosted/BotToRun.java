package arena.hosted;

/**
 * What a {@link Runner} is given: a team's chosen version to play in a contest. {@code program} says how the game's
 * bots are run (the bot-port protocol on stdin/stdout, one process a round; or a CodinGame bot, one process a match);
 * {@code sourceHash} is the hash the arena stored with the version: the runner builds from the sources and refuses a
 * build of any other content (issue 30: build and source travel by content hash). {@code seat} is null for the team's
 * bot; set, the bot plays that seat of the team's practice against itself and nothing else (issue 44).
 */
public record BotToRun(long teamId, String team, String contest, arena.game.BotProgram program, String language,
                       int version, String sourceHash, Seat seat) {

    /** The team's bot in a contest. */
    public BotToRun(long teamId, String team, String contest, arena.game.BotProgram program, String language, int version, String sourceHash) {
        this(teamId, team, contest, program, language, version, sourceHash, null);
    }

    /** Which bot this is among the runner's: one per team and contest, and one per seat of its practices against itself. */
    public Key key() {
        return new Key(teamId, contest, seat);
    }

    public record Key(long teamId, String contest, Seat seat) {
        public Key(long teamId, String contest) {
            this(teamId, contest, null);
        }
    }

    /** One seat of a team's practice against itself (issue 44): its match and the seat, 0 or 1. */
    public record Seat(long matchId, int seat) {}

    /** How the team's log names it: "version 3 (Python 3)". */
    public String describe() {
        return "version " + version + " (" + language + ")";
    }
}
