package arena.contest;

import arena.contest.Contests.MatchView;
import arena.contest.base.Sides;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TeamLog;
import arena.domain.MatchStatus;
import arena.game.Eye;
import arena.game.Game;
import arena.game.MatchEngine;
import arena.game.SeatNames;
import arena.game.Settings;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Matches as the pages read them: a live one from its engine in memory, a stored one replayed from its seed and log
 * (the views of matches that are over kept, a few hundred at most), and a team's private log of either.
 */
final class MatchViews {
    /**
     * How long a board of a match still running waits, after a start, for the recovery to bring its round back to memory
     * (issue 46): drawn from the store meanwhile, each board replayed its match's journal beside the recovery replaying
     * the same journals, 16-33 boards a second for the 2-3 s a 380-match round takes to come back, and the board's p99
     * in the first 10 s was 16-27 times the static file's. Waiting leaves the recovery the CPU; the web answers 2 s
     * after a kill whatever this is. Past it (a recovery that takes longer, a match of another process's contest on a
     * shared database) the board is drawn from the store as before.
     */
    static final long RECOVERY_WAIT_MILLIS = 5_000;
    private final Contests arena;
    private final AccountStore accountStore;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;
    private final EntryStore entryStore;
    private final MatchLogStore matchLogs;
    private final Map<Long, MatchView> finishedViews = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, MatchView> eldest) {
            return size() > 256;
        }
    });

    /**
     * What a live match's view takes from the database (its row, round, contest and team names), read once: none of
     * it changes while the match is played, and its board is drawn every turn for every watched match (bench-spectators
     * with boards hopping: four queries were half of each drawing). Not used once the match is over.
     */
    private final Map<Long, MatchView> liveFrames = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, MatchView> eldest) {
            return size() > 2048;
        }
    });

    MatchViews(Contests arena, AccountStore accountStore, ContestStore contestStore, PlayQueries playQueries, EntryStore entryStore, MatchLogStore matchLogs) {
        this.arena = arena;
        this.accountStore = accountStore;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
        this.entryStore = entryStore;
        this.matchLogs = matchLogs;
    }

    /** Old rounds were deleted (keepRounds): the views of their matches go too. */
    void forgetFinished() {
        finishedViews.clear();
    }

    /** A team's private log of a match (of its first seat there): from memory while it is played, from the store after. */
    List<TeamLog.Line> teamLog(long matchId, long teamId) {
        Optional<LiveMatch> live = arena.liveMatch(matchId);
        if (live.isPresent() && live.get().seatOf(teamId) >= 0) return live.get().log(live.get().seatOf(teamId)).lines();
        return entryStore.teamLog(matchId, teamId).map(TeamLog::decode).orElse(List.of());
    }

    /** The private log of the team in one seat of a match (issue 44: both seats are one team's in its practice against itself). */
    List<TeamLog.Line> seatLog(long matchId, int seat) {
        Optional<LiveMatch> live = arena.liveMatch(matchId);
        if (live.isPresent()) return live.get().log(seat).lines();
        return entryStore.seatLog(matchId, seat).map(TeamLog::decode).orElse(List.of());
    }

    /**
     * A match that finished in a round still being played is in the database as running until its result is settled
     * there (MatchSettler, a few seconds later): pages, the API and replays show the result its live engine has already.
     */
    StoredMatch withLiveResult(StoredMatch stored) {
        if (stored.status() != MatchStatus.RUNNING) return stored;
        Optional<LiveMatch> live = arena.liveMatch(stored.id());
        if (live.isEmpty() || !live.get().finished()) return stored;
        return live.get().read(e -> {
            double[] scores = e.scores();
            return stored.finishedWith(scores[0], scores[1], e.summary());
        });
    }

    /**
     * A match as {@code eye} sees it. A live match's board is the engine's {@link MatchEngine#board(Eye)} for that eye
     * (the engine gives its full board once the match is over); a stored match is over (or voided): its board is whole.
     */
    Optional<MatchView> matchView(long matchId, Eye eye) {
        MatchView cached = finishedViews.get(matchId);
        if (cached != null) return Optional.of(cached);
        MatchView frame = liveFrames.get(matchId);
        if (frame != null) {
            Optional<LiveMatch> liveMatch = arena.liveMatch(matchId);
            // only while it is played: once over, its row changes (its result is settled) and is read again
            if (liveMatch.isPresent() && !liveMatch.get().finished()) {
                return Optional.of(liveMatch.get().read(e -> new MatchView(frame.match(), frame.round(), frame.contest(), frame.game(),
                        e.board(eye), e.summary(), e.turn(), e.finished(), frame.teams(), liveMatch.get().version())));
            }
            liveFrames.remove(matchId);
        }
        Optional<StoredMatch> found = playQueries.match(matchId);
        if (found.isEmpty()) return Optional.empty();
        StoredMatch match = found.get();
        StoredRound round = playQueries.round(match.roundId()).orElseThrow();
        StoredContest contestRecord = contestStore.byId(round.contestId()).orElseThrow();
        Game game = arena.gameFor(contestRecord).orElse(null);
        if (game == null) return Optional.empty();
        SeatNames names = seatNames(match);
        List<String> teams = List.of(names.first(), names.second());
        LiveMatch liveMatch = liveHere(contestRecord, matchId, match.status() == MatchStatus.RUNNING);
        if (liveMatch != null) {
            MatchView view = liveMatch.read(e -> new MatchView(match, round, contestRecord, game, e.board(eye), e.summary(), e.turn(),
                    e.finished(), teams, liveMatch.version()));
            liveFrames.put(matchId, view);
            return Optional.of(view);
        }
        Settings settings = arena.settingsOf(contestRecord, game);
        Map<Long, String> entries = entryStore.roundEntries(round.id());
        MatchEngine engine = game.prepareRound(round.roundDataSeed(), settings).newMatch(match.seed(), settings,
                Arrays.asList(entries.get(match.seat0TeamId()), entries.get(match.seat1TeamId())), new SeatNames(teams.get(0), teams.get(1)));
        var events = matchLogs.events(matchId);
        for (var e : events) {
            if (e.seat() == LiveMatch.TICK_SEAT) engine.endTurn();
            else engine.apply(e.seat(), e.command());
        }
        // A match voided half-way (its contest was ended) is over too: its page stops polling.
        boolean over = match.status() != MatchStatus.RUNNING;
        // a match still played, by another process on a shared database: fogged as a live one is
        MatchView view = new MatchView(match, round, contestRecord, game, over ? engine.board() : engine.board(eye), engine.summary(), engine.turn(),
                engine.finished() || over, teams, events.size());
        if (over) finishedViews.put(matchId, view);
        return Optional.of(view);
    }

    /**
     * The match in this process's memory, or null; one still running in the store is waited for while the start's
     * recovery may yet bring its round back ({@link #RECOVERY_WAIT_MILLIS}).
     */
    private LiveMatch liveHere(StoredContest contestRecord, long matchId, boolean running) {
        LiveMatch found = inMemory(contestRecord, matchId);
        if (found != null || !running || !arena.recoveredWithin(RECOVERY_WAIT_MILLIS)) return found;
        return inMemory(contestRecord, matchId); // its round may have come back while this request waited
    }

    private LiveMatch inMemory(StoredContest contestRecord, long matchId) {
        LiveContest contest = arena.live(contestRecord.slug()).orElse(null);
        return contest == null ? null : contest.match(matchId);
    }

    /** The teams in a match's seats, by name: what its engine calls the seats in the text it writes for people. */
    SeatNames seatNames(StoredMatch match) {
        Optional<arena.store.RoundStore.Sides> sides = match.practice() ? playQueries.sides(match.id()) : Optional.empty();
        if (sides.isPresent()) { // issue 44: a team's own bots in both seats, each named by the bot that played it
            boolean selfPlay = match.seat0TeamId() == match.seat1TeamId();
            return new SeatNames(teamName(match.seat0TeamId()) + " (" + Sides.label(sides.get().first(), selfPlay) + ")",
                    teamName(match.seat1TeamId()) + " (" + Sides.label(sides.get().second(), selfPlay) + ")");
        }
        return new SeatNames(teamName(match.seat0TeamId()), teamName(match.seat1TeamId()));
    }

    private String teamName(long id) {
        return accountStore.team(id).map(StoredTeam::name).orElse("?");
    }
}
