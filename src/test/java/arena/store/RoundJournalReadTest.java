package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;

/**
 * A journal whose whole frame cannot be decoded (issue 28, point 8): opening it fails with the reason and leaves no
 * file open (before: the channel leaked each time it was tried).
 */
class RoundJournalReadTest {
    @Test
    void aJournalThatCannotBeReadIsClosedAgain() throws Exception {
        Path dir = Files.createTempDirectory("arena-journal");
        byte[] payload = {0, 0, 0, 5, 1}; // five groups announced, one byte of them
        CRC32C crc = new CRC32C();
        crc.update(payload);
        ByteBuffer frame = ByteBuffer.allocate(8 + payload.length).putInt(payload.length).putInt((int) crc.getValue()).put(payload);
        Path file = dir.resolve("journal").resolve("round-7.journal");
        Files.createDirectories(file.getParent());
        Files.write(file, frame.array());
        RoundJournals journals = new RoundJournals(new JournalPlace.Folder(dir.resolve("journal")));
        long before = openFiles(file);
        for (int i = 0; i < 3; i++) assertThrows(RuntimeException.class, () -> journals.of(7));
        assertEquals(before, openFiles(file), "descriptors left open on " + file);
    }

    /** How many of this process's descriptors point at the file (Linux's /proc). */
    private static long openFiles(Path file) throws IOException {
        Path real = file.toRealPath();
        try (var fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.filter(fd -> {
                try {
                    return Files.readSymbolicLink(fd).equals(real);
                } catch (IOException gone) {
                    return false;
                }
            }).count();
        }
    }
}
