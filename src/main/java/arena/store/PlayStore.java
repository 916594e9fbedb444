package arena.store;

import static arena.store.db.Tables.CONTEST;
import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.MATCH_LOG;
import static arena.store.db.Tables.ROUND;
import static arena.store.db.Tables.ROUND_ENTRY;
import static arena.store.db.Tables.ROUND_SCORE;
import static arena.store.db.Tables.TEAM_ENTRY;
import static arena.store.db.Tables.TEAM_LOG;
import static arena.store.db.Tables.TEAM;

import arena.store.db.tables.records.RoundRecord;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jooq.DSLContext;
import org.jooq.Query;
import org.jooq.impl.DSL;

/** Rounds, matches, their command logs and round scores. */
public final class PlayStore {
    /** The seat of a log entry that ends a turn (as {@code LiveMatch.TICK_SEAT}). */
    public static final int TICK_SEAT = -1;
    /** The command of a log entry that ends a turn. */
    public static final String TICK_COMMAND = "END_TURN";
    private final DSLContext sql;
    private final RoundJournals journals;

    public PlayStore(Database db) {
        this.sql = db.sql();
        this.journals = db.journals();
    }

    /** A match to create: its number in the round, seed, and teams by seat. */
    public record NewMatch(int number, long seed, long seat0, long seat1) {}

    /** One entry of a match log; seat -1 is the end of a turn. */
    public record Event(long matchId, int seq, int seat, String command) {}

    /** A match's state to write at a turn boundary; scores are null while it runs. */
    public record MatchUpdate(long matchId, int turn, MatchStatus status, Double score0, Double score1, String summary) {}

    /** A round row, running from turn 1: a contest's round, or a practice match's own (numbered below 0). */
    private static RoundRecord insertRound(DSLContext t, long contestId, int number, long seed, boolean practice) {
        RoundRecord round = t.newRecord(ROUND);
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

    /** Creates a round and all its matches together, and marks the contest running. */
    public StoredRound createRound(long contestId, int number, long seed, List<NewMatch> matches) {
        RoundRecord created = sql.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            RoundRecord round = insertRound(t, contestId, number, seed, false);
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
            t.batch(inserts).execute();
            t.insertInto(ROUND_ENTRY, ROUND_ENTRY.ROUND_ID, ROUND_ENTRY.TEAM_ID, ROUND_ENTRY.DATA)
                    .select(t.select(org.jooq.impl.DSL.val(round.getId()), TEAM_ENTRY.TEAM_ID, TEAM_ENTRY.DATA).from(TEAM_ENTRY)
                            .where(TEAM_ENTRY.CONTEST_ID.eq(contestId))
                            .and(TEAM_ENTRY.TEAM_ID.in(matches.stream().flatMap(m -> java.util.stream.Stream.of(m.seat0(), m.seat1())).distinct().toList())))
                    .execute();
            t.update(CONTEST).set(CONTEST.PHASE, ContestPhase.RUNNING.text()).setNull(CONTEST.REGISTRATION_ENDS_AT)
                    .where(CONTEST.ID.eq(contestId)).execute();
            return round;
        });
        journals.startFresh(created.getId());
        return StoredRound.from(created);
    }

    /** A practice match created: its own round row (numbered below zero), the match, and their seeds. */
    public record NewPractice(long roundId, int number, long seed, long matchId, long matchSeed) {}

    /**
     * Creates a practice match of a team against a house-bot team, on a practice round of its own (never counted, see
     * V8), with the entries it is played with ({@code entries}: by team, null for none), and starts its journal. {@code
     * dataSeed}: the seed of the coming round whose data it plays on (V11), or null for data of its own seed.
     */
    public NewPractice createPractice(long contestId, long seed, Long dataSeed, long matchSeed, long teamId, long houseTeamId, Map<Long, String> entries) {
        NewPractice created = sql.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            Integer lowest = t.select(DSL.min(ROUND.NUMBER)).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isTrue())
                    .fetchOne().value1();
            int number = lowest == null ? -1 : Math.min(-1, lowest - 1);
            RoundRecord round = insertRound(t, contestId, number, seed, true);
            if (dataSeed != null) t.update(ROUND).set(ROUND.DATA_SEED, dataSeed).where(ROUND.ID.eq(round.getId())).execute();
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
            return new NewPractice(round.getId(), number, seed, matchId, matchSeed);
        });
        journals.startFresh(created.roundId());
        return created;
    }

    /** Closes a practice match's round once its match is over: the result (if still waiting), its log packed, no scores. */
    public void finishPractice(long roundId, int turn, List<Settled> settled) {
        Map<Long, PackedLog> logs = packedLogs(roundId, settled);
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            writeSettled(t, settled, logs);
            t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.TURN, turn).set(ROUND.FINISHED_AT, LocalDateTime.now())
                    .where(ROUND.ID.eq(roundId)).execute();
            packLeftovers(t, roundId);
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
            packLeftovers(t, roundId);
            t.update(MATCH).set(MATCH.STATUS, MatchStatus.VOIDED.text()).set(MATCH.FINISHED_AT, LocalDateTime.now())
                    .where(MATCH.ROUND_ID.eq(roundId)).and(MATCH.STATUS.eq(MatchStatus.RUNNING.text())).execute();
            t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.VOIDED, true).set(ROUND.TURN, storedTurn(t, roundId))
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
     * A turn boundary's commit: the log entries the round's matches produced since the last one, appended to the
     * round's journal as one frame ({@link RoundJournal}); nothing is written to the database. Once this returns the
     * turn is stored: after a kill it is read back from the journal.
     */
    public void saveTurn(long roundId, List<Event> events) {
        journals.of(roundId).append(events);
    }

    /** A finished match to settle: its result and its teams' private logs (encoded, by team; empty ones are left out). */
    public record Settled(MatchUpdate result, Map<Long, String> teamLogs) {}

    /**
     * Moves finished matches into the database, together: each one's result, its log packed into one row (from the
     * round's journal, which keeps the file but no longer holds the entries in memory), and its teams' logs. One
     * transaction for every match that ended since the last settle: the database is written per batch of finished
     * matches, not per tick. The logs are read and deflated before the transaction (it holds the {@link WriteGate}).
     */
    public void settle(Map<Long, List<Settled>> byRound) {
        Map<Long, PackedLog> logs = new LinkedHashMap<>();
        byRound.forEach((round, matches) -> logs.putAll(packedLogs(round, matches)));
        if (logs.isEmpty()) return;
        sql.transaction(tx -> byRound.values().forEach(matches -> writeSettled(tx.dsl(), matches, logs)));
        byRound.forEach((round, matches) -> forgetSettled(round, matches));
    }

    /** The settled matches' logs, packed before their transaction, from a journal forced to the disk first. */
    private Map<Long, PackedLog> packedLogs(long roundId, List<Settled> matches) {
        Map<Long, PackedLog> logs = new LinkedHashMap<>();
        if (matches.isEmpty()) return logs;
        RoundJournal journal = journals.of(roundId);
        journal.force(); // the database must never hold a log the journal could still lose
        for (Settled m : matches) logs.put(m.result().matchId(), packedLog(m.result().matchId(), journal));
        return logs;
    }

    private static void writeSettled(DSLContext t, List<Settled> matches, Map<Long, PackedLog> logs) {
        for (Settled m : matches) {
            MatchUpdate u = m.result();
            t.update(MATCH)
                    .set(MATCH.TURN, u.turn())
                    .set(MATCH.STATUS, u.status().text())
                    .set(MATCH.SCORE0, u.score0())
                    .set(MATCH.SCORE1, u.score1())
                    .set(MATCH.SUMMARY, u.summary())
                    .set(MATCH.FINISHED_AT, LocalDateTime.now())
                    .where(MATCH.ID.eq(u.matchId())).execute();
            insertLog(t, u.matchId(), logs.get(u.matchId()));
            for (Map.Entry<Long, String> log : m.teamLogs().entrySet()) insertTeamLog(t, u.matchId(), log.getKey(), log.getValue());
        }
    }

    private void forgetSettled(long roundId, List<Settled> matches) {
        journals.existing(roundId).ifPresent(j -> matches.forEach(m -> j.forget(m.result().matchId())));
    }

    /** The log of a match not packed yet: its round journal's entries. */
    private static List<Event> unpackedLog(long matchId, RoundJournal journal) {
        return journal == null ? List.of() : journal.events(matchId);
    }

    private static PackedLog packedLog(long matchId, RoundJournal journal) {
        return PackedLog.of(unpackedLog(matchId, journal));
    }

    /** Writes a match's packed log once (a second settle of the same match keeps the first). */
    private static void insertLog(DSLContext t, long matchId, PackedLog log) {
        if (!t.fetchExists(MATCH_LOG, MATCH_LOG.MATCH_ID.eq(matchId))) {
            t.insertInto(MATCH_LOG).set(MATCH_LOG.MATCH_ID, matchId).set(MATCH_LOG.ENTRIES, log.entries()).set(MATCH_LOG.TICKS, log.ticks())
                    .set(MATCH_LOG.TEXT_BYTES, log.textBytes()).set(MATCH_LOG.PACKED, log.packed()).execute();
        }
    }

    /**
     * The turn a running round had reached when it was last stored: every match of a round starts at turn 1 and
     * logs one end of turn per tick while it runs, so the round's turn is one more than the most ends any of its
     * matches logged.
     */
    public int storedTurn(long roundId) {
        return storedTurn(sql, roundId);
    }

    private int storedTurn(DSLContext sql, long roundId) {
        Map<Long, Integer> ticks = new java.util.HashMap<>();
        journals.existing(roundId).ifPresent(j -> j.ticks().forEach((match, n) -> ticks.merge(match, n, Integer::sum)));
        sql.select(MATCH_LOG.MATCH_ID, MATCH_LOG.TICKS).from(MATCH_LOG).join(MATCH).on(MATCH.ID.eq(MATCH_LOG.MATCH_ID))
                .where(MATCH.ROUND_ID.eq(roundId)).fetch().forEach(r -> ticks.merge(r.value1(), r.value2(), Math::max));
        return 1 + ticks.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    /**
     * Packs, inside a round's closing transaction, the log of every match of the round still in its journal, so the journal can go once the transaction is committed.
     */
    private void packLeftovers(DSLContext t, long roundId) {
        RoundJournal journal = journals.existing(roundId).orElse(null);
        List<Long> unpacked = t.select(MATCH.ID).from(MATCH).where(MATCH.ROUND_ID.eq(roundId))
                .andNotExists(DSL.selectOne().from(MATCH_LOG).where(MATCH_LOG.MATCH_ID.eq(MATCH.ID))).fetch(MATCH.ID);
        if (journal != null) journal.force();
        for (long match : unpacked) {
            List<Event> events = unpackedLog(match, journal);
            if (!events.isEmpty()) insertLog(t, match, PackedLog.of(events));
        }
    }

    /**
     * Closes a round: its scores, its status, and the contest's next phase, together. The contest becomes
     * {@code nextPhase} with the given end of registration. Rounds numbered below {@code firstKept} (the contest's
     * keepRounds; 0 keeps all) go in the same transaction, with the round's matches that finished since the last
     * settle ({@link #settle}): one commit per round's end, not three.
     */
    public void finishRound(long roundId, int turn, Map<Long, Double> points, long contestId, ContestPhase nextPhase,
                            LocalDateTime registrationEndsAt, int firstKept, List<Settled> settled) {
        Map<Long, PackedLog> logs = packedLogs(roundId, settled);
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            writeSettled(t, settled, logs);
            for (Map.Entry<Long, Double> e : points.entrySet()) {
                t.insertInto(ROUND_SCORE).set(ROUND_SCORE.ROUND_ID, roundId).set(ROUND_SCORE.TEAM_ID, e.getKey())
                        .set(ROUND_SCORE.POINTS, e.getValue()).execute();
            }
            t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.TURN, turn).set(ROUND.FINISHED_AT, LocalDateTime.now())
                    .where(ROUND.ID.eq(roundId)).execute();
            t.update(CONTEST).set(CONTEST.PHASE, nextPhase.text()).set(CONTEST.REGISTRATION_ENDS_AT, registrationEndsAt)
                    .where(CONTEST.ID.eq(contestId)).execute();
            packLeftovers(t, roundId);
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
                packLeftovers(t, roundId);
                t.update(MATCH).set(MATCH.STATUS, MatchStatus.VOIDED.text()).set(MATCH.FINISHED_AT, LocalDateTime.now())
                        .where(MATCH.ROUND_ID.eq(roundId)).and(MATCH.STATUS.eq(MatchStatus.RUNNING.text())).execute();
                t.update(ROUND).set(ROUND.STATUS, RoundStatus.FINISHED.text()).set(ROUND.VOIDED, true).set(ROUND.TURN, storedTurn(t, roundId))
                        .set(ROUND.FINISHED_AT, LocalDateTime.now()).where(ROUND.ID.eq(roundId)).execute();
            }
            t.update(CONTEST).set(CONTEST.PHASE, ContestPhase.FINISHED.text()).setNull(CONTEST.REGISTRATION_ENDS_AT).set(CONTEST.PAUSED, false)
                    .where(CONTEST.ID.eq(contestId)).execute();
        });
        if (roundId != null) journals.delete(roundId);
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

    /** Saves a team's entry for a contest's coming rounds, over the one it had. */
    public void saveEntry(long contestId, long teamId, String data) {
        // an upsert on the primary key: MERGE on H2, INSERT ... ON CONFLICT on PostgreSQL (14 has no MERGE)
        LocalDateTime now = LocalDateTime.now();
        sql.insertInto(TEAM_ENTRY, TEAM_ENTRY.CONTEST_ID, TEAM_ENTRY.TEAM_ID, TEAM_ENTRY.DATA, TEAM_ENTRY.SAVED_AT)
                .values(contestId, teamId, data, now)
                .onDuplicateKeyUpdate().set(TEAM_ENTRY.DATA, data).set(TEAM_ENTRY.SAVED_AT, now)
                .execute();
    }

    public Optional<String> entry(long contestId, long teamId) {
        return savedEntry(contestId, teamId).map(SavedEntry::data);
    }

    /** A team's entry for a contest's coming rounds and when it was saved, if it has one. */
    public Optional<SavedEntry> savedEntry(long contestId, long teamId) {
        return sql.select(TEAM_ENTRY.DATA, TEAM_ENTRY.SAVED_AT).from(TEAM_ENTRY)
                .where(TEAM_ENTRY.CONTEST_ID.eq(contestId)).and(TEAM_ENTRY.TEAM_ID.eq(teamId))
                .fetchOptional(r -> new SavedEntry(r.value1(), r.value2()));
    }

    /** The entries a round started with, by team. */
    public Map<Long, String> roundEntries(long roundId) {
        Map<Long, String> entries = new LinkedHashMap<>();
        sql.select(ROUND_ENTRY.TEAM_ID, ROUND_ENTRY.DATA).from(ROUND_ENTRY).where(ROUND_ENTRY.ROUND_ID.eq(roundId))
                .fetch().forEach(r -> entries.put(r.value1(), r.value2()));
        return entries;
    }

    /** Stores a team's log of a match deflated: the lines repeat a few commands, and compress about tenfold. */
    public void saveTeamLog(long matchId, long teamId, String lines) {
        insertTeamLog(sql, matchId, teamId, lines);
    }

    private static void insertTeamLog(DSLContext sql, long matchId, long teamId, String lines) {
        byte[] packed = Packing.text(lines);
        sql.insertInto(TEAM_LOG).set(TEAM_LOG.MATCH_ID, matchId).set(TEAM_LOG.TEAM_ID, teamId).set(TEAM_LOG.PACKED, packed)
                .onDuplicateKeyUpdate().set(TEAM_LOG.PACKED, packed).setNull(TEAM_LOG.LINES).execute();
    }

    public Optional<String> teamLog(long matchId, long teamId) {
        return sql.select(TEAM_LOG.PACKED, TEAM_LOG.LINES).from(TEAM_LOG).where(TEAM_LOG.MATCH_ID.eq(matchId)).and(TEAM_LOG.TEAM_ID.eq(teamId))
                .fetchOptional(r -> r.value1() != null ? Packing.unpackText(r.value1()) : r.value2());
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
        t.deleteFrom(MATCH_LOG).where(MATCH_LOG.MATCH_ID.in(matches)).execute();
        t.deleteFrom(MATCH).where(MATCH.ROUND_ID.in(rounds)).execute();
        t.deleteFrom(ROUND_SCORE).where(ROUND_SCORE.ROUND_ID.in(rounds)).execute();
        t.deleteFrom(ROUND_ENTRY).where(ROUND_ENTRY.ROUND_ID.in(rounds)).execute();
        return t.deleteFrom(ROUND).where(ROUND.ID.in(rounds)).execute();
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

    /** A team's entry for a contest's coming rounds and when it was last saved. */
    public record SavedEntry(String data, LocalDateTime savedAt) {}

    /** The entries the teams of a contest have saved for its coming rounds, by team (teams with none are absent). */
    public Map<Long, SavedEntry> savedEntries(long contestId) {
        Map<Long, SavedEntry> saved = new LinkedHashMap<>();
        sql.select(TEAM_ENTRY.TEAM_ID, TEAM_ENTRY.DATA, TEAM_ENTRY.SAVED_AT).from(TEAM_ENTRY).where(TEAM_ENTRY.CONTEST_ID.eq(contestId))
                .fetch().forEach(r -> saved.put(r.value1(), new SavedEntry(r.value2(), r.value3())));
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
        Integer n = sql.select(org.jooq.impl.DSL.max(ROUND.NUMBER)).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse())
                .fetchOne().value1();
        return n == null ? 0 : n;
    }

    public List<StoredMatch> matches(long roundId) {
        return sql.selectFrom(MATCH).where(MATCH.ROUND_ID.eq(roundId)).orderBy(MATCH.NUMBER).fetch(StoredMatch::from);
    }

    public Optional<StoredMatch> match(long matchId) {
        return sql.selectFrom(MATCH).where(MATCH.ID.eq(matchId)).fetchOptional().map(StoredMatch::from);
    }

    /**
     * RULINGS 8: a practice is private to its team (and the instructor) until the round whose entry it plays has
     * started, i.e. until a counted round of its contest is created after it (round ids grow; both are created under
     * the contest lock). The condition, on a practice round {@code r}.
     */
    private static org.jooq.Condition noRoundSince(arena.store.db.tables.Round r) {
        arena.store.db.tables.Round later = ROUND.as("later");
        return DSL.notExists(DSL.selectOne().from(later).where(later.CONTEST_ID.eq(r.CONTEST_ID)).and(later.PRACTICE.isFalse()).and(later.ID.gt(r.ID)));
    }

    /** The ids of a contest's practice matches still private to their teams (see {@link #noRoundSince}). */
    public java.util.Set<Long> secretPractices(long contestId) {
        arena.store.db.tables.Round r = ROUND.as("r");
        return new java.util.HashSet<>(sql.select(MATCH.ID).from(MATCH).join(r).on(r.ID.eq(MATCH.ROUND_ID))
                .where(r.CONTEST_ID.eq(contestId)).and(r.PRACTICE.isTrue()).and(noRoundSince(r)).fetch(MATCH.ID));
    }

    /** The team a practice match is private to while it is (see {@link #noRoundSince}); empty for any other match. */
    public java.util.OptionalLong secretPracticeOwner(long matchId) {
        arena.store.db.tables.Round r = ROUND.as("r");
        Long owner = sql.select(MATCH.SEAT0_TEAM_ID).from(MATCH).join(r).on(r.ID.eq(MATCH.ROUND_ID))
                .where(MATCH.ID.eq(matchId)).and(MATCH.PRACTICE.isTrue()).and(noRoundSince(r)).fetchOptional(MATCH.SEAT0_TEAM_ID).orElse(null);
        return owner == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(owner);
    }

    /** Matches of running rounds in contests that are not finished, newest first, for the home page. */
    public List<StoredMatch> liveMatches(int limit) {
        return sql.select(MATCH.fields()).from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .where(ROUND.STATUS.eq(RoundStatus.RUNNING.text())).and(MATCH.PRACTICE.isFalse()) // a practice may be private (RULINGS 8)
                .orderBy(MATCH.ID.desc()).limit(limit).fetchInto(MATCH).map(StoredMatch::from);
    }

    /** A match's log in order: packed once it finished, else its round journal's entries. */
    public List<Event> events(long matchId) {
        return sql.select(MATCH_LOG.PACKED).from(MATCH_LOG).where(MATCH_LOG.MATCH_ID.eq(matchId)).fetchOptional(MATCH_LOG.PACKED)
                .map(packed -> Packing.unpackEntries(matchId, packed))
                .orElseGet(() -> unpackedLog(matchId, match(matchId).flatMap(m -> journals.existing(m.roundId())).orElse(null)));
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

    /**
     * Deletes the journals of rounds that are not running: a stop between a round's closing commit and its journal's
     * deletion leaves one behind. Run at start, before any round is recovered.
     */
    public void deleteStaleJournals() {
        journals.deleteAllBut(new java.util.HashSet<>(sql.select(ROUND.ID).from(ROUND).where(ROUND.STATUS.eq(RoundStatus.RUNNING.text())).fetch(ROUND.ID)));
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

    private org.jooq.SelectConditionStep<? extends org.jooq.Record> teamMatches(long contestId, long teamId) {
        return sql.select(MATCH.ID, ROUND.NUMBER, ROUND.VOIDED, MATCH.SEAT0_TEAM_ID, MATCH.STATUS, MATCH.SCORE0, MATCH.SCORE1,
                        SEAT0_TEAM.NAME, SEAT1_TEAM.NAME, MATCH.PRACTICE)
                .from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .join(SEAT0_TEAM).on(SEAT0_TEAM.ID.eq(MATCH.SEAT0_TEAM_ID))
                .join(SEAT1_TEAM).on(SEAT1_TEAM.ID.eq(MATCH.SEAT1_TEAM_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(MATCH.SEAT0_TEAM_ID.eq(teamId).or(MATCH.SEAT1_TEAM_ID.eq(teamId)));
    }

    private static TeamMatch teamMatch(org.jooq.Record r, long teamId) {
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

    public void setVoided(long roundId, boolean voided) {
        sql.update(ROUND).set(ROUND.VOIDED, voided).where(ROUND.ID.eq(roundId)).execute();
    }

    /** A team's standing: its total and its points per round number. */
    public record Standing(long teamId, String team, double total, Map<Integer, Double> rounds) {}

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
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.VOIDED.isFalse()).and(ROUND.PRACTICE.isFalse()).orderBy(ROUND.NUMBER)
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
