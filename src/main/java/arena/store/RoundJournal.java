package arena.store;

import arena.domain.MatchLogEntry;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command log of one running round, turn by turn: one frame per turn commit, appended to where the round's
 * frames are kept ({@link JournalFrames}: a file beside H2's, or rows of a PostgreSQL server). Why not a row per
 * command: a row per command committed to H2 at every tick made H2 write a new chunk per tick and keep every replaced
 * one for its 45 s retention, so the database file held 14 to 20 times its data while the demo ran (DemoStorageBench).
 * The match tables are written when a match or a round ends ({@link MatchLogStore#settle}, {@link RoundStore#finishRound}).
 *
 * <p>A frame is whole or absent, and a turn advances only once {@link #append} returned, so a turn lost with a torn
 * frame was never told to a bot. {@link #force} is called before a match's log moves into the match tables, so they
 * never hold what the journal might lose.
 *
 * <p>The round's entries are also kept in memory by match, for a running match's replay and its packing when it
 * ends; a match's are dropped once its packed log is in the database ({@link #forget}).
 */
final class RoundJournal implements AutoCloseable {
    private final JournalFrames frames;
    private final Map<Long, List<MatchLogEntry>> byMatch = new LinkedHashMap<>();

    private RoundJournal(JournalFrames frames) {
        this.frames = frames;
    }

    /** A round's journal over its frames, which are read back into memory now. */
    static RoundJournal over(JournalFrames frames) {
        try {
            RoundJournal journal = new RoundJournal(frames);
            for (byte[] frame : frames.readAll()) {
                for (MatchLogEntry e : decode(ByteBuffer.wrap(frame))) journal.byMatch.computeIfAbsent(e.matchId(), k -> new ArrayList<>()).add(e);
            }
            return journal;
        } catch (RuntimeException e) {
            frames.close(); // a journal that cannot be read is not kept open (issue 28: its file channel leaked)
            throw new IllegalStateException("the round journal could not be read: " + e, e);
        }
    }

    /** Appends one turn's entries as a frame; once this returns they are the journal's (see {@link JournalFrames#append}). */
    synchronized void append(List<MatchLogEntry> events) {
        if (events.isEmpty()) return;
        frames.append(encode(events));
        for (MatchLogEntry e : events) byMatch.computeIfAbsent(e.matchId(), k -> new ArrayList<>()).add(e);
    }

    /**
     * Stores entries before every turn journaled (in one frame, whole or not at all): a match log's retired row form,
     * moved here by {@link LegacyLogMigration}. Entries the journal has already (same match and number) are left out, so
     * a migration killed after this and before its commit does it again without doubling them.
     */
    synchronized void prepend(List<MatchLogEntry> events) {
        List<MatchLogEntry> missing = new ArrayList<>();
        for (MatchLogEntry e : events) {
            if (byMatch.getOrDefault(e.matchId(), List.of()).stream().noneMatch(j -> j.seq() == e.seq())) missing.add(e);
        }
        if (missing.isEmpty()) return;
        frames.prepend(encode(missing));
        for (int i = missing.size() - 1; i >= 0; i--) byMatch.computeIfAbsent(missing.get(i).matchId(), k -> new ArrayList<>()).add(0, missing.get(i));
    }

    /** The entries of a match journaled here, in order (none once it is forgotten). */
    synchronized List<MatchLogEntry> events(long matchId) {
        return List.copyOf(byMatch.getOrDefault(matchId, List.of()));
    }

    /** Ends of turn journaled, by match. */
    synchronized Map<Long, Integer> ticks() {
        Map<Long, Integer> ticks = new HashMap<>();
        byMatch.forEach((match, events) -> ticks.put(match, (int) events.stream().filter(e -> e.seat() == MatchLogEntry.TICK_SEAT).count()));
        return ticks;
    }

    /** The match's log is in the database now: it is no longer kept in memory (the file keeps it until the round ends). */
    synchronized void forget(long matchId) {
        byMatch.remove(matchId);
    }

    /** Entries in memory and their bytes counted as {@link StorageUsage} counts a log: what the journal holds for the benchmark. */
    synchronized long[] usage() {
        long entries = 0, bytes = 0;
        for (List<MatchLogEntry> events : byMatch.values()) {
            entries += events.size();
            for (MatchLogEntry e : events) bytes += StorageUsage.ENTRY_BYTES + e.command().getBytes(StandardCharsets.UTF_8).length;
        }
        return new long[] {entries, bytes};
    }

    /** Forces what was appended to lasting storage. */
    synchronized void force() {
        frames.force();
    }

    @Override
    public synchronized void close() {
        frames.close();
    }

    /** Deletes its frames: the round's logs are all in the database. */
    synchronized void delete() {
        frames.delete();
    }

    /*
     * A frame: the number of matches, then for each its id, the sequence number of its first entry and the number of
     * its entries, then each entry: its seat (an end of turn is seat -1 and has no text), and the command's length and
     * UTF-8 bytes. A turn's entries come grouped by match and numbered one after another within it (LiveMatch).
     */

    private static byte[] encode(List<MatchLogEntry> events) {
        List<List<MatchLogEntry>> groups = new ArrayList<>();
        for (MatchLogEntry e : events) {
            List<MatchLogEntry> last = groups.isEmpty() ? null : groups.get(groups.size() - 1);
            MatchLogEntry prev = last == null ? null : last.get(last.size() - 1);
            if (prev != null && prev.matchId() == e.matchId() && prev.seq() + 1 == e.seq()) last.add(e);
            else groups.add(new ArrayList<>(List.of(e)));
        }
        var raw = new ByteArrayOutputStream();
        try (var out = new DataOutputStream(raw)) {
            out.writeInt(groups.size());
            for (List<MatchLogEntry> group : groups) {
                out.writeLong(group.get(0).matchId());
                out.writeInt(group.get(0).seq());
                out.writeInt(group.size());
                for (MatchLogEntry e : group) {
                    out.writeByte(e.seat());
                    if (e.seat() == MatchLogEntry.TICK_SEAT) continue;
                    byte[] command = e.command().getBytes(StandardCharsets.UTF_8);
                    out.writeInt(command.length);
                    out.write(command);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return raw.toByteArray();
    }

    private static List<MatchLogEntry> decode(ByteBuffer in) {
        List<MatchLogEntry> events = new ArrayList<>();
        int groups = in.getInt();
        for (int g = 0; g < groups; g++) {
            long match = in.getLong();
            int seq = in.getInt();
            int count = in.getInt();
            for (int i = 0; i < count; i++) {
                int seat = in.get();
                String command = MatchLogEntry.TICK_COMMAND;
                if (seat != MatchLogEntry.TICK_SEAT) {
                    byte[] text = new byte[in.getInt()];
                    in.get(text);
                    command = new String(text, StandardCharsets.UTF_8);
                }
                events.add(new MatchLogEntry(match, seq + i, seat, command));
            }
        }
        return events;
    }
}
