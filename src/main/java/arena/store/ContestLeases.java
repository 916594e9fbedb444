package arena.store;

import static arena.store.db.Tables.CONTEST_LEASE;

import java.util.List;
import org.jooq.DSLContext;
import org.jooq.DatePart;
import org.jooq.Field;
import org.jooq.impl.DSL;

/**
 * Leases on contests, so that of several arena processes sharing one database, one runs each contest: a lease names its
 * owner and lasts until a time of the database's clock; the owner renews it, another process may take it once it has
 * expired. Every change is one statement, so two processes asking at once cannot both win.
 */
public final class ContestLeases {
    private final DSLContext sql;

    public ContestLeases(Database db) {
        this.sql = db.sql();
    }

    private static Field<java.time.LocalDateTime> inSeconds(int seconds) {
        return DSL.localDateTimeAdd(DSL.currentLocalDateTime(), seconds, DatePart.SECOND);
    }

    /**
     * Takes or renews the lease of {@code owner} on the contest for {@code seconds}: granted if nobody holds it, if
     * {@code owner} does, or if its holder's lease has expired. Returns whether {@code owner} holds it now.
     */
    public boolean acquire(long contestId, String owner, int seconds) {
        int renewed = sql.update(CONTEST_LEASE).set(CONTEST_LEASE.OWNER, owner).set(CONTEST_LEASE.EXPIRES_AT, inSeconds(seconds))
                .where(CONTEST_LEASE.CONTEST_ID.eq(contestId))
                .and(CONTEST_LEASE.OWNER.eq(owner).or(CONTEST_LEASE.EXPIRES_AT.lt(DSL.currentLocalDateTime())))
                .execute();
        if (renewed == 1) return true;
        int taken = sql.insertInto(CONTEST_LEASE, CONTEST_LEASE.CONTEST_ID, CONTEST_LEASE.OWNER, CONTEST_LEASE.EXPIRES_AT)
                .select(DSL.select(DSL.val(contestId), DSL.val(owner), inSeconds(seconds)))
                .onDuplicateKeyIgnore()
                .execute();
        return taken == 1;
    }

    /** Renews the lease if {@code owner} still holds it; false if it was lost (expired and taken by another). */
    public boolean renew(long contestId, String owner, int seconds) {
        return sql.update(CONTEST_LEASE).set(CONTEST_LEASE.EXPIRES_AT, inSeconds(seconds))
                .where(CONTEST_LEASE.CONTEST_ID.eq(contestId)).and(CONTEST_LEASE.OWNER.eq(owner))
                .execute() == 1;
    }

    /** Lets the contest go (a clean stop, or the contest finished): another process may take it at once. */
    public void release(long contestId, String owner) {
        sql.deleteFrom(CONTEST_LEASE).where(CONTEST_LEASE.CONTEST_ID.eq(contestId)).and(CONTEST_LEASE.OWNER.eq(owner)).execute();
    }

    /** The contests {@code owner} holds a lease on. */
    public List<Long> heldBy(String owner) {
        return sql.select(CONTEST_LEASE.CONTEST_ID).from(CONTEST_LEASE).where(CONTEST_LEASE.OWNER.eq(owner)).fetch(CONTEST_LEASE.CONTEST_ID);
    }

    /** Who holds the contest's lease now, if anyone's has not expired. */
    public java.util.Optional<String> holder(long contestId) {
        return sql.select(CONTEST_LEASE.OWNER).from(CONTEST_LEASE).where(CONTEST_LEASE.CONTEST_ID.eq(contestId))
                .and(CONTEST_LEASE.EXPIRES_AT.ge(DSL.currentLocalDateTime())).fetchOptional(CONTEST_LEASE.OWNER);
    }
}
