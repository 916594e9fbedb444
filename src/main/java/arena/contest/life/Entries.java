package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.base.Refused;
import arena.contest.rules.ContestSettings;
import arena.contest.rules.MarkingPlan;
import arena.contest.rules.MarkingSettings;
import arena.contest.rules.Playoffs;
import arena.contest.rules.Readiness;
import arena.contest.rules.SeedScheme;
import arena.store.EntryStore;
import arena.store.PlayQueries;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The teams' entries (decks, creature teams) for a contest's coming round, checked by the game against that round's
 * data, which is drawn from the round's seed and kept, under the contest lock, until the round starts.
 */
final class Entries {
    private final LiveContest contest;
    /** Where the entries are saved. */
    private final EntryStore stored;
    private final PlayQueries queries;
    /** Who is enrolled. */
    private final arena.store.ContestStore contests;
    /** Written under the contest lock, read without it ({@link #nextRoundData}). */
    private volatile Prepared prepared;

    Entries(LiveContest contest, EntryStore stored, PlayQueries queries, arena.store.ContestStore contests) {
        this.contest = contest;
        this.stored = stored;
        this.queries = queries;
        this.contests = contests;
    }

    /**
     * The coming round's data, drawn from its seed; kept until that round starts. Read without the contest lock once
     * drawn: bots ask for it (a pool, a map) on the bot port's command loops, which must not wait for the lock while a
     * round's start holds it across a store write (issue 31).
     */
    arena.game.RoundData nextRoundData() {
        Prepared p = prepared;
        if (p != null && p.number() == contest.rounds().lastNumber() + 1 && p.marking() == marking()) return p.data();
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            int next = contest.rounds().lastNumber() + 1;
            p = prepared;
            if (p == null || p.number() != next || p.marking() != marking()) {
                p = new Prepared(next, marking(), contest.game().prepareRound(nextRoundDataSeed(), contest.settings()));
                prepared = p;
            }
            return p.data();
        }
    }

    /** The coming round's number, whether it is a marking round (its data is then the contest's fixed data), and its data as drawn. */
    private record Prepared(int number, boolean marking, arena.game.RoundData data) {}

    private boolean marking() {
        return contest.settings().getBool(MarkingSettings.MARKING_ROUNDS);
    }

    /**
     * The seed the coming round's data is drawn from, as its start will draw it (unless it is a re-run): since V20 a child
     * of the round's seed, so that the public data (a pool for building decks) gives no match's seed away (RULINGS 9).
     */
    long nextRoundDataSeed() {
        if (marking()) { // issue 43: every marking round plays the contest's fixed data
            return MarkingPlan.of(contest.settings().getLong(ContestSettings.SEED), contest.settings().getInt(MarkingSettings.MARKING_MATCHES)).dataSeed();
        }
        long roundSeed = SeedScheme.roundSeed(contest.settings().getLong(ContestSettings.SEED), contest.rounds().lastNumber() + 1);
        return contest.seedScheme().dataSeed(roundSeed);
    }

    /** The game was put over another data file: the coming round's data is drawn again. */
    void forgetNextRoundData() {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            prepared = null;
        }
    }

    Optional<String> entry(long teamId) {
        LockOrder.waitsForStore("reads a team's entry");
        return stored.entry(contest.id(), teamId);
    }

    /** A team's entry against the coming round, as a round's start and the game will judge it (by {@link Readiness}). */
    LiveContest.EntryOutlook outlook(long teamId) {
        LockOrder.waitsForStore("reads a team's entry");
        arena.store.EntryStore.SavedEntry saved = stored.savedEntry(contest.id(), teamId).orElse(null);
        String entry = saved == null ? null : saved.data();
        String problem = entry == null ? null : nextRoundData().entryProblem(contest.settings(), entry).orElse(null);
        String sitsOut = Readiness.whySitsOut(contest.game(), false, new Readiness.Entry(entry, problem)).orElse(null);
        return new LiveContest.EntryOutlook(contest.roundNumber() + 1, entry, saved == null ? null : saved.savedAt(), sitsOut == null,
                problem, sitsOut);
    }

    /** Every team's saved entry for the coming round, with why it will not do there (for {@link Readiness}). */
    Map<Long, Readiness.Entry> forReadiness() {
        Map<Long, Readiness.Entry> entries = new HashMap<>();
        queries.savedEntries(contest.id()).forEach((team, saved) -> entries.put(team,
                new Readiness.Entry(saved.data(), nextRoundData().entryProblem(contest.settings(), saved.data()).orElse(null))));
        return entries;
    }

    /**
     * Who plays the coming round, who sits out and why, whose bot is not ready ({@code bots}); when the coming round is a
     * stage of the contest's playoff ({@code playoff}, issue 43), the stage's seeds and series instead.
     */
    Readiness readiness(Readiness.Bots bots, Optional<Playoffs.State> playoff) {
        int round = contest.rounds().lastNumber() + 1;
        List<arena.store.StoredTeam> enrolled = contests.enrolledTeams(contest.id());
        int stage = playoff.map(p -> p.stageOf(round)).orElse(0);
        if (stage > 0) {
            Map<Long, arena.store.StoredTeam> byId = new HashMap<>();
            enrolled.forEach(t -> byId.put(t.id(), t));
            return Readiness.ofStage(round, stage, playoff.get(), byId, bots);
        }
        return Readiness.of(round, contest.game(), enrolled, forReadiness(), bots);
    }

    /** The teams {@code ranked} (best first) as a playoff's seeds, each with whether its bot is ready ({@link Readiness#seeding}). */
    List<Readiness.Seed> seeding(List<Long> ranked, Readiness.Bots bots) {
        Map<Long, arena.store.StoredTeam> byId = new HashMap<>();
        contests.enrolledTeams(contest.id()).forEach(t -> byId.put(t.id(), t));
        return Readiness.seeding(ranked, byId, bots);
    }

    /** Checks an entry against the game's rules for the coming round and saves it. */
    void save(long teamId, String entry) {
        if (contest.finished()) throw new Refused("the contest is finished");
        if (entry == null || entry.isBlank()) throw new Refused("the entry is empty");
        if (entry.length() > 100_000) throw new Refused("the entry is too long");
        Optional<String> problem = nextRoundData().entryProblem(contest.settings(), entry);
        if (problem.isPresent()) throw new Refused(problem.get());
        LockOrder.waitsForStore("saves a team's entry");
        stored.saveEntry(contest.id(), teamId, entry);
    }
}
