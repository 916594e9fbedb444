package arena.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The journals of the running rounds ({@link RoundJournal}), one file each in the data folder's {@code journal/}, opened once. */
final class RoundJournals implements AutoCloseable {
    private static final Pattern NAME = Pattern.compile("round-(\\d+)\\.journal");

    private final Path dir;
    private final ConcurrentHashMap<Long, RoundJournal> open = new ConcurrentHashMap<>();

    RoundJournals(Path dir) {
        this.dir = dir;
    }

    private Path file(long roundId) {
        return dir.resolve("round-" + roundId + ".journal");
    }

    /** The round's journal, opened (and read back) at its first use, created if it has none yet. */
    RoundJournal of(long roundId) {
        return open.computeIfAbsent(roundId, id -> RoundJournal.open(file(id)));
    }

    /** The round's journal if it has one. */
    Optional<RoundJournal> existing(long roundId) {
        RoundJournal j = open.get(roundId);
        if (j != null) return Optional.of(j);
        return Files.exists(file(roundId)) ? Optional.of(of(roundId)) : Optional.empty();
    }

    /**
     * A new round starts: a file left under its number is not its own (a round whose creation was not kept), so it
     * goes before the round's first turn.
     */
    void startFresh(long roundId) {
        RoundJournal stale = open.remove(roundId);
        if (stale != null) stale.close();
        try {
            Files.deleteIfExists(file(roundId));
        } catch (IOException e) {
            throw new UncheckedIOException("a stale round journal could not be deleted", e);
        }
        of(roundId);
    }

    /** The round's logs are all in the database: its journal goes. */
    void delete(long roundId) {
        RoundJournal j = open.remove(roundId);
        if (j != null) j.delete();
        else {
            try {
                Files.deleteIfExists(file(roundId));
            } catch (IOException e) {
                System.err.println("round journal of round " + roundId + " could not be deleted: " + e.getMessage());
            }
        }
    }

    /** The rounds that have a journal file. */
    List<Long> rounds() {
        if (!Files.isDirectory(dir)) return List.of();
        List<Long> rounds = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.forEach(f -> {
                Matcher m = NAME.matcher(f.getFileName().toString());
                if (m.matches()) rounds.add(Long.parseLong(m.group(1)));
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rounds;
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
