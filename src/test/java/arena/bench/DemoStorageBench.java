package arena.bench;

import arena.App;
import arena.store.StorageUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Runs the demo (every game's house-bot contest, as {@code run.sh} starts it) and prints, each minute, the data
 * folder's size, the bytes of what it stores (see {@link StorageUsage}) and their ratio; then stops cleanly and
 * prints the size after the stop's compaction.
 *
 * <p>{@code java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.bench.DemoStorageBench [MINUTES=5] [SECONDS_PER_REPORT=60]}
 */
public final class DemoStorageBench {
    private DemoStorageBench() {}

    public static void main(String[] args) throws Exception {
        int minutes = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int every = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        Path dir = Files.createTempDirectory("arena-demo-storage");
        long start = System.nanoTime();
        App app = App.start(arena.support.TestDatabases.configure(new App.Config(0, 0, dir, true, "bench-password-1", null, 600, 5)));
        app.awaitRecovery();
        System.out.println("seconds  folder_MiB  stored_MiB  ratio  events  rounds_kept  file_fill chunk_fill writes");
        for (int s = every; s <= minutes * 60; s += every) {
            // the bench's sampling schedule, by design: one reading every few seconds
            Thread.sleep(Math.max(0, start / 1_000_000 + s * 1000L - System.nanoTime() / 1_000_000));
            report(s, dir, StorageUsage.measure(app.database()), app);
        }
        long stop = System.nanoTime();
        app.close();
        System.out.printf("clean stop took %d ms; folder after it: %.1f MiB%n", (System.nanoTime() - stop) / 1_000_000, size(dir) / 1048576.0);
    }

    private static void report(int seconds, Path dir, StorageUsage u, App app) throws Exception {
        // on PostgreSQL the data is the server's database (pg_database_size), not the folder's files
        long folder = app.database().isServer() ? app.database().fileBytes() : size(dir);
        int rounds = app.contests().all().stream().mapToInt(c -> new arena.store.PlayQueries(app.database()).rounds(c.id()).size()).sum();
        System.out.printf("%7d  %10.1f  %10.1f  %5.2f  %6d  %11d  %s%n", seconds, folder / 1048576.0, u.total() / 1048576.0,
                (double) folder / Math.max(1, u.total()), u.events(), rounds, app.database().fileStats());
    }

    private static long size(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }
}
