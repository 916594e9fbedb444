package arena.hosted;

import arena.botport.RunnerLogins;
import arena.store.RunnerStore;
import arena.store.StoredLease;
import arena.store.StoredRunner;
import java.util.List;
import java.util.Optional;

/**
 * The bot port's check of a runner's logins (issue 30), from the store: a runner's token (not revoked) and a lease of
 * that team's bot in that contest to that runner. A grant holds while both do; the bot port asks every second for each
 * runner's connection, answered from the leases read at most every {@value #READ_MILLIS} ms.
 */
public final class RunnerGrants implements RunnerLogins {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(RunnerGrants.class);
    static final long READ_MILLIS = 1000;
    private final RunnerStore store;
    private final RunnerTokens tokens;
    private volatile Snapshot snapshot = new Snapshot(List.of(), 0);

    private record Snapshot(List<StoredLease> leases, long readAt) {}

    public RunnerGrants(RunnerStore store) {
        this.store = store;
        this.tokens = new RunnerTokens(store);
    }

    @Override
    public Optional<Grant> grant(String token, String team, String contest) {
        Optional<StoredRunner> runner = tokens.runner(token);
        if (runner.isEmpty()) return Optional.empty();
        for (StoredLease l : store.leasesOf(runner.get().id())) {
            if (l.team().equals(team) && l.contest().equals(contest)) {
                return Optional.of(new Grant(runner.get().id(), l.teamId(), l.team(), l.contest(), l.timeFactor()));
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean holds(Grant grant) {
        Snapshot s = snapshot;
        long now = System.nanoTime();
        if (s.readAt() == 0 || now - s.readAt() > READ_MILLIS * 1_000_000) {
            try {
                s = new Snapshot(store.leases(), now); // a revoked runner's leases are gone with its revocation
                snapshot = s;
            } catch (RuntimeException e) {
                // the database away: the connections play on by the leases last read (the contests pause meanwhile)
                LOG.warn("the runners' leases could not be read; judged by the last read", e);
            }
        }
        for (StoredLease l : s.leases()) {
            if (l.runnerId() == grant.runnerId() && l.teamId() == grant.teamId() && l.contest().equals(grant.contest())) return true;
        }
        return false;
    }
}
