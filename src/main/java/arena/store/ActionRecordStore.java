package arena.store;

import static arena.store.db.Tables.ACTION_RECORD;
import static arena.store.db.Tables.CONTEST;

import java.time.LocalDateTime;
import java.util.List;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;

/** The record of who did what (issue 42, V22): appended to, never changed. */
public final class ActionRecordStore {
    /** The longest detail kept: a change's words, cut, never a body. */
    public static final int MAX_DETAIL = 1000;
    private final DSLContext sql;

    public ActionRecordStore(Database db) {
        this.sql = db.sql();
    }

    public void add(String actorKind, String actor, Long contestId, String action, String detail) {
        add(actorKind, actor, null, contestId, action, detail);
    }

    /**
     * Appends a line about a team.
     *
     * @param team the team the line is about (a member acting for it, or the team itself; issue 42), or null
     */
    public void add(String actorKind, String actor, String team, Long contestId, String action, String detail) {
        sql.insertInto(ACTION_RECORD)
                .set(ACTION_RECORD.TEAM, team == null ? null : cut(team, 32))
                .set(ACTION_RECORD.ACTED_AT, LocalDateTime.now())
                .set(ACTION_RECORD.ACTOR_KIND, actorKind)
                .set(ACTION_RECORD.ACTOR, cut(actor, 64))
                .set(ACTION_RECORD.CONTEST_ID, contestId)
                .set(ACTION_RECORD.ACTION, cut(action, 200))
                .set(ACTION_RECORD.DETAIL, detail == null || detail.isEmpty() ? null : cut(detail, MAX_DETAIL))
                .execute();
    }

    /**
     * The newest lines first, at most {@code limit}, of one contest (null: all) and one person (null: everyone; a name
     * as the record keeps it, without regard to case).
     */
    public List<StoredAction> newest(Long contestId, String actor, int limit) {
        Condition where = DSL.trueCondition();
        if (contestId != null) where = where.and(ACTION_RECORD.CONTEST_ID.eq(contestId));
        if (actor != null) where = where.and(ACTION_RECORD.ACTOR.equalIgnoreCase(actor));
        return sql.select(ACTION_RECORD.ID, ACTION_RECORD.ACTED_AT, ACTION_RECORD.ACTOR_KIND, ACTION_RECORD.ACTOR, CONTEST.SLUG,
                        ACTION_RECORD.ACTION, ACTION_RECORD.DETAIL)
                .from(ACTION_RECORD).leftJoin(CONTEST).on(CONTEST.ID.eq(ACTION_RECORD.CONTEST_ID))
                .where(where).orderBy(ACTION_RECORD.ID.desc()).limit(limit)
                .fetch(r -> new StoredAction(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6(), r.value7()));
    }

    /** The newest lines about a team in a contest (issue 42: its page says which member did what), at most {@code limit}. */
    public List<StoredAction> ofTeam(long contestId, String team, int limit) {
        return sql.select(ACTION_RECORD.ID, ACTION_RECORD.ACTED_AT, ACTION_RECORD.ACTOR_KIND, ACTION_RECORD.ACTOR, CONTEST.SLUG,
                        ACTION_RECORD.ACTION, ACTION_RECORD.DETAIL)
                .from(ACTION_RECORD).leftJoin(CONTEST).on(CONTEST.ID.eq(ACTION_RECORD.CONTEST_ID))
                .where(ACTION_RECORD.TEAM.eq(team)).and(ACTION_RECORD.CONTEST_ID.eq(contestId))
                .orderBy(ACTION_RECORD.ID.desc()).limit(limit)
                .fetch(r -> new StoredAction(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6(), r.value7()));
    }

    /** Everyone who appears in the record, for the console's choice of a person. */
    public List<String> actors() {
        return sql.selectDistinct(ACTION_RECORD.ACTOR).from(ACTION_RECORD).orderBy(ACTION_RECORD.ACTOR).fetch(ACTION_RECORD.ACTOR);
    }

    private static String cut(String text, int max) {
        return text.length() > max ? text.substring(0, max) : text;
    }
}
