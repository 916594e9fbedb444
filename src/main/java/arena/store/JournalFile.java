package arena.store;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * A round journal's frames in an append-only file (with H2), each framed by its length and a CRC-32C of its bytes. A
 * frame written in part when the process was killed fails its length or checksum check, and the file is cut back to
 * the last whole frame when it is read. A frame is not forced to the disk at each tick: a kill -9 leaves the
 * operating system's buffers to be written, and {@link #force} runs before a match's log moves into the database.
 */
final class JournalFile implements JournalFrames {
    private static final Logger log = LoggerFactory.getLogger(JournalFile.class);
    /** Length and checksum before each frame's bytes. */
    private static final int HEADER_BYTES = 8;
    /** The largest frame read back: a length above it is a torn or damaged header, not a frame. */
    private static final int MAX_FRAME_BYTES = 256 << 20;

    private final Path file;
    private FileChannel channel;
    private long size;

    /** Opens the file, creating it if absent. */
    JournalFile(Path file) {
        this.file = file;
        try {
            Files.createDirectories(file.getParent());
            channel = open(file);
        } catch (IOException e) {
            throw new UncheckedIOException("the round journal " + file + " could not be opened", e);
        }
    }

    private static FileChannel open(Path file) throws IOException {
        return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }

    @Override
    public synchronized List<byte[]> readAll() {
        try {
            byte[] bytes = Files.readAllBytes(file);
            List<byte[]> frames = new ArrayList<>();
            ByteBuffer in = ByteBuffer.wrap(bytes);
            size = wholeFrames(in, frames);
            if (size < bytes.length) {
                log.warn("round journal {}: {} bytes after its last whole frame were cut off (a turn written in part when the arena was stopped)",
                        file.getFileName(), bytes.length - size);
                channel.truncate(size);
            }
            channel.position(size);
            return frames;
        } catch (IOException e) {
            throw new UncheckedIOException("the round journal " + file + " could not be read", e);
        }
    }

    /** Collects whole frames; returns where the last one ends. */
    private static long wholeFrames(ByteBuffer in, List<byte[]> frames) {
        while (in.remaining() >= HEADER_BYTES) {
            int start = in.position();
            int length = in.getInt();
            int checksum = in.getInt();
            if (length < 0 || length > MAX_FRAME_BYTES || length > in.remaining()) return start;
            byte[] frame = new byte[length];
            in.get(frame);
            CRC32C crc = new CRC32C();
            crc.update(frame);
            if ((int) crc.getValue() != checksum) return start;
            frames.add(frame);
        }
        return in.position();
    }

    /** A write that fails is cut back, so a retry writes the frame again whole and nothing half written stays before it. */
    @Override
    public synchronized void append(byte[] payload) {
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
    }

    /**
     * Writes the file anew beside it, the frame first and then the whole frames it had, forced to the disk, and moves it
     * over the old one at once: a kill leaves the old file or the new one, never a mix.
     */
    @Override
    public synchronized void prepend(byte[] payload) {
        List<byte[]> frames = readAll();
        Path rewritten = file.resolveSibling(file.getFileName() + ".new");
        try {
            try (JournalFile next = new JournalFile(rewritten)) {
                next.channel.truncate(0); // a rewrite cut short by a kill left one
                next.append(payload);
                frames.forEach(next::append);
                next.force();
            }
            channel.close();
            Files.move(rewritten, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            channel = open(file);
            readAll();
        } catch (IOException e) {
            throw new UncheckedIOException("the round journal " + file.getFileName() + " could not be written anew", e);
        }
    }

    @Override
    public synchronized void force() {
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

    @Override
    public synchronized void delete() {
        close();
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            log.warn("round journal {} could not be deleted (it is deleted at the next start): {}", file.getFileName(), e.getMessage());
        }
    }
}
