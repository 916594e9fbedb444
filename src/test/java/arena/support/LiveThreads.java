package arena.support;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The threads of this JVM, virtual ones included, as its thread dump lists them ({@code Thread.getAllStackTraces} leaves
 * virtual threads out): how many there are, and how many carry a name (issue 45: a waiting bot parked a virtual
 * thread named {@code bot-away}).
 */
public final class LiveThreads {
    private static final Pattern NAME = Pattern.compile("\"name\"\\s*:\\s*\"([^\"]*)\"");

    private final String dump;

    private LiveThreads(String dump) {
        this.dump = dump;
    }

    /** A dump of the threads alive now. */
    public static LiveThreads now() throws IOException {
        Path dir = Files.createTempDirectory("threads");
        Path file = dir.resolve("threads.json");
        try {
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpThreads(file.toString(), HotSpotDiagnosticMXBean.ThreadDumpFormat.JSON);
            return new LiveThreads(Files.readString(file));
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(dir);
        }
    }

    /** How many threads the dump lists. */
    public int all() {
        return count(null);
    }

    /** How many threads named {@code name} the dump lists. */
    public int named(String name) {
        return count(name);
    }

    private int count(String name) {
        int n = 0;
        Matcher m = NAME.matcher(dump);
        while (m.find()) if (name == null || m.group(1).equals(name)) n++;
        return n;
    }
}
