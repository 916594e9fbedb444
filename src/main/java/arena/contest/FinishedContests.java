package arena.contest;

import arena.contest.base.LockOrder;
import arena.contest.life.LiveContest;
import arena.contest.life.Round;
import arena.contest.life.RoundMatches;
import arena.domain.ContestPhase;
import arena.game.Game;
import arena.game.Settings;
import arena.store.StoredContest;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Finished contests that a bot may still select (RULINGS 7), to read the final scores of its last matches: kept in
 * memory as they finish, or rebuilt from the store (the last round's matches replayed from their logs, nothing
 * running) after a restart. Only a few are kept; a bot that holds one keeps it alive as long as it needs it.
 */
final class FinishedContests {
    private static final int KEPT = 16;

    private final Contests arena;
    private final Map<String, LiveContest> kept = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, LiveContest> eldest) {
            return size() > KEPT;
        }
    };

    FinishedContests(Contests arena) {
        this.arena = arena;
    }

    /**
     * A contest that has just finished, kept with its last round in memory: the round it just played, or, for a
     * contest ended by hand with none finished since the arena started, the last one played, rebuilt from the store.
     */
    synchronized void keep(LiveContest contest) {
        LockOrder.entered(this, LockOrder.Level.ARENA_WIDE);
        if (!contest.rounds().showsLastRound()) showLastPlayedRound(contest);
        kept.put(contest.slug(), contest);
    }

    /** The finished contest with this slug, if there is one. */
    synchronized Optional<LiveContest> get(StoredContest record) {
        LockOrder.entered(this, LockOrder.Level.ARENA_WIDE);
        if (record.phase() != ContestPhase.FINISHED) return Optional.empty();
        LiveContest c = kept.get(record.slug());
        if (c == null) {
            c = rebuild(record);
            if (c == null) return Optional.empty();
            kept.put(record.slug(), c);
        }
        return Optional.of(c);
    }

    private LiveContest rebuild(StoredContest record) {
        Optional<Game> game;
        try {
            game = arena.gameFor(record);
        } catch (IllegalArgumentException unreadableData) {
            return null;
        }
        if (game.isEmpty()) return null;
        Settings settings = arena.settingsOf(record, game.get());
        LiveContest contest = new LiveContest(arena.reach(), record, game.get(), settings);
        showLastPlayedRound(contest);
        return contest;
    }

    /** Shows the last round played to its end (not a round voided half-way by ending the contest), if there is one. */
    private void showLastPlayedRound(LiveContest contest) {
        int last = arena.playQueries().lastPlayedRoundNumber(contest.id());
        Optional<StoredRound> round = last == 0 ? Optional.empty() : arena.playQueries().round(contest.id(), last);
        if (round.isPresent()) contest.rounds().showLastRound(replayed(round.get(), contest.game(), contest.settings()));
    }

    /** The round as it ended: every match replayed from its stored log. */
    private Round replayed(StoredRound round, Game game, Settings settings) {
        Map<Long, String> names = new HashMap<>();
        for (StoredTeam t : arena.contests().enrolledTeams(round.contestId())) names.put(t.id(), t.name());
        return RoundMatches.finished(arena.matchSources(), round, game, settings, names);
    }
}
