package arena.store;

import static arena.store.db.Tables.RUNNER;
import static arena.store.db.Tables.RUNNER_LEASE;

import arena.store.db.tables.records.RunnerLeaseRecord;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.impl.DSL;

/**
 * Runners and their leases (V17, issue 30). Times that decide whether a runner is alive are the database's clock
 * ({@code CURRENT_TIMESTAMP}), as the contests' leases are, so that several arena processes judge a runner alike.
 */
public final class RunnerStore {
    private final DSLContext sql;

    public RunnerStore(Database db) {
        this.sql = db.sql();
    }

    /** A new runner known by the SHA-256 of its token; its id. */
    public long create(String name, String tokenHash) {
        return sql.insertInto(RUNNER).set(RUNNER.NAME, name).set(RUNNER.TOKEN_HASH, tokenHash)
                .set(RUNNER.CREATED_AT, DSL.currentLocalDateTime()).returning(RUNNER.ID).fetchOne().getId();
    }

    /** Revokes a runner: its token is refused from now on and its leases end (its bots are handed elsewhere). */
    public boolean revoke(long id) {
        return sql.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            int n = t.update(RUNNER).set(RUNNER.REVOKED_AT, DSL.currentLocalDateTime()).where(RUNNER.ID.eq(id)).and(RUNNER.REVOKED_AT.isNull()).execute();
            t.deleteFrom(RUNNER_LEASE).where(RUNNER_LEASE.RUNNER_ID.eq(id)).execute();
            return n == 1;
        });
    }

    private static final Field<LocalDateTime> NOW = DSL.currentLocalDateTime().as("now");

    /** The runner whose token has this hash, unless revoked. */
    public Optional<StoredRunner> byTokenHash(String tokenHash) {
        return sql.select(RUNNER.asterisk(), NOW).from(RUNNER).where(RUNNER.TOKEN_HASH.eq(tokenHash)).and(RUNNER.REVOKED_AT.isNull())
                .fetchOptional().map(RunnerStore::runner);
    }

    public Optional<StoredRunner> byId(long id) {
        return sql.select(RUNNER.asterisk(), NOW).from(RUNNER).where(RUNNER.ID.eq(id)).fetchOptional().map(RunnerStore::runner);
    }

    /** Every runner, revoked ones included (the console shows them), oldest first. */
    public List<StoredRunner> all() {
        return sql.select(RUNNER.asterisk(), NOW).from(RUNNER).orderBy(RUNNER.ID).fetch(RunnerStore::runner);
    }

    private static StoredRunner runner(Record r) {
        LocalDateTime now = r.get(NOW);
        LocalDateTime beat = r.get(RUNNER.LAST_BEAT_AT);
        long ago = beat == null || now == null ? -1 : Math.max(0, java.time.Duration.between(beat, now).toMillis());
        return new StoredRunner(r.get(RUNNER.ID), r.get(RUNNER.NAME), r.get(RUNNER.CREATED_AT), r.get(RUNNER.REVOKED_AT), r.get(RUNNER.SLOTS),
                r.get(RUNNER.SANDBOX_OK), r.get(RUNNER.SANDBOX_NOTE), languages(r.get(RUNNER.LANGUAGES)), r.get(RUNNER.STARTED_AT), beat, r.get(RUNNER.BUSY), ago);
    }

    private static java.util.Set<String> languages(String text) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (String id : text.split(",")) if (!id.isBlank()) out.add(id.strip());
        return out;
    }

    /**
     * A runner's start: its slots, its sandbox's self-test and the languages it offers. Its leases from before are not running any more (its
     * bots of a former life died with it); they are started again from its next beat's answer.
     */
    public void hello(long id, int slots, boolean sandboxOk, String sandboxNote, java.util.Collection<String> languages) {
        String offered = String.join(",", new java.util.TreeSet<>(languages));
        if (offered.length() > 1000) throw new IllegalArgumentException("a runner offers at most 1000 characters of language ids");
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            t.update(RUNNER).set(RUNNER.SLOTS, slots).set(RUNNER.SANDBOX_OK, sandboxOk)
                    .set(RUNNER.SANDBOX_NOTE, sandboxNote.length() > 2000 ? sandboxNote.substring(0, 2000) : sandboxNote)
                    .set(RUNNER.LANGUAGES, offered).set(RUNNER.STARTED_AT, DSL.currentLocalDateTime()).set(RUNNER.LAST_BEAT_AT, DSL.currentLocalDateTime()).set(RUNNER.BUSY, 0)
                    .where(RUNNER.ID.eq(id)).execute();
            t.update(RUNNER_LEASE).setNull(RUNNER_LEASE.RUNNING_SINCE).where(RUNNER_LEASE.RUNNER_ID.eq(id)).execute();
        });
    }

    /** A runner's beat: it is alive, has this many processes running, and runs these leases' bots now. */
    public void beat(long id, int busy, Set<LeaseKey> running) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            t.update(RUNNER).set(RUNNER.LAST_BEAT_AT, DSL.currentLocalDateTime()).set(RUNNER.BUSY, busy).where(RUNNER.ID.eq(id)).execute();
            for (RunnerLeaseRecord l : t.selectFrom(RUNNER_LEASE).where(RUNNER_LEASE.RUNNER_ID.eq(id)).fetch()) {
                boolean runs = running.contains(new LeaseKey(l.getTeamId(), l.getContestSlug()));
                if (runs && l.getRunningSince() == null) {
                    t.update(RUNNER_LEASE).set(RUNNER_LEASE.RUNNING_SINCE, DSL.currentLocalDateTime()).where(key(l)).execute();
                } else if (!runs && l.getRunningSince() != null) {
                    t.update(RUNNER_LEASE).setNull(RUNNER_LEASE.RUNNING_SINCE).where(key(l)).execute();
                }
            }
        });
    }

    private static org.jooq.Condition key(RunnerLeaseRecord l) {
        return RUNNER_LEASE.TEAM_ID.eq(l.getTeamId()).and(RUNNER_LEASE.CONTEST_ID.eq(l.getContestId()));
    }

    /** Which bot of a runner's: a team in a contest. */
    public record LeaseKey(long teamId, String contest) {}

    /**
     * Gives a team's bot in a contest to a runner, or changes what it runs (another version): one row per team and
     * contest, so a bot is never given to two runners at once. Since stays when the runner, the version and the bot port
     * stay.
     */
    public void lease(StoredLease l) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            RunnerLeaseRecord old = t.selectFrom(RUNNER_LEASE).where(RUNNER_LEASE.TEAM_ID.eq(l.teamId())).and(RUNNER_LEASE.CONTEST_ID.eq(l.contestId()))
                    .forUpdate().fetchOne();
            // the same runner, version and bot port: nothing changes (a process that took the contest over gives its own port)
            if (old != null && old.getRunnerId() == l.runnerId() && old.getVersion() == l.version() && old.getSourceHash().equals(l.sourceHash())
                    && old.getBotPort() == l.botPort()) return;
            if (old != null) t.deleteFrom(RUNNER_LEASE).where(key(old)).execute();
            t.insertInto(RUNNER_LEASE).set(RUNNER_LEASE.TEAM_ID, l.teamId()).set(RUNNER_LEASE.CONTEST_ID, l.contestId())
                    .set(RUNNER_LEASE.RUNNER_ID, l.runnerId()).set(RUNNER_LEASE.TEAM_NAME, l.team()).set(RUNNER_LEASE.CONTEST_SLUG, l.contest())
                    .set(RUNNER_LEASE.PROGRAM, l.program()).set(RUNNER_LEASE.LANGUAGE, l.language()).set(RUNNER_LEASE.VERSION, l.version())
                    .set(RUNNER_LEASE.SOURCE_HASH, l.sourceHash()).set(RUNNER_LEASE.TIME_FACTOR, l.timeFactor()).set(RUNNER_LEASE.BOT_PORT, l.botPort())
                    .set(RUNNER_LEASE.SINCE, DSL.currentLocalDateTime()).execute();
        });
    }

    /** Ends a lease, if that runner still holds it. */
    public void release(long teamId, long contestId, long runnerId) {
        sql.deleteFrom(RUNNER_LEASE).where(RUNNER_LEASE.TEAM_ID.eq(teamId)).and(RUNNER_LEASE.CONTEST_ID.eq(contestId))
                .and(RUNNER_LEASE.RUNNER_ID.eq(runnerId)).execute();
    }

    /** The bots given to a runner. */
    public List<StoredLease> leasesOf(long runnerId) {
        return sql.selectFrom(RUNNER_LEASE).where(RUNNER_LEASE.RUNNER_ID.eq(runnerId)).orderBy(RUNNER_LEASE.SINCE).fetch(RunnerStore::lease);
    }

    /** Every lease (the console, and the arena's hand-out: which runner holds which team). */
    public List<StoredLease> leases() {
        return sql.selectFrom(RUNNER_LEASE).orderBy(RUNNER_LEASE.RUNNER_ID, RUNNER_LEASE.SINCE).fetch(RunnerStore::lease);
    }

    private static StoredLease lease(RunnerLeaseRecord r) {
        return new StoredLease(r.getTeamId(), r.getContestId(), r.getRunnerId(), r.getTeamName(), r.getContestSlug(), r.getProgram(),
                r.getLanguage(), r.getVersion(), r.getSourceHash(), r.getTimeFactor(), r.getBotPort(), r.getSince(), r.getRunningSince());
    }
}
