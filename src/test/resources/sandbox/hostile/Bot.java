import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Double-forks a daemon (a sh that sleeps, set apart with setsid and nohup) that would outlive the bot, waits until its
 * own /proc shows the daemon's sleep (the chain execs four times after its sh has returned, and a box that has not read
 * its input yet starts at a low CPU weight, so on a busy machine that can take a while), says so, then waits.
 */
public class Bot {
    public static void main(String[] args) throws Exception {
        new ProcessBuilder("sh", "-c", "setsid nohup sh -c 'exec sleep 31337' >/dev/null 2>&1 &")
                .redirectOutput(new File("/dev/null")).start().waitFor();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!daemonSeen() && System.nanoTime() < deadline) Thread.sleep(10);
        System.out.println(daemonSeen() ? "daemon started" : "the daemon was not seen within 60 s");
        System.out.flush();
        Thread.sleep(600_000);
    }

    private static boolean daemonSeen() throws Exception {
        try (var dirs = Files.list(Path.of("/proc"))) {
            return dirs.filter(d -> d.getFileName().toString().matches("\\d+")).anyMatch(d -> {
                try {
                    return new String(Files.readAllBytes(d.resolve("cmdline"))).replace('\0', ' ').contains("sleep 31337");
                } catch (Exception e) {
                    return false;
                }
            });
        }
    }
}
