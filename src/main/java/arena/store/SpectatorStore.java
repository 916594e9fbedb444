package arena.store;

import static arena.store.db.Tables.ENROLLMENT;
import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.ROUND;

import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import java.util.List;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;

/**
 * What spectators' pages read, a page at a time: however many rounds a contest has played, a page asks for a
 * bounded slice (rounds newest first, a round's matches in order) and a version number to poll against.
 */
public final class SpectatorStore {
    private final DSLContext sql;

    public SpectatorStore(Database db) {
        this.sql = db.sql();
    }

    /** A round as listed: its number, status, whether it is voided, and how many of its matches are done. */
    public record RoundLine(int number, RoundStatus status, boolean voided, int matches, int finished) {}

    /** A match as listed: id, number in its round, teams by seat, status, scores (null until finished), summary. */
    public record MatchLine(long id, int number, long seat0, long seat1, MatchStatus status, Double score0, Double score1, String summary) {}

    /**
     * One number that changes whenever the contest's results may have: a round created, finished or voided, a
     * match finished, a team enrolled. Pages hold it and are told "nothing new" while it stands.
     */
    public long resultsVersion(long contestId) {
        var roundIds = DSL.select(ROUND.ID).from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse());
        var r = sql.select(
                        DSL.selectCount().from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).asField(),
                        DSL.selectCount().from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).and(ROUND.STATUS.eq(RoundStatus.FINISHED.text())).asField(),
                        DSL.selectCount().from(ROUND).where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).and(ROUND.VOIDED.isTrue()).asField(),
                        DSL.selectCount().from(MATCH).where(MATCH.ROUND_ID.in(roundIds)).and(MATCH.STATUS.eq(MatchStatus.FINISHED.text())).asField(),
                        DSL.selectCount().from(ENROLLMENT).where(ENROLLMENT.CONTEST_ID.eq(contestId)).asField())
                .fetchOne();
        long v = 0;
        for (int i = 0; i < r.size(); i++) v = v * 1_000_003L + ((Number) r.get(i)).longValue();
        return v;
    }

    public int roundCount(long contestId) {
        return sql.fetchCount(ROUND, ROUND.CONTEST_ID.eq(contestId).and(ROUND.PRACTICE.isFalse()));
    }

    /** Rounds newest first, {@code limit} of them after skipping {@code offset}. */
    public List<RoundLine> rounds(long contestId, int offset, int limit) {
        var finished = DSL.count().filterWhere(MATCH.STATUS.eq(MatchStatus.FINISHED.text()));
        return sql.select(ROUND.NUMBER, ROUND.STATUS, ROUND.VOIDED, DSL.count(MATCH.ID), finished)
                .from(ROUND).leftJoin(MATCH).on(MATCH.ROUND_ID.eq(ROUND.ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse())
                .groupBy(ROUND.ID, ROUND.NUMBER, ROUND.STATUS, ROUND.VOIDED)
                .orderBy(ROUND.NUMBER.desc()).limit(limit).offset(offset)
                .fetch(x -> new RoundLine(x.value1(), RoundStatus.fromText(x.value2()), Boolean.TRUE.equals(x.value3()), x.value4(), x.value5()));
    }

    /** One round as listed, by its number. */
    public java.util.Optional<RoundLine> round(long contestId, int number) {
        var finished = DSL.count().filterWhere(MATCH.STATUS.eq(MatchStatus.FINISHED.text()));
        return sql.select(ROUND.NUMBER, ROUND.STATUS, ROUND.VOIDED, DSL.count(MATCH.ID), finished)
                .from(ROUND).leftJoin(MATCH).on(MATCH.ROUND_ID.eq(ROUND.ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).and(ROUND.NUMBER.eq(number))
                .groupBy(ROUND.ID, ROUND.NUMBER, ROUND.STATUS, ROUND.VOIDED)
                .fetchOptional(x -> new RoundLine(x.value1(), RoundStatus.fromText(x.value2()), Boolean.TRUE.equals(x.value3()), x.value4(), x.value5()));
    }

    /** A round's matches in order, {@code limit} of them after skipping {@code offset}. */
    public List<MatchLine> matches(long contestId, int round, int offset, int limit) {
        return sql.select(MATCH.ID, MATCH.NUMBER, MATCH.SEAT0_TEAM_ID, MATCH.SEAT1_TEAM_ID, MATCH.STATUS, MATCH.SCORE0, MATCH.SCORE1, MATCH.SUMMARY)
                .from(MATCH).join(ROUND).on(ROUND.ID.eq(MATCH.ROUND_ID))
                .where(ROUND.CONTEST_ID.eq(contestId)).and(ROUND.PRACTICE.isFalse()).and(ROUND.NUMBER.eq(round))
                .orderBy(MATCH.NUMBER).limit(limit).offset(offset)
                .fetch(x -> new MatchLine(x.value1(), x.value2(), x.value3(), x.value4(), MatchStatus.fromText(x.value5()), x.value6(), x.value7(), x.value8()));
    }
}
