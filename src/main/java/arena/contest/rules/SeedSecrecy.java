package arena.contest.rules;

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
 * commitment, salted since issue 40 ({@link SeedCommitments}), and with the seed its salt, so that anyone can check the
 * pair. The instructor and the API's token see them at any time: callers that serve them pass {@code everything}.
 * Derivation is one-way ({@link Seeds#derive}), so a seed shown gives no parent away.
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

    /** The seed as a page shows it: the number and its salt once served (or to {@code everything}), else its commitment. */
    public static String shown(StoredContest contest, long seed, boolean served, boolean everything) {
        SeedCommitments commitments = SeedCommitments.of(contest);
        return served || everything ? commitments.revealed(seed) : commitments.commitment(seed);
    }

    /** The master seed's salt once the seed is shown (null before, or for a contest made before salts). */
    public static String masterSalt(Map<String, Object> settings, StoredContest contest, boolean everything) {
        if (!(settings.get(ContestSettings.SEED) instanceof Number n) || !(masterServed(contest) || everything)) return null;
        return SeedCommitments.of(contest).salt(n.longValue());
    }

    /** A contest's settings as a page shows them: the master seed as {@link #shown}. */
    public static Map<String, Object> settingsShown(Map<String, Object> settings, StoredContest contest, boolean everything) {
        Object seed = settings.get(ContestSettings.SEED);
        if (!(seed instanceof Number n) || masterServed(contest) || everything) return settings;
        Map<String, Object> shown = new LinkedHashMap<>(settings);
        shown.put(ContestSettings.SEED, SeedCommitments.of(contest).commitment(n.longValue()));
        return shown;
    }

    /**
     * A replay document as the public downloads it: the round's and the match's seeds null until they have served, the
     * contest's master seed as its commitment until the contest is finished; {@code seedCommitments} names each seed
     * withheld with its commitment, and {@code seedSalts} each seed shown with its salt (issue 40). The round's data seed
     * is withheld with the round's; in a contest made before V20 it is a practice's coming round's seed, always withheld.
     */
    public static ReplayDocument shown(ReplayDocument d, StoredContest contest, StoredRound round, StoredMatch match, boolean everything) {
        boolean roundServed = everything || roundServed(contest, round, match), matchServed = everything || matchServed(match);
        Map<String, Object> settings = everything ? d.settings() : settingsShown(d.settings(), contest, false);
        SeedCommitments sealed = SeedCommitments.of(contest);
        Map<String, String> commitments = new LinkedHashMap<>(), salts = new LinkedHashMap<>();
        if (!roundServed) commitments.put("roundSeed", sealed.commitment(round.seed()));
        else if (sealed.salted()) salts.put("roundSeed", sealed.salt(round.seed()));
        if (!matchServed) commitments.put("matchSeed", sealed.commitment(match.seed()));
        else if (sealed.salted()) salts.put("matchSeed", sealed.salt(match.seed()));
        if (settings != d.settings()) commitments.put(ContestSettings.SEED, (String) settings.get(ContestSettings.SEED));
        else if (sealed.salted() && settings.get(ContestSettings.SEED) instanceof Number n) salts.put(ContestSettings.SEED, sealed.salt(n.longValue()));
        boolean dataShown = roundServed && SeedScheme.of(contest.seedScheme()) != SeedScheme.DATA_FROM_ROUND_SEED;
        return new ReplayDocument(d.match(), d.contest(), d.game(), d.round(), d.practice(), roundServed ? d.roundSeed() : null,
                dataShown ? d.roundDataSeed() : null, matchServed ? d.matchSeed() : null, settings, d.teams(), d.entries(), d.status(),
                d.scores(), d.summary(), d.log(), d.logNote(), commitments.isEmpty() ? null : commitments, salts.isEmpty() ? null : salts);
    }
}
