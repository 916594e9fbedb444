package arena.web;

import arena.store.SpectatorStore;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How far a contest's results have moved, as one number: pages that poll for standings and rounds send the
 * number they hold and get "204 nothing new" while it stands still. The store is asked at most once a second
 * per contest, whatever the number of spectators.
 */
final class ContestPulse {
    private static final long FRESH_NANOS = 1_000_000_000L;

    private record Reading(long version, long at) {}

    private final SpectatorStore store;
    private final ConcurrentHashMap<Long, Reading> readings = new ConcurrentHashMap<>();

    ContestPulse(SpectatorStore store) {
        this.store = store;
    }

    /** The results' version of a contest: changes when a round starts, ends or is voided, or a match ends. */
    long version(long contestId) {
        long now = System.nanoTime();
        Reading r = readings.get(contestId);
        if (r != null && now - r.at() < FRESH_NANOS) return r.version();
        Reading fresh = new Reading(store.resultsVersion(contestId), now);
        readings.put(contestId, fresh);
        return fresh.version();
    }
}
