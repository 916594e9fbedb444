package arena.store;

import arena.store.PlayStore.Event;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * The command log of one running round, turn by turn: an append-only file of frames, one per turn commit, each
 * framed by its length and a CRC-32C of its bytes. Why not rows: a row per command committed to H2 at every tick
 * made H2 write a new chunk per tick and keep every replaced one for its 45 s retention, so the database file held
 * 14 to 20 times its data while the demo ran (DemoStorageBench). Appending a frame writes only the frame; the
 * database is written when a match or a round ends ({@link PlayStore#settle}, {@link PlayStore#finishRound}).
 *
 * <p>A frame is whole or absent: one written in part when the process was killed fails its length or checksum
 * check, and the file is cut back to the last whole frame when it is opened again; that turn was never told to a
 * bot (the turn advances only once {@link #append} returned). The frame is not forced to the disk at each tick
 * (a kill -9 leaves the operating system's buffers to be written; {@link #force} is called before a match's log
 * moves into the database, so the database never holds what the journal might lose).
 *
 * <p>The round's entries are also kept in memory by match, for a running match's replay and its packing when it
 * ends; a match's are dropped once its packed log is in the database ({@link #forget}).
 */
final class RoundJournal implements AutoCloseable {
    /** Length and checksum before each frame's bytes. */
    private static final int HEADER_BYTES = 8;
    /** The largest frame read back: a length above it is a torn or damaged header, not a frame. */
    private static final int MAX_FRAME_BYTES = 256 << 20;

    private final Path file;
    private final FileChannel channel;
    private final Map<Long, List<Event>> byMatch = new LinkedHashMap<>();
    private long size;

    private RoundJournal(Path file, FileChannel channel, long size) {
        this.file = file;
        this.channel = channel;
        this.size = size;
    }

    /** Opens a round's journal, reading back its whole frames and cutting off a torn one at its end; creates it if absent. */
    static RoundJournal open(Path file) {
        try {
            Files.createDirectories(file.getParent());
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            byte[] bytes = Files.readAllBytes(file);
            RoundJournal journal = new RoundJournal(file, channel, 0);
            journal.size = journal.readFrames(ByteBuffer.wrap(bytes));
            if (journal.size < bytes.length) {
                System.err.println("round journal " + file.getFileName() + ": " + (bytes.length - journal.size)
                        + " bytes after its last whole frame were cut off (a turn written in part when the arena was stopped)");
                channel.truncate(journal.size);
            }
            channel.position(journal.size);
            return journal;
        } catch (IOException e) {
            throw new UncheckedIOException("the round journal " + file + " could not be opened", e);
        }
    }

    /** Reads whole frames into memory; returns where the last one ends. */
    private long readFrames(ByteBuffer in) {
        while (in.remaining() >= HEADER_BYTES) {
            int start = in.position();
            int length = in.getInt();
            int checksum = in.getInt();
            if (length < 0 || length > MAX_FRAME_BYTES || length > in.remaining()) return start;
            ByteBuffer frame = in.slice(in.position(), length);
            CRC32C crc = new CRC32C();
            crc.update(frame.duplicate());
            if ((int) crc.getValue() != checksum) return start;
            for (Event e : decode(frame)) byMatch.computeIfAbsent(e.matchId(), k -> new ArrayList<>()).add(e);
            in.position(in.position() + length);
        }
        return in.position();
    }

    /**
     * Appends one turn's entries as a frame; once this returns they are the journal's. A write that fails is cut
     * back, so a retry writes the frame again whole and nothing half written stays before it.
     */
    synchronized void append(List<Event> events) {
        if (events.isEmpty()) return;
        byte[] payload = encode(events);
        CRC32C crc = new CRC32C();
        crc.update(payload);
        ByteBuffer frame = ByteBuffer.allocate(HEADER_BYTES + payload.length).putInt(payload.length).putInt((int) crc.getValue()).put(payload).flip();
        try {
            channel.position(size);
            while (frame.hasRemaining()) channel.write(frame);
        } catch (IOException e) {
            try {
                channel.truncate(size);
            } catch (IOException ignored) {
                // the next open cuts the torn frame off by its checksum
            }
            throw new UncheckedIOException("the round journal " + file.getFileName() + " could not be written", e);
        }
        size += frame.limit();
        for (Event e : events) byMatch.computeIfAbsent(e.matchId(), k -> new ArrayList<>()).add(e);
    }

    /** The entries of a match journaled here, in order (none once it is forgotten). */
    synchronized List<Event> events(long matchId) {
        return List.copyOf(byMatch.getOrDefault(matchId, List.of()));
    }

    /** Ends of turn journaled, by match. */
    synchronized Map<Long, Integer> ticks() {
        Map<Long, Integer> ticks = new HashMap<>();
        byMatch.forEach((match, events) -> ticks.put(match, (int) events.stream().filter(e -> e.seat() == PlayStore.TICK_SEAT).count()));
        return ticks;
    }

    /** The match's log is in the database now: it is no longer kept in memory (the file keeps it until the round ends). */
    synchronized void forget(long matchId) {
        byMatch.remove(matchId);
    }

    /** Entries in memory and their bytes counted as {@link StorageUsage} counts a log: what the journal holds for the benchmark. */
    synchronized long[] usage() {
        long entries = 0, bytes = 0;
        for (List<Event> events : byMatch.values()) {
            entries += events.size();
            for (Event e : events) bytes += StorageUsage.ENTRY_BYTES + e.command().getBytes(StandardCharsets.UTF_8).length;
        }
        return new long[] {entries, bytes};
    }

    /** Forces what was appended to the disk. */
    synchronized void force() {
        try {
            channel.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("the round journal " + file.getFileName() + " could not be forced to the disk", e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing a file we only appended to: nothing is lost
        }
    }

    /** Closes and deletes the file: the round's logs are all in the database. */
    synchronized void delete() {
        close();
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            System.err.println("round journal " + file.getFileName() + " could not be deleted (it is deleted at the next start): " + e.getMessage());
        }
    }

    /*
     * A frame: the number of matches, then for each its id, the sequence number of its first entry and the number of
     * its entries, then each entry: its seat (an end of turn is seat -1 and has no text), and the command's length and
     * UTF-8 bytes. A turn's entries come grouped by match and numbered one after another within it (LiveMatch).
     */

    private static byte[] encode(List<Event> events) {
        List<List<Event>> groups = new ArrayList<>();
        for (Event e : events) {
            List<Event> last = groups.isEmpty() ? null : groups.get(groups.size() - 1);
            Event prev = last == null ? null : last.get(last.size() - 1);
            if (prev != null && prev.matchId() == e.matchId() && prev.seq() + 1 == e.seq()) last.add(e);
            else groups.add(new ArrayList<>(List.of(e)));
        }
        var raw = new ByteArrayOutputStream();
        try (var out = new DataOutputStream(raw)) {
            out.writeInt(groups.size());
            for (List<Event> group : groups) {
                out.writeLong(group.get(0).matchId());
                out.writeInt(group.get(0).seq());
                out.writeInt(group.size());
                for (Event e : group) {
                    out.writeByte(e.seat());
                    if (e.seat() == PlayStore.TICK_SEAT) continue;
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

    private static List<Event> decode(ByteBuffer in) {
        List<Event> events = new ArrayList<>();
        int groups = in.getInt();
        for (int g = 0; g < groups; g++) {
            long match = in.getLong();
            int seq = in.getInt();
            int count = in.getInt();
            for (int i = 0; i < count; i++) {
                int seat = in.get();
                String command = PlayStore.TICK_COMMAND;
                if (seat != PlayStore.TICK_SEAT) {
                    byte[] text = new byte[in.getInt()];
                    in.get(text);
                    command = new String(text, StandardCharsets.UTF_8);
                }
                events.add(new Event(match, seq + i, seat, command));
            }
        }
        return events;
    }
}
