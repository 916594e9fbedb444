package arena.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Which arena this process is, among several sharing a database server: an id kept in its data folder
 * ({@code instance-id}), so a process started again on the same folder after a kill is the same owner and takes its
 * contests back at once, instead of waiting for its own leases to run out. The file is locked while the process
 * runs: two processes on one folder would be one owner twice, so the second is refused.
 */
public final class InstanceId implements AutoCloseable {
    private final String id;
    private final FileChannel channel;
    private final FileLock lock;

    private InstanceId(String id, FileChannel channel, FileLock lock) {
        this.id = id;
        this.channel = channel;
        this.lock = lock;
    }

    /** The data folder's id, created at its first use, and the folder locked for this process. */
    public static InstanceId of(Path dataDir) {
        Path file = dataDir.toAbsolutePath().resolve("instance-id");
        try {
            Files.createDirectories(dataDir);
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                throw new IllegalStateException("the data folder " + dataDir.toAbsolutePath() + " is in use by another arena process; give each its own --data-dir");
            }
            ByteBuffer read = ByteBuffer.allocate(64);
            channel.read(read, 0);
            String id = new String(read.array(), 0, read.position(), StandardCharsets.US_ASCII).strip();
            if (id.isEmpty()) {
                id = UUID.randomUUID().toString();
                channel.write(ByteBuffer.wrap(id.getBytes(StandardCharsets.US_ASCII)), 0);
                channel.force(true);
            }
            return new InstanceId(id, channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("the data folder's instance id could not be read: " + file, e);
        }
    }

    public String id() {
        return id;
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException ignored) {
            // the process is stopping: the lock goes with it
        }
    }
}
