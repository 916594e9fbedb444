package arena.store;

import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.PLAYOFF;
import static arena.store.db.Tables.ROUND;
import static arena.store.db.Tables.ROUND_GROUP;
import static arena.store.db.Tables.ROUND_SCORE;
import static arena.store.db.Tables.PRACTICE_SIDES;
import static arena.store.db.Tables.TEAM;
import static arena.store.db.Tables.TEAM_ENTRY;

import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.SelectConditionStep;
import org.jooq.impl.DSL;

/**
 * What was played, read: a contest's rounds and their matches (for the contest core's recovery and for the pages), round
 * listings, standings, counted results, a team's matches, live matches for the home page, the entries saved for the
 * coming round, and which practice matches are still private (RULINGS 8). Reads only: every write is {@link RoundStore}'s,
 * {@link MatchLogStore}'s or {@link EntryStore}'s.
 */
public final class PlayQueries {
    private final DSLContext sql;

    public PlayQueries(Database db) {
        this.sql = db.sql();
    }

    /**
     * The number of the contest's last round played to its end, or 0: a round cut short when the contest was
     * ended has matches that never finished, and a bot reading final scores is shown the round before it.
     */
    public int lastPlayedRoundNumber(long contestId) {
        Integer n = sql.select(DSL.max(ROUND.NUMBER)).from(ROUND)
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.STATUS.eq(RoundStatus.FINISHED.text())).and(ROUND.PRACTICE.isFalse())
                .andNotExists(DSL.selectOne().from(MATCH).where(MATCH.ROUND_ID.eq(ROUND.ID)).and(MATCH.STATUS.ne(MatchStatus.FINISHED.text())))
                .fetchOne().value1();
        return n == null ? 0 : n;
    }

    public Optional<StoredRound> runningRound(long contestId) {
        return sql.selectFrom(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.STATUS.eq(RoundStatus.RUNNING.text())).and(ROUND.PRACTICE.isFalse())
                .fetchOptional().map(StoredRound::from);
    }

    public List<StoredRound> rounds(long contestId) {
        return sql.selectFrom(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).orderBy(ROUND.NUMBER).fetch(StoredRound::from);
    }

    /** A round as an archive lists it. */
    public record RoundSummary(int number, long seed, RoundStatus status, boolean voided, int turn,
                               LocalDateTime startedAt, LocalDateTime finishedAt) {}

    public List<RoundSummary> roundSummaries(long contestId) {
        return sql.select(ROUND.NUMBER, ROUND.SEED, ROUND.STATUS, ROUND.VOIDED, ROUND.TURN, ROUND.STARTED_AT, ROUND.FINISHED_AT)
                .from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).orderBy(ROUND.NUMBER)
                .fetch(r -> new RoundSummary(r.value1(), r.value2(), RoundStatus.fromText(r.value3()), Boolean.TRUE.equals(r.value4()), r.value5(), r.value6(), r.value7()));
    }

    /** The ids of every match of a contest, in round and match order. */
    public List<Long> matchIds(long contestId) {
        return sql.select(MATCH.ID).from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).orderBy(ROUND.NUMBER, MATCH.NUMBER).fetch(MATCH.ID);
    }

    /** The entries the teams of a contest have saved for its coming rounds, by team (teams with none are absent). */
    public Map<Long, EntryStore.SavedEntry> savedEntries(long contestId) {
        Map<Long, EntryStore.SavedEntry> saved = new LinkedHashMap<>();
        sql.select(TEAM_ENTRY.TEAM_ID, TEAM_ENTRY.DATA, TEAM_ENTRY.SAVED_AT).from(TEAM_ENTRY).where(TEAM_ENTRY.CONTEST_ID.eq(contestId))
                .fetch().forEach(r -> saved.put(r.value1(), new EntryStore.SavedEntry(r.value2(), r.value3())));
        return saved;
    }

    public Optional<StoredRound> round(long contestId, int number) {
        return sql.selectFrom(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.NUMBER.eq(number)).and(ROUND.PRACTICE.isFalse())
                .fetchOptional().map(StoredRound::from);
    }

    public Optional<StoredRound> round(long roundId) {
        return sql.selectFrom(ROUND).where(ROUND.ID.eq(roundId)).fetchOptional().map(StoredRound::from);
    }

    public int lastRoundNumber(long contestId) {
        Integer n = sql.select(DSL.max(ROUND.NUMBER)).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse())
                .fetchOne().value1();
        return n == null ? 0 : n;
    }

    public List<StoredMatch> matches(long roundId) {
        return sql.selectFrom(MATCH).where(MATCH.ROUND_ID.eq(roundId)).orderBy(MATCH.NUMBER).fetch(StoredMatch::from);
    }

    public Optional<StoredMatch> match(long matchId) {
        return sql.selectFrom(MATCH).where(MATCH.ID.eq(matchId)).fetchOptional().map(StoredMatch::from);
    }

    /** Which bot played each seat of a practice of teams' own bots (V27; issue 44); empty for any other match. */
    public Optional<RoundStore.Sides> sides(long matchId) {
        return sql.select(PRACTICE_SIDES.FIRST_VERSION, PRACTICE_SIDES.SECOND_VERSION).from(PRACTICE_SIDES).where(PRACTICE_SIDES.MATCH_ID.eq(matchId))
                .fetchOptional(r -> new RoundStore.Sides(r.value1(), r.value2()));
    }

    /**
     * RULINGS 8: a practice is private to its team (and the instructor) until the round whose entry it plays has
     * started, i.e. until a counted round of its contest is created after it (round ids grow; both are created under
     * the contest lock). The condition, on a practice round {@code r}.
     */
    private static Condition noRoundSince(arena.store.db.tables.Round r) {
        arena.store.db.tables.Round later = ROUND.as("later");
        return DSL.notExists(DSL.selectOne().from(later).where(later.CONTEST_ID.eq(r.CONTEST_ID)).and(later.PRACTICE.isFalse()).and(later.ID.gt(r.ID)));
    }

    /**
     * Issue 43: a scrimmage (a practice of two teams' own bots) is private to its two teams for good, not only until a
     * round starts: the condition, on the match.
     */
    private static Condition scrimmage() {
        return MATCH.SEAT0_TEAM_ID.ne(MATCH.SEAT1_TEAM_ID).and(DSL.exists(DSL.selectOne().from(PRACTICE_SIDES).where(PRACTICE_SIDES.MATCH_ID.eq(MATCH.ID))));
    }

    /** The ids of a contest's practice matches still private to their teams (see {@link #noRoundSince}, {@link #scrimmage}). */
    public Set<Long> secretPractices(long contestId) {
        arena.store.db.tables.Round r = ROUND.as("r");
        return new HashSet<>(sql.select(MATCH.ID).from(MATCH).join(r).on(r.ID.eq(MATCH.ROUND_ID))
                .where(r.CONTEST_ID.eq(contestId)).and(r.PRACTICE.isTrue()).and(noRoundSince(r).or(scrimmage())).fetch(MATCH.ID));
    }

    /**
     * The teams a practice match is private to while it is (see {@link #noRoundSince}): its team, and a scrimmage's
     * other team too (issue 43); empty for any other match.
     */
    public Set<Long> secretPracticeOwners(long matchId) {
        arena.store.db.tables.Round r = ROUND.as("r");
        return sql.select(MATCH.SEAT0_TEAM_ID, MATCH.SEAT1_TEAM_ID, DSL.field(scrimmage())).from(MATCH).join(r).on(r.ID.eq(MATCH.ROUND_ID))
                .where(MATCH.ID.eq(matchId)).and(MATCH.PRACTICE.isTrue()).and(noRoundSince(r).or(scrimmage()))
                .fetchOptional(row -> Boolean.TRUE.equals(row.value3()) ? Set.of(row.value1(), row.value2()) : Set.of(row.value1()))
                .orElse(Set.of());
    }

    /** Matches of running rounds in contests that are not finished, newest first, for the home page. */
    public List<StoredMatch> liveMatches(int limit) {
        return sql.select(MATCH.fields()).from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .where(ROUND.STATUS.eq(RoundStatus.RUNNING.text())).and(MATCH.PRACTICE.isFalse()) // a practice may be private (RULINGS 8)
                .orderBy(MATCH.ID.desc()).limit(limit).fetchInto(MATCH).map(StoredMatch::from);
    }

    /** A finished match's result: the round it counts in, teams by seat and their scores. */
    public record Result(long matchId, int round, int number, long seat0, long seat1, double score0, double score1) {}

    /** Finished matches of rounds that count (not voided), in the order they were played. */
    public List<Result> countedResults(long contestId) {
        return sql.select(MATCH.ID, ROUND.NUMBER, MATCH.NUMBER, MATCH.SEAT0_TEAM_ID, MATCH.SEAT1_TEAM_ID, MATCH.SCORE0, MATCH.SCORE1)
                .from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.VOIDED.isFalse()).and(ROUND.PRACTICE.isFalse()).and(MATCH.STATUS.eq(MatchStatus.FINISHED.text()))
                .orderBy(ROUND.NUMBER, MATCH.NUMBER)
                .fetch(r -> new Result(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6(), r.value7()));
    }

    /**
     * A match as one team sees it: its round, its seat (0 or 1), the opponent's name, and the scores as its own and
     * the opponent's (null until it finishes).
     */
    public record TeamMatch(long id, int round, boolean voided, int seat, String opponent, MatchStatus status, Double mine, Double theirs,
                            boolean practice) {
        public boolean finished() {
            return status == MatchStatus.FINISHED;
        }

        /** "won", "lost" or "draw" once finished with scores, else "". */
        public String result() {
            if (!finished() || mine == null || theirs == null) return "";
            return mine > theirs ? "won" : mine < theirs ? "lost" : "draw";
        }
    }

    /** Every match of a team in a contest, every round (voided ones too), in round and match order. */
    public List<TeamMatch> matchesOf(long contestId, long teamId) {
        return teamMatches(contestId, teamId).orderBy(MATCH.PRACTICE, ROUND.NUMBER, MATCH.NUMBER, MATCH.ID).fetch(r -> teamMatch(r, teamId));
    }

    /** A team's latest matches in a contest, newest first: at most {@code limit}. */
    public List<TeamMatch> latestMatchesOf(long contestId, long teamId, int limit) {
        return teamMatches(contestId, teamId).orderBy(MATCH.ID.desc()).limit(limit).fetch(r -> teamMatch(r, teamId));
    }

    private static final arena.store.db.tables.Team SEAT0_TEAM = TEAM.as("seat0_team");
    private static final arena.store.db.tables.Team SEAT1_TEAM = TEAM.as("seat1_team");

    private SelectConditionStep<? extends Record> teamMatches(long contestId, long teamId) {
        return sql.select(MATCH.ID, ROUND.NUMBER, ROUND.VOIDED, MATCH.SEAT0_TEAM_ID, MATCH.STATUS, MATCH.SCORE0, MATCH.SCORE1,
                        SEAT0_TEAM.NAME, SEAT1_TEAM.NAME, MATCH.PRACTICE)
                .from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .join(SEAT0_TEAM).on(SEAT0_TEAM.ID.eq(MATCH.SEAT0_TEAM_ID))
                .join(SEAT1_TEAM).on(SEAT1_TEAM.ID.eq(MATCH.SEAT1_TEAM_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(MATCH.SEAT0_TEAM_ID.eq(teamId).or(MATCH.SEAT1_TEAM_ID.eq(teamId)));
    }

    private static TeamMatch teamMatch(Record r, long teamId) {
        int seat = r.get(MATCH.SEAT0_TEAM_ID) == teamId ? 0 : 1;
        Double score0 = r.get(MATCH.SCORE0), score1 = r.get(MATCH.SCORE1);
        return new TeamMatch(r.get(MATCH.ID), r.get(ROUND.NUMBER), Boolean.TRUE.equals(r.get(ROUND.VOIDED)), seat,
                seat == 0 ? r.get(SEAT1_TEAM.NAME) : r.get(SEAT0_TEAM.NAME), MatchStatus.fromText(r.get(MATCH.STATUS)),
                seat == 0 ? score0 : score1, seat == 0 ? score1 : score0, Boolean.TRUE.equals(r.get(MATCH.PRACTICE)));
    }

    /** A match with the number of its round and whether that round is voided. */
    public record MatchInRound(int round, boolean voided, StoredMatch match) {}

    /** Every match of a contest, every round (voided ones too), for exports and histories. */
    public List<MatchInRound> allMatches(long contestId) {
        return sql.select(MATCH.fields()).select(ROUND.NUMBER, ROUND.VOIDED)
                .from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).orderBy(ROUND.NUMBER, MATCH.NUMBER)
                .fetch(r -> new MatchInRound(r.get(ROUND.NUMBER), Boolean.TRUE.equals(r.get(ROUND.VOIDED)), StoredMatch.from(r.into(MATCH))));
    }

    /** The contest's staff bots by team id (issue 43): the standings leave out those not shown and mark the others. */
    public Map<Long, StaffStore.StaffBot> staffBots(long contestId) {
        Map<Long, StaffStore.StaffBot> staff = new LinkedHashMap<>();
        StaffStore.staffBots(sql, contestId).forEach(b -> staff.put(b.teamId(), b));
        return staff;
    }

    /** A team's standing: its total and its points per round number. */
    /**
     * The group each team played in during the contest's last round started (issue 43, V25), by team; empty when that
     * round had no groups (or none was started).
     */
    public Map<Long, Integer> lastRoundGroups(long contestId) {
        Integer last = sql.select(DSL.max(ROUND.NUMBER)).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse())
                .fetchOne().value1();
        if (last == null) return Map.of();
        Map<Long, Integer> groups = new LinkedHashMap<>();
        sql.select(ROUND_GROUP.TEAM_ID, ROUND_GROUP.GROUP_NUMBER).from(ROUND_GROUP).join(ROUND).on(ROUND.ID.eq(ROUND_GROUP.ROUND_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.NUMBER.eq(last)).and(ROUND.PRACTICE.isFalse())
                .fetch().forEach(r -> groups.put(r.value1(), r.value2()));
        return groups;
    }

    public record Standing(long teamId, String team, double total, Map<Integer, Double> rounds) {}

    /** The first round past the league: a playoff's first stage (issue 43: its series add no points), else none. */
    private static org.jooq.Field<Integer> leagueEnd(long contestId) {
        return DSL.coalesce(DSL.field(DSL.select(PLAYOFF.FIRST_ROUND).from(PLAYOFF).where(PLAYOFF.CONTEST_ID.eq(contestId))),
                DSL.inline(Integer.MAX_VALUE));
    }

    /** Every enrolled team with its total over finished rounds, best first (ties by name). */
    public List<Standing> standings(long contestId) {
        Map<Long, String> names = new LinkedHashMap<>();
        sql.select(TEAM.ID, TEAM.NAME).from(TEAM).join(arena.store.db.Tables.ENROLLMENT)
                .on(arena.store.db.Tables.ENROLLMENT.TEAM_ID.eq(TEAM.ID))
                .where(arena.store.db.Tables.ENROLLMENT.CONTEST_ID.eq(contestId))
                .fetch().forEach(r -> names.put(r.value1(), r.value2()));
        Map<Long, Map<Integer, Double>> perRound = new LinkedHashMap<>();
        sql.select(ROUND_SCORE.TEAM_ID, ROUND.NUMBER, ROUND_SCORE.POINTS).from(ROUND_SCORE)
                .join(ROUND).on(ROUND.ID.eq(ROUND_SCORE.ROUND_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.VOIDED.isFalse()).and(ROUND.PRACTICE.isFalse())
                .and(ROUND.NUMBER.lt(leagueEnd(contestId))).orderBy(ROUND.NUMBER)
                .fetch().forEach(r -> perRound.computeIfAbsent(r.value1(), k -> new LinkedHashMap<>()).put(r.value2(), r.value3()));
        List<Standing> list = new ArrayList<>();
        for (Map.Entry<Long, String> e : names.entrySet()) {
            Map<Integer, Double> rounds = perRound.getOrDefault(e.getKey(), Map.of());
            double total = rounds.values().stream().mapToDouble(Double::doubleValue).sum();
            list.add(new Standing(e.getKey(), e.getValue(), total, rounds));
        }
        list.sort((a, b) -> a.total() != b.total() ? Double.compare(b.total(), a.total()) : a.team().compareToIgnoreCase(b.team()));
        return list;
    }
}
