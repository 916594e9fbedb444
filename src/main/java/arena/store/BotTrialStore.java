package arena.store;

import static arena.store.db.Tables.HOSTED_TRIAL;

import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jooq.DSLContext;

/**
 * Versions tried in a practice (V14): which version a team's next practice in a contest plays instead of its chosen
 * one. Kept in the store so a practice that resumes after a restart plays what it was started with.
 */
public final class BotTrialStore {
    private final DSLContext sql;

    public BotTrialStore(Database db) {
        this.sql = db.sql();
    }

    /** The team tries this version in its practices of the contest (replacing a version it tried before). */
    public void save(long contestId, long teamId, int version) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            t.deleteFrom(HOSTED_TRIAL).where(HOSTED_TRIAL.CONTEST_ID.eq(contestId).and(HOSTED_TRIAL.TEAM_ID.eq(teamId))).execute();
            t.insertInto(HOSTED_TRIAL).set(HOSTED_TRIAL.CONTEST_ID, contestId).set(HOSTED_TRIAL.TEAM_ID, teamId)
                    .set(HOSTED_TRIAL.VERSION, version).set(HOSTED_TRIAL.TRIED_AT, LocalDateTime.now()).execute();
        });
    }

    /** The versions tried in a contest, by team. */
    public Map<Long, Integer> of(long contestId) {
        Map<Long, Integer> out = new LinkedHashMap<>();
        sql.select(HOSTED_TRIAL.TEAM_ID, HOSTED_TRIAL.VERSION).from(HOSTED_TRIAL).where(HOSTED_TRIAL.CONTEST_ID.eq(contestId))
                .forEach(r -> out.put(r.value1(), r.value2()));
        return out;
    }

    /** Whether any version is being tried anywhere (a look that finds none skips the per-contest reads). */
    public boolean any() {
        return sql.fetchExists(HOSTED_TRIAL);
    }

    /** The trial is over: the team's practices play its chosen version again. Only this version's row goes. */
    public void forget(long contestId, long teamId, int version) {
        sql.deleteFrom(HOSTED_TRIAL).where(HOSTED_TRIAL.CONTEST_ID.eq(contestId).and(HOSTED_TRIAL.TEAM_ID.eq(teamId))
                .and(HOSTED_TRIAL.VERSION.eq(version))).execute();
    }
}
