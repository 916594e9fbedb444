package arena.store;

import static arena.store.db.Tables.SCRIMMAGE;
import static arena.store.db.Tables.SCRIMMAGE_POLICY;
import static arena.store.db.Tables.TEAM;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.jooq.DSLContext;
import org.jooq.Record;

/**
 * Issue 43, scrimmages (V27): what teams asked of each other, how each was answered, and how each team answers all of
 * them in a contest. A scrimmage's state changes only where it is what it was read as (a conditional update), so two
 * answers to one ask never both count.
 */
public final class ScrimmageStore {
    /** Waiting for the asked team's answer. */
    public static final String WAITING = "waiting";
    /** Accepted, its match being started: a second answer finds it taken. */
    public static final String STARTING = "starting";
    public static final String ACCEPTED = "accepted";
    public static final String REFUSED = "refused";

    private final DSLContext sql;

    public ScrimmageStore(Database db) {
        this.sql = db.sql();
    }

    /** An ask as stored, with both teams' names. {@code askingVersion}, {@code askedVersion}: null for the team's own bot. */
    public record StoredScrimmage(long id, long contestId, long askingTeamId, String askingTeam, Integer askingVersion, long askedTeamId,
                                  String askedTeam, Integer askedVersion, String status, Long matchId, LocalDateTime askedAt) {}

    /** Stores an ask, waiting or (by the asked team's policy) refused at once; its id. */
    public long ask(long contestId, long askingTeamId, Integer askingVersion, long askedTeamId, String status) {
        LocalDateTime now = LocalDateTime.now();
        return sql.insertInto(SCRIMMAGE).set(SCRIMMAGE.CONTEST_ID, contestId).set(SCRIMMAGE.ASKING_TEAM_ID, askingTeamId)
                .set(SCRIMMAGE.ASKING_VERSION, askingVersion).set(SCRIMMAGE.ASKED_TEAM_ID, askedTeamId).set(SCRIMMAGE.STATUS, status)
                .set(SCRIMMAGE.ASKED_AT, now).set(SCRIMMAGE.ANSWERED_AT, status.equals(WAITING) ? null : now)
                .returningResult(SCRIMMAGE.ID).fetchOne().value1();
    }

    /** How many scrimmages a team has asked for in a contest since a moment (the hourly limit). */
    public int askedSince(long contestId, long teamId, LocalDateTime since) {
        return sql.fetchCount(SCRIMMAGE, SCRIMMAGE.CONTEST_ID.eq(contestId).and(SCRIMMAGE.ASKING_TEAM_ID.eq(teamId)).and(SCRIMMAGE.ASKED_AT.ge(since)));
    }

    /** When the oldest of a team's asks since a moment was made (the hourly limit's next free place), if any. */
    public Optional<LocalDateTime> oldestAskSince(long contestId, long teamId, LocalDateTime since) {
        return sql.select(org.jooq.impl.DSL.min(SCRIMMAGE.ASKED_AT)).from(SCRIMMAGE)
                .where(SCRIMMAGE.CONTEST_ID.eq(contestId)).and(SCRIMMAGE.ASKING_TEAM_ID.eq(teamId)).and(SCRIMMAGE.ASKED_AT.ge(since))
                .fetchOptional(r -> r.value1());
    }

    public Optional<StoredScrimmage> find(long id) {
        return select().where(SCRIMMAGE.ID.eq(id)).fetchOptional(ScrimmageStore::of);
    }

    /** A team's scrimmages in a contest, asked by it or of it, newest first. */
    public List<StoredScrimmage> of(long contestId, long teamId, int limit) {
        return select().where(SCRIMMAGE.CONTEST_ID.eq(contestId))
                .and(SCRIMMAGE.ASKING_TEAM_ID.eq(teamId).or(SCRIMMAGE.ASKED_TEAM_ID.eq(teamId)))
                .orderBy(SCRIMMAGE.ID.desc()).limit(limit).fetch(ScrimmageStore::of);
    }

    /** Moves an ask from one state to another, only if it is in the first: whether it was. */
    public boolean move(long id, String from, String to) {
        return sql.update(SCRIMMAGE).set(SCRIMMAGE.STATUS, to).set(SCRIMMAGE.ANSWERED_AT, to.equals(WAITING) ? null : LocalDateTime.now())
                .where(SCRIMMAGE.ID.eq(id)).and(SCRIMMAGE.STATUS.eq(from)).execute() == 1;
    }

    /** An ask being started was started: its match, and the version the asked team plays (null: its own bot). */
    public void started(long id, Integer askedVersion, long matchId) {
        sql.update(SCRIMMAGE).set(SCRIMMAGE.STATUS, ACCEPTED).set(SCRIMMAGE.ASKED_VERSION, askedVersion).set(SCRIMMAGE.MATCH_ID, matchId)
                .where(SCRIMMAGE.ID.eq(id)).and(SCRIMMAGE.STATUS.eq(STARTING)).execute();
    }

    /** How a team answers the scrimmages asked of it in a contest: {@code accept all}, {@code refuse all}, or (none) each by hand. */
    public Optional<String> policy(long contestId, long teamId) {
        return sql.select(SCRIMMAGE_POLICY.POLICY).from(SCRIMMAGE_POLICY)
                .where(SCRIMMAGE_POLICY.CONTEST_ID.eq(contestId)).and(SCRIMMAGE_POLICY.TEAM_ID.eq(teamId)).fetchOptional(SCRIMMAGE_POLICY.POLICY);
    }

    /** Sets a team's policy in a contest; null: it answers each ask by hand. */
    public void setPolicy(long contestId, long teamId, String policy) {
        if (policy == null) {
            sql.deleteFrom(SCRIMMAGE_POLICY).where(SCRIMMAGE_POLICY.CONTEST_ID.eq(contestId)).and(SCRIMMAGE_POLICY.TEAM_ID.eq(teamId)).execute();
            return;
        }
        sql.insertInto(SCRIMMAGE_POLICY, SCRIMMAGE_POLICY.CONTEST_ID, SCRIMMAGE_POLICY.TEAM_ID, SCRIMMAGE_POLICY.POLICY).values(contestId, teamId, policy)
                .onDuplicateKeyUpdate().set(SCRIMMAGE_POLICY.POLICY, policy).execute();
    }

    private org.jooq.SelectJoinStep<Record> select() {
        var asking = TEAM.as("asking");
        var asked = TEAM.as("asked");
        return sql.select(SCRIMMAGE.fields()).select(asking.NAME, asked.NAME).from(SCRIMMAGE)
                .join(asking).on(asking.ID.eq(SCRIMMAGE.ASKING_TEAM_ID)).join(asked).on(asked.ID.eq(SCRIMMAGE.ASKED_TEAM_ID));
    }

    private static StoredScrimmage of(Record r) {
        return new StoredScrimmage(r.get(SCRIMMAGE.ID), r.get(SCRIMMAGE.CONTEST_ID), r.get(SCRIMMAGE.ASKING_TEAM_ID), r.get(TEAM.as("asking").NAME),
                r.get(SCRIMMAGE.ASKING_VERSION), r.get(SCRIMMAGE.ASKED_TEAM_ID), r.get(TEAM.as("asked").NAME), r.get(SCRIMMAGE.ASKED_VERSION),
                r.get(SCRIMMAGE.STATUS), r.get(SCRIMMAGE.MATCH_ID), r.get(SCRIMMAGE.ASKED_AT));
    }
}
