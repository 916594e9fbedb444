package arena.store;

import static arena.store.db.Tables.CONTEST;
import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.MATCH_LOG;
import static arena.store.db.Tables.ROUND;
import static arena.store.db.Tables.ROUND_ENTRY;
import static arena.store.db.Tables.ROUND_GROUP;
import static arena.store.db.Tables.ROUND_SCORE;
import static arena.store.db.Tables.PRACTICE_SIDES;
import static arena.store.db.Tables.SCRIMMAGE;
import static arena.store.db.Tables.TEAM_ENTRY;
import static arena.store.db.Tables.TEAM_LOG;

import arena.domain.ContestPhase;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import arena.domain.SettledMatch;
import arena.store.db.tables.records.RoundRecord;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jooq.DSLContext;
import org.jooq.Query;
import org.jooq.impl.DSL;

/**
 * Rounds and practice matches: created with their matches (and the entries they are played with), closed with their
 * results, scores and the contest's next phase in one transaction, voided, and deleted with everything that hangs on
 * them. A round's match logs are {@link MatchLogStore}'s, written inside these transactions; what was played is read
 * through {@link PlayQueries}.
 */
public final class RoundStore {
    private final DSLContext sql;
    private final RoundJournals journals;
    private final MatchLogStore logs;
    private final PlayoffStore playoffs;

    public RoundStore(Database db) {
        this.sql = db.sql();
        this.journals = db.journals();
        this.logs = new MatchLogStore(db);
        this.playoffs = new PlayoffStore(db);
    }

    /** The contests' final brackets, whose rows this store writes with their first rounds. */
    public PlayoffStore playoffs() {
        return playoffs;
    }

    /** A match to create: its number in the round, seed, and teams by seat. */
    public record NewMatch(int number, long seed, long seat0, long seat1) {}

    /** A round row, running from turn 1: a contest's round, or a practice match's own (numbered below 0). */
    private static RoundRecord insertRound(DSLContext t, long contestId, int number, long seed, Long dataSeed, boolean practice) {
        RoundRecord round = t.newRecord(ROUND);
        round.setDataSeed(dataSeed);
        round.setContestId(contestId);
        round.setNumber(number);
        round.setSeed(seed);
        round.setStatus(RoundStatus.RUNNING.text());
        round.setTurn(1);
        round.setPractice(practice);
        round.setStartedAt(LocalDateTime.now());
        round.store();
        return round;
    }

    /** The seeds every round of a contest played (practices' included), to draw a re-run's fresh one. */
    public java.util.Set<Long> roundSeeds(long contestId) {
        return new java.util.HashSet<>(sql.select(ROUND.SEED).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).fetch(ROUND.SEED));
    }

    /** Creates a round and all its matches together, and marks the contest running. */
    public StoredRound createRound(long contestId, int number, long seed, List<NewMatch> matches) {
        return createRound(contestId, number, seed, null, matches);
    }

    /**
     * Creates a round and all its matches together, and marks the contest running; {@code dataSeed} is the seed its data
     * is drawn from where that is not its own (V20: a child seed; a re-run: the round it plays again), else null.
     */
    public StoredRound createRound(long contestId, int number, long seed, Long dataSeed, List<NewMatch> matches) {
        return createRound(contestId, number, seed, dataSeed, matches, Map.of(), null);
    }

    /**
     * As above, with the group each team plays in (issue 43, V25; empty when the round has no groups), and the playoff
     * whose first stage the round plays (null: none starts).
     */
    public StoredRound createRound(long contestId, int number, long seed, Long dataSeed, List<NewMatch> matches, Map<Long, Integer> groups,
                                   PlayoffStore.NewPlayoff playoff) {
        RoundRecord created = sql.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            RoundRecord round = insertRound(t, contestId, number, seed, dataSeed, false);
            List<Query> inserts = new ArrayList<>();
            for (NewMatch m : matches) {
                inserts.add(t.insertInto(MATCH)
                        .set(MATCH.ROUND_ID, round.getId())
                        .set(MATCH.NUMBER, m.number())
                        .set(MATCH.SEED, m.seed())
                        .set(MATCH.SEAT0_TEAM_ID, m.seat0())
                        .set(MATCH.SEAT1_TEAM_ID, m.seat1())
                        .set(MATCH.STATUS, MatchStatus.RUNNING.text())
                        .set(MATCH.TURN, 1));
            }
            for (Map.Entry<Long, Integer> g : groups.entrySet()) {
                inserts.add(t.insertInto(ROUND_GROUP).set(ROUND_GROUP.ROUND_ID, round.getId()).set(ROUND_GROUP.TEAM_ID, g.getKey())
                        .set(ROUND_GROUP.GROUP_NUMBER, g.getValue()));
            }
            t.batch(inserts).execute();
            if (playoff != null) PlayoffStore.insert(t, contestId, number, playoff);
            t.insertInto(ROUND_ENTRY, ROUND_ENTRY.ROUND_ID, ROUND_ENTRY.TEAM_ID, ROUND_ENTRY.DATA)
                    .select(t.select(DSL.val(round.getId()), TEAM_ENTRY.TEAM_ID, TEAM_ENTRY.DATA).from(TEAM_ENTRY)
                            .where(TEAM_ENTRY.CONTEST_ID.eq(contestId))
                            .and(TEAM_ENTRY.TEAM_ID.in(matches.stream().flatMap(m -> Stream.of(m.seat0(), m.seat1())).distinct().toList())))
                    .execute();
            t.update(CONTEST).set(CONTEST.PHASE, ContestPhase.RUNNING.text()).setNull(CONTEST.REGISTRATION_ENDS_AT)
                    .where(CONTEST.ID.eq(contestId)).execute();
            return round;
        });
        journals.startFresh(created.getId());
        return StoredRound.from(created);
    }

    /**
     * Which bot plays each seat of a practice of teams' own bots (V27; issue 44, a team against itself): a version of the
     * seat's team, or null for its TCP bot.
     */
    public record Sides(Integer first, Integer second) {}

    /** A practice match created: its own round row (numbered below zero), the match, and their seeds. */
    public record NewPractice(long roundId, int number, long seed, long matchId, long matchSeed) {}

    /**
     * Creates a practice match of a team against a house-bot team, on a practice round of its own (never counted, see
     * V8), with the entries it is played with ({@code entries}: by team, null for none), and starts its journal; a practice
     * of teams' own bots names the versions of its {@code sides} (else null). {@code
     * dataSeed}: the seed its data is drawn from (V11: the coming round's data seed; V20: its own child seed), or null
     * for data of its own seed.
     */
    public NewPractice createPractice(long contestId, long seed, Long dataSeed, long matchSeed, long teamId, long houseTeamId, Map<Long, String> entries,
                                      Sides sides) {
        NewPractice created = sql.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            Integer lowest = t.select(DSL.min(ROUND.NUMBER)).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isTrue())
                    .fetchOne().value1();
            int number = lowest == null ? -1 : Math.min(-1, lowest - 1);
            RoundRecord round = insertRound(t, contestId, number, seed, dataSeed, true);
            long matchId = t.insertInto(MATCH)
                    .set(MATCH.ROUND_ID, round.getId()).set(MATCH.NUMBER, 1).set(MATCH.SEED, matchSeed)
                    .set(MATCH.SEAT0_TEAM_ID, teamId).set(MATCH.SEAT1_TEAM_ID, houseTeamId)
                    .set(MATCH.STATUS, MatchStatus.RUNNING.text()).set(MATCH.TURN, 1).set(MATCH.PRACTICE, true)
                    .returningResult(MATCH.ID).fetchOne().value1();
            for (Map.Entry<Long, String> e : entries.entrySet()) {
                if (e.getValue() == null) continue;
                t.insertInto(ROUND_ENTRY).set(ROUND_ENTRY.ROUND_ID, round.getId()).set(ROUND_ENTRY.TEAM_ID, e.getKey())
                        .set(ROUND_ENTRY.DATA, e.getValue()).execute();
            }
            if (sides != null) {
                t.insertInto(PRACTICE_SIDES).set(PRACTICE_SIDES.MATCH_ID, matchId).set(PRACTICE_SIDES.FIRST_VERSION, sides.first())
                        .set(PRACTICE_SIDES.SECOND_VERSION, sides.second()).execute();
            }
            return new NewPractice(round.getId(), number, seed, matchId, matchSeed);
        });
        journals.startFresh(created.roundId());
        return created;
    }

    /** Closes a practice match's round once its match is over: the result (if still waiting), its log packed, no scores. */
    public void finishPractice(long roundId, int turn, List<SettledMatch> settled) {
        Map<Long, PackedLog> packed = logs.packedLogs(roundId, settled);
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            MatchLogStore.writeSettled(t, settled, packed);
            t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.TURN, turn).set(ROUND.FINISHED_AT, LocalDateTime.now())
                    .where(ROUND.ID.eq(roundId)).execute();
            logs.packLeftovers(t, roundId);
        });
        journals.delete(roundId);
    }

    /**
     * Voids a practice match that cannot go on (the arena restarted, or its game takes no extra match while a round
     * runs): what it played is kept (its log packed, for the replay), the match is marked {@code voided}.
     */
    public void voidPractice(long roundId) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            logs.packLeftovers(t, roundId);
            t.update(MATCH).set(MATCH.STATUS, MatchStatus.VOIDED.text()).set(MATCH.FINISHED_AT, LocalDateTime.now())
                    .where(MATCH.ROUND_ID.eq(roundId)).and(MATCH.STATUS.eq(MatchStatus.RUNNING.text())).execute();
            t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.VOIDED, true).set(ROUND.TURN, logs.storedTurn(t, roundId))
                    .set(ROUND.FINISHED_AT, LocalDateTime.now()).where(ROUND.ID.eq(roundId)).execute();
        });
        journals.delete(roundId);
    }

    /** After a start or a takeover: the contest's practice matches that were running are voided (practice is not resumed). Returns how many. */
    public int voidRunningPractices(long contestId) {
        List<Long> running = sql.select(ROUND.ID).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isTrue())
                .and(ROUND.STATUS.eq(RoundStatus.RUNNING.text())).fetch(ROUND.ID);
        running.forEach(this::voidPractice);
        return running.size();
    }

    /**
     * Closes a round: its scores, its status, and the contest's next phase, together. The contest becomes
     * {@code nextPhase} with the given end of registration. Rounds numbered below {@code firstKept} (the contest's
     * keepRounds; 0 keeps all) go in the same transaction, with the round's matches that finished since the last
     * settle ({@link MatchLogStore#settle}): one commit per round's end, not three.
     */
    public void finishRound(long roundId, int turn, Map<Long, Double> points, long contestId, ContestPhase nextPhase,
                            LocalDateTime registrationEndsAt, int firstKept, List<SettledMatch> settled) {
        Map<Long, PackedLog> packed = logs.packedLogs(roundId, settled);
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            MatchLogStore.writeSettled(t, settled, packed);
            for (Map.Entry<Long, Double> e : points.entrySet()) {
                t.insertInto(ROUND_SCORE).set(ROUND_SCORE.ROUND_ID, roundId).set(ROUND_SCORE.TEAM_ID, e.getKey())
                        .set(ROUND_SCORE.POINTS, e.getValue()).execute();
            }
            t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.TURN, turn).set(ROUND.FINISHED_AT, LocalDateTime.now())
                    .where(ROUND.ID.eq(roundId)).execute();
            t.update(CONTEST).set(CONTEST.PHASE, nextPhase.text()).set(CONTEST.REGISTRATION_ENDS_AT, registrationEndsAt)
                    .where(CONTEST.ID.eq(contestId)).execute();
            logs.packLeftovers(t, roundId);
            if (firstKept > 0) deleteRoundsBefore(t, contestId, firstKept);
        });
        journals.delete(roundId);
    }

    /**
     * Ends a contest now, by the instructor's hand, in one transaction: the round in progress (if {@code roundId} is
     * not null) is closed at its stored turn and voided, with its unfinished matches marked {@code voided}; the
     * contest is finished. Finished rounds and their scores are left as they are.
     */
    public void endContest(long contestId, Long roundId) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            if (roundId != null) {
                logs.packLeftovers(t, roundId);
                t.update(MATCH).set(MATCH.STATUS, MatchStatus.VOIDED.text()).set(MATCH.FINISHED_AT, LocalDateTime.now())
                        .where(MATCH.ROUND_ID.eq(roundId)).and(MATCH.STATUS.eq(MatchStatus.RUNNING.text())).execute();
                t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.VOIDED, true).set(ROUND.TURN, logs.storedTurn(t, roundId))
                        .set(ROUND.FINISHED_AT, LocalDateTime.now()).where(ROUND.ID.eq(roundId)).execute();
            }
            t.update(CONTEST).set(CONTEST.PHASE, ContestPhase.FINISHED.text()).setNull(CONTEST.REGISTRATION_ENDS_AT).set(CONTEST.PAUSED, false)
                    .where(CONTEST.ID.eq(contestId)).execute();
        });
        if (roundId != null) journals.delete(roundId);
    }

    /**
     * Deletes a contest's finished rounds numbered below {@code firstKept}, with everything that hangs on them
     * (matches, their logs and team logs, entries, scores), in one transaction; returns how many rounds went.
     */
    public int deleteRoundsBefore(long contestId, int firstKept) {
        return sql.transactionResult(tx -> deleteRoundsBefore(tx.dsl(), contestId, firstKept));
    }

    private static int deleteRoundsBefore(DSLContext t, long contestId, int firstKept) {
        var rounds = t.select(ROUND.ID).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.NUMBER.lt(firstKept))
                .and(ROUND.STATUS.eq(RoundStatus.FINISHED.text()));
        var matches = t.select(MATCH.ID).from(MATCH).where(MATCH.ROUND_ID.in(rounds));
        t.deleteFrom(TEAM_LOG).where(TEAM_LOG.MATCH_ID.in(matches)).execute();
        t.deleteFrom(PRACTICE_SIDES).where(PRACTICE_SIDES.MATCH_ID.in(matches)).execute();
        t.update(SCRIMMAGE).setNull(SCRIMMAGE.MATCH_ID).where(SCRIMMAGE.MATCH_ID.in(matches)).execute(); // the ask stays, its match gone
        t.deleteFrom(MATCH_LOG).where(MATCH_LOG.MATCH_ID.in(matches)).execute();
        t.deleteFrom(MATCH).where(MATCH.ROUND_ID.in(rounds)).execute();
        t.deleteFrom(ROUND_SCORE).where(ROUND_SCORE.ROUND_ID.in(rounds)).execute();
        t.deleteFrom(ROUND_ENTRY).where(ROUND_ENTRY.ROUND_ID.in(rounds)).execute();
        t.deleteFrom(ROUND_GROUP).where(ROUND_GROUP.ROUND_ID.in(rounds)).execute();
        return t.deleteFrom(ROUND).where(ROUND.ID.in(rounds)).execute();
    }

    /** Whether the database answers a trivial question now (after it failed: is it back?). */
    public boolean answers() {
        try {
            sql.selectOne().fetch();
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    public void setVoided(long roundId, boolean voided) {
        sql.update(ROUND).set(ROUND.VOIDED, voided).where(ROUND.ID.eq(roundId)).execute();
    }
}
