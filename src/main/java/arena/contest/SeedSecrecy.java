package arena.contest;

import arena.domain.ContestPhase;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import arena.game.Seeds;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * When a seed may be shown (RULINGS 8, "seeds are secret until they have served"): a contest's master seed once the
 * contest is finished, a round's once the round is over, a match's once the match is over; before, pages show its
 * commitment ({@link Seeds#commitment}). The instructor and the API's token see them at any time: callers that serve
 * them pass {@code everything}. Derivation is one-way ({@link Seeds#derive}), so a seed shown gives no parent away.
 */
public final class SeedSecrecy {
    private SeedSecrecy() {}

    public static boolean masterServed(StoredContest contest) {
        return contest.phase() == ContestPhase.FINISHED;
    }

    /** A practice's round is its own, drawn for it alone: served with its match. */
    public static boolean roundServed(StoredContest contest, StoredRound round, StoredMatch match) {
        if (match != null && match.practice()) return matchServed(match);
        return masterServed(contest) || round.status() == RoundStatus.FINISHED;
    }

    public static boolean matchServed(StoredMatch match) {
        return match.status() != MatchStatus.RUNNING;
    }

    /** The seed as a page shows it: the number once served (or to {@code everything}), else its commitment. */
    public static String shown(long seed, boolean served, boolean everything) {
        return served || everything ? Long.toString(seed) : Seeds.commitment(seed);
    }

    /** A contest's settings as a page shows them: the master seed as {@link #shown}. */
    public static Map<String, Object> settingsShown(Map<String, Object> settings, StoredContest contest, boolean everything) {
        Object seed = settings.get(ContestSettings.SEED);
        if (!(seed instanceof Number n) || masterServed(contest) || everything) return settings;
        Map<String, Object> shown = new LinkedHashMap<>(settings);
        shown.put(ContestSettings.SEED, Seeds.commitment(n.longValue()));
        return shown;
    }

    /**
     * A replay document as the public downloads it: the round's and the match's seeds null until they have served, the
     * contest's master seed as its commitment until the contest is finished; {@code seedCommitments} names each seed
     * withheld with its commitment.
     */
    public static ReplayDocument shown(ReplayDocument d, StoredContest contest, StoredRound round, StoredMatch match, boolean everything) {
        if (everything) return d;
        boolean roundServed = roundServed(contest, round, match), matchServed = matchServed(match);
        Map<String, Object> settings = settingsShown(d.settings(), contest, false);
        if (roundServed && matchServed && settings == d.settings()) return d;
        Map<String, String> commitments = new LinkedHashMap<>();
        if (!roundServed) commitments.put("roundSeed", Seeds.commitment(round.seed()));
        if (!matchServed) commitments.put("matchSeed", Seeds.commitment(match.seed()));
        if (settings != d.settings()) commitments.put(ContestSettings.SEED, (String) settings.get(ContestSettings.SEED));
        return new ReplayDocument(d.match(), d.contest(), d.game(), d.round(), d.practice(), roundServed ? d.roundSeed() : null,
                matchServed ? d.matchSeed() : null, settings, d.teams(), d.entries(), d.status(), d.scores(), d.summary(), d.log(), d.logNote(),
                commitments);
    }
}
