package arena.contest.rules;

import java.util.List;
import java.util.Map;

/**
 * A stored match as one document (the replay download, {@code /api/matches/{id}/replay}, and each replay file of a
 * contest's archive): enough to replay it anywhere. Its components are the JSON's fields in their order; {@code round}
 * is null for a practice match, {@code scores} and {@code summary} until the match has a result, an entry when the team
 * saved none. The settings are the contest's by name, as {@link arena.game.Settings#asMap()} gives them. A seed that
 * has not served yet is withheld from the public's download ({@link SeedSecrecy}): {@code roundSeed} or {@code matchSeed}
 * null, the settings' {@code seed} its commitment, and {@code seedCommitments} naming each with its commitment (null when
 * nothing is withheld); {@code seedSalts} the salt of each seed shown, to check it against the commitment that was shown
 * before (issue 40: {@code sha256} of {@code salt:seed}). {@code roundDataSeed} is the seed the round's data (a pool, a
 * map) was drawn from, where it is not the round's seed itself (contests made since V20: {@code Seeds.derive(roundSeed,
 * 0)}).
 */
public record ReplayDocument(long match, String contest, String game, Integer round, boolean practice, Long roundSeed, Long roundDataSeed,
                             Long matchSeed, Map<String, Object> settings, List<String> teams, List<String> entries, String status,
                             List<Double> scores, String summary, List<LogEntry> log, String logNote, Map<String, String> seedCommitments,
                             Map<String, String> seedSalts) {

    /** A line of the match's log: seat -1 is the end of a turn ({@link arena.contest.turns.LiveMatch#TICK}), seats 0 and 1 the teams' accepted commands. */
    public record LogEntry(int seat, String command) {}
}
