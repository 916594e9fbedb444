package arena.sandbox;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The memory all boxes together may use (issue 41), set on the parent cgroup of the boxes: an administrator's
 * {@code boxesMemoryMb=N} in the data folder's {@code hosting.properties} (the file of the slots, ProcessPermits),
 * else three quarters of the memory the machine has available when the sandbox is made, so that boxes that together
 * ask for more are killed by their own limit before the kernel's global out-of-memory killer looks at the arena.
 */
final class BoxesMemory {

    private BoxesMemory() {}

    /** The settings file, in the data folder (the sandbox's work folder is DATA_DIR/sandbox). */
    static final String SETTINGS_FILE = "hosting.properties";
    static final String KEY = "boxesMemoryMb";
    /** The share of the available memory the boxes get when no setting says otherwise. */
    static final double DEFAULT_SHARE = 0.75;

    /** The limit in MB for a sandbox working in {@code workDir}; a bad setting is an error naming its file. */
    static long configured(Path workDir) {
        Path file = workDir.getParent() == null ? null : workDir.getParent().resolve(SETTINGS_FILE);
        if (file == null || !Files.isRegularFile(file)) return byDefault();
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        String value = p.getProperty(KEY);
        if (value == null || value.isBlank()) return byDefault();
        try {
            long mb = Long.parseLong(value.strip());
            if (mb < RunLimits.bot().memoryMb()) throw new NumberFormatException();
            return mb;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ": " + KEY + " must be a whole number of MB of at least "
                    + RunLimits.bot().memoryMb() + " (one bot's memory), not \"" + value + "\"");
        }
    }

    /** Three quarters of MemAvailable (/proc/meminfo), or of the JVM's view of the machine where that is unreadable. */
    static long byDefault() {
        long availableKb = -1;
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemAvailable:")) availableKb = Long.parseLong(line.replaceAll("\\D", ""));
            }
        } catch (IOException | NumberFormatException e) {
            availableKb = -1;
        }
        if (availableKb < 0) {
            var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            availableKb = os.getFreeMemorySize() / 1024;
        }
        return Math.max(RunLimits.bot().memoryMb(), (long) (availableKb * DEFAULT_SHARE / 1024));
    }
}
