package arena.store;

import static arena.store.db.Tables.ENROLLMENT;
import static arena.store.db.Tables.MARKING_RULE;
import static arena.store.db.Tables.STAFF_BOT;
import static arena.store.db.Tables.TEAM;

import java.time.LocalDateTime;
import java.util.List;
import org.jooq.DSLContext;

/**
 * A contest's staff bots and its marking rules (issue 43, V26): the teams its staff own, each with a level, and the
 * rules a team's mark is computed by.
 */
public final class StaffStore {
    private final DSLContext sql;

    public StaffStore(Database db) {
        this.sql = db.sql();
    }

    /**
     * A staff bot as the contest knows it: its team and level; {@code houseBot} when a house bot stands as it; {@code
     * shown}: in the standings (marked as staff), else left out of them.
     */
    public record StaffBot(long teamId, String name, String level, String houseBot, boolean shown) {}

    /** A rule: winning at least {@code minPercent} of the matches against the staff bots of {@code level} earns {@code points}. */
    public record Rule(String level, int minPercent, double points) {}

    /**
     * Makes an existing team a staff bot of the contest at a level (or gives it a new level), enrolled in the same
     * transaction: a staff bot is never left half made.
     */
    public void makeStaffBot(long contestId, long teamId, String level, boolean shown) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            t.insertInto(ENROLLMENT).set(ENROLLMENT.CONTEST_ID, contestId).set(ENROLLMENT.TEAM_ID, teamId)
                    .set(ENROLLMENT.ENROLLED_AT, LocalDateTime.now()).onDuplicateKeyIgnore().execute();
            int changed = t.update(STAFF_BOT).set(STAFF_BOT.LEVEL, level).set(STAFF_BOT.SHOWN, shown)
                    .where(STAFF_BOT.CONTEST_ID.eq(contestId)).and(STAFF_BOT.TEAM_ID.eq(teamId)).execute();
            if (changed == 0) {
                t.insertInto(STAFF_BOT).set(STAFF_BOT.CONTEST_ID, contestId).set(STAFF_BOT.TEAM_ID, teamId)
                        .set(STAFF_BOT.LEVEL, level).set(STAFF_BOT.SHOWN, shown).set(STAFF_BOT.CREATED_AT, LocalDateTime.now()).execute();
            }
        });
    }

    /** The contest's staff bots, in the order they were made. */
    public List<StaffBot> staffBots(long contestId) {
        return staffBots(sql, contestId);
    }

    /** The same, on a given connection (the standings read them with their own query). */
    static List<StaffBot> staffBots(DSLContext sql, long contestId) {
        return sql.select(TEAM.ID, TEAM.NAME, STAFF_BOT.LEVEL, TEAM.HOUSE_BOT, STAFF_BOT.SHOWN).from(STAFF_BOT).join(TEAM).on(TEAM.ID.eq(STAFF_BOT.TEAM_ID))
                .where(STAFF_BOT.CONTEST_ID.eq(contestId)).orderBy(STAFF_BOT.CREATED_AT, TEAM.ID)
                .fetch(r -> new StaffBot(r.value1(), r.value2(), r.value3(), r.value4(), Boolean.TRUE.equals(r.value5())));
    }

    /** Whether a team is a staff bot of the contest. */
    public boolean isStaffBot(long contestId, long teamId) {
        return sql.fetchExists(STAFF_BOT, STAFF_BOT.CONTEST_ID.eq(contestId).and(STAFF_BOT.TEAM_ID.eq(teamId)));
    }

    /** Replaces the contest's marking rules by these, in this order, in one transaction. */
    public void replaceRules(long contestId, List<Rule> rules) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            t.deleteFrom(MARKING_RULE).where(MARKING_RULE.CONTEST_ID.eq(contestId)).execute();
            for (int i = 0; i < rules.size(); i++) {
                Rule r = rules.get(i);
                t.insertInto(MARKING_RULE).set(MARKING_RULE.CONTEST_ID, contestId).set(MARKING_RULE.POSITION, i + 1)
                        .set(MARKING_RULE.LEVEL, r.level()).set(MARKING_RULE.MIN_PERCENT, r.minPercent()).set(MARKING_RULE.POINTS, r.points())
                        .execute();
            }
        });
    }

    public List<Rule> rules(long contestId) {
        return sql.select(MARKING_RULE.LEVEL, MARKING_RULE.MIN_PERCENT, MARKING_RULE.POINTS).from(MARKING_RULE)
                .where(MARKING_RULE.CONTEST_ID.eq(contestId)).orderBy(MARKING_RULE.POSITION)
                .fetch(r -> new Rule(r.value1(), r.value2(), r.value3()));
    }
}
