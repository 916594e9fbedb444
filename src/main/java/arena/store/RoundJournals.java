package arena.store;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The journals of the running rounds ({@link RoundJournal}), kept where {@link JournalPlace} says, each opened once. */
final class RoundJournals implements AutoCloseable {
    private final JournalPlace place;
    private final ConcurrentHashMap<Long, RoundJournal> open = new ConcurrentHashMap<>();

    RoundJournals(JournalPlace place) {
        this.place = place;
    }

    /** The round's journal, opened (and read back) at its first use, created if it has none yet. */
    RoundJournal of(long roundId) {
        return open.computeIfAbsent(roundId, id -> RoundJournal.over(place.frames(id)));
    }

    /** The round's journal if it has one (read as it is now, if another process writes it: see {@link JournalPlace#shared}). */
    Optional<RoundJournal> existing(long roundId) {
        RoundJournal j = open.get(roundId);
        if (j != null) return Optional.of(j);
        if (!place.has(roundId)) return Optional.empty();
        return Optional.of(place.shared() ? RoundJournal.over(place.frames(roundId)) : of(roundId));
    }

    /**
     * A new round starts: frames left under its number are not its own (a round whose creation was not kept), so they
     * go before the round's first turn.
     */
    void startFresh(long roundId) {
        RoundJournal stale = open.remove(roundId);
        if (stale != null) stale.close();
        if (place.has(roundId)) place.frames(roundId).delete();
        of(roundId);
    }

    /** The round's logs are all in the database: its journal goes. */
    void delete(long roundId) {
        RoundJournal j = open.remove(roundId);
        if (j != null) j.delete();
        else if (place.has(roundId)) place.frames(roundId).delete();
    }

    /** The rounds that have a journal. */
    List<Long> rounds() {
        return place.rounds();
    }

    /** Deletes the journals of rounds that are not running (a stop came between a round's end and its journal's deletion). */
    void deleteAllBut(Set<Long> running) {
        for (long round : rounds()) if (!running.contains(round)) delete(round);
    }

    /** Entries and their counted bytes held in the open journals. */
    long[] usage() {
        long entries = 0, bytes = 0;
        for (RoundJournal j : open.values()) {
            long[] u = j.usage();
            entries += u[0];
            bytes += u[1];
        }
        return new long[] {entries, bytes};
    }

    @Override
    public void close() {
        open.values().forEach(RoundJournal::close);
        open.clear();
    }
}
