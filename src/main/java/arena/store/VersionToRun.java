package arena.store;

/**
 * A version of a team's hosted bot as the arena needs it to decide what runs: no files and no build log, which
 * {@link StoredBotVersion} carries and which the hosted bots' look, five times a second over every team of every contest,
 * read and dropped (issue 46: a tenth of the arena's CPU in a 20-bot LOCM round went to those reads).
 */
public record VersionToRun(long teamId, int version, String language, String sourceHash, BotStatus status) {
    public boolean ready() {
        return status == BotStatus.READY;
    }
}
