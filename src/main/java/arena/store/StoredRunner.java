package arena.store;

import java.time.LocalDateTime;

/**
 * A runner as the store knows it (V17): its name, when it was made and revoked, what it said at its start (its slots,
 * whether its sandbox works and why not), and when it was last heard from; {@code heardMillisAgo} is counted on the
 * database's clock (-1: never heard from), so every arena process sharing the database judges it alike.
 */
public record StoredRunner(long id, String name, LocalDateTime createdAt, LocalDateTime revokedAt, int slots, boolean sandboxOk,
                           String sandboxNote, java.util.Set<String> languages, LocalDateTime startedAt, LocalDateTime lastBeatAt, int busy, long heardMillisAgo) {

    public boolean revoked() {
        return revokedAt != null;
    }

    /** Heard from within the lease's length, not revoked: its leases hold. */
    public boolean alive(long leaseMillis) {
        return !revoked() && heardMillisAgo >= 0 && heardMillisAgo <= leaseMillis;
    }

    /** Alive, with a working sandbox and slots: it may be given bots. */
    public boolean takesWork(long leaseMillis) {
        return alive(leaseMillis) && sandboxOk && slots > 0;
    }

    /** It may be given a bot of this language: it takes work and offers the language. */
    public boolean takesWork(long leaseMillis, String language) {
        return takesWork(leaseMillis) && languages.contains(language);
    }
}
