package arena.support;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The arena in a separate JVM, so a test can kill it hard and start it again on the same data. */
public final class ServerProcess implements AutoCloseable {
    public final int httpPort;
    public final int botPort;
    private final Process process;
    private final File log;

    private ServerProcess(int httpPort, int botPort, Process process, File log) {
        this.httpPort = httpPort;
        this.botPort = botPort;
        this.process = process;
        this.log = log;
    }

    public static ServerProcess start(Path dataDir, int httpPort, int botPort) throws Exception {
        return start(dataDir, httpPort, botPort, System.getProperty("java.class.path"));
    }

    /** Starts the arena of the given class path (another build, for a before-and-after) and waits until its web answers. */
    public static ServerProcess start(Path dataDir, int httpPort, int botPort, String classPath, String... extraArgs) throws Exception {
        return start(dataDir, httpPort, botPort, classPath, List.of(), extraArgs);
    }

    /**
     * The JIT's first tier only, for a server killed seconds after its start (the kill loops: some 50 starts a run):
     * such a server is gone before the second tier's code would pay for its compiling, which on 2 cores competes with
     * the start itself. A start until the web answered took 7.4 s of CPU (6.4-8.2) with both tiers and 4.3 s (3.5-4.7)
     * with the first only, 18.8 s and 9.4 s of wall time, at load 11-13 (issue 45). The arena's code and its data are the same.
     */
    static final List<String> SHORT_LIVED = List.of("-XX:TieredStopAtLevel=1");

    /**
     * {@link #start(Path, int, int, String, String...)} for a server that lives seconds before it is killed
     * ({@link #SHORT_LIVED}); a bench that sets ARENA_SERVER_JVM_OPTIONS starts it with those options only.
     */
    public static ServerProcess startShortLived(Path dataDir, int httpPort, int botPort, String classPath) throws Exception {
        return start(dataDir, httpPort, botPort, classPath, SHORT_LIVED);
    }

    private static ServerProcess start(Path dataDir, int httpPort, int botPort, String classPath, List<String> testJvmOptions,
                                       String... extraArgs) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(List.of(java));
        // the lock-order test mode reaches the server too (arena.contest.base.LockOrder)
        String lockOrder = System.getProperty(arena.contest.base.LockOrder.PROPERTY);
        if (lockOrder != null) cmd.add("-D" + arena.contest.base.LockOrder.PROPERTY + "=" + lockOrder);
        // a bench may start the server as the README's run command does (the jar with its class-data archive):
        // ARENA_SERVER_JVM_OPTIONS="-XX:SharedArchiveFile=target/arena.jsa -Xlog:cds*=off" with the jar as class path
        String jvmOptions = System.getenv().getOrDefault("ARENA_SERVER_JVM_OPTIONS", "").strip();
        if (!jvmOptions.isEmpty()) {
            cmd.addAll(List.of(jvmOptions.split("\\s+")));
        } else if (classPath.equals(System.getProperty("java.class.path"))) {
            // the test's own classes, from jars and a class-data archive: the same classes, started faster (issue 45)
            ServerClassData.Launch launch = ServerClassData.forTestClassPath();
            cmd.addAll(launch.jvmOptions());
            classPath = launch.classPath();
        }
        if (jvmOptions.isEmpty()) cmd.addAll(testJvmOptions);
        cmd.addAll(List.of("-cp", classPath, "arena.Main",
                "--http-port", String.valueOf(httpPort), "--bot-port", String.valueOf(botPort),
                "--data-dir", dataDir.toString(), "--no-demo"));
        cmd.addAll(List.of(extraArgs));
        File log = File.createTempFile("arena-server", ".log");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log);
        pb.environment().put("ARENA_ADMIN_PASSWORD", TestArena.ADMIN_PASSWORD);
        pb.environment().put("ARENA_ADMIN_TOKEN", TestArena.TOKEN);
        TestDatabases.seed(dataDir); // H2: a first start opens a database migrated once in this JVM
        if (TestDatabases.postgres()) {
            // the data folder's own database on the test JVM's PostgreSQL server, which outlives the process's kills
            arena.store.DatabaseAddress database = TestDatabases.forFolder(dataDir);
            pb.environment().put("ARENA_DATABASE_URL", database.jdbcUrl());
            pb.environment().put("ARENA_DATABASE_USER", database.user());
        }
        long start = System.nanoTime();
        ServerProcess server = new ServerProcess(httpPort, botPort, pb.start(), log);
        try {
            server.awaitUp();
        } catch (AssertionError | Exception e) {
            server.killHard(); // never leave a server behind
            throw e;
        }
        server.upMillis = (System.nanoTime() - start) / 1_000_000;
        return server;
    }

    private long upMillis;

    /** Milliseconds from the process's start until its web answered. */
    public long upMillis() {
        return upMillis;
    }

    /** The CPU time the server's process has used so far, in milliseconds (-1 where the system does not say). */
    public long cpuMillis() {
        return process.info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(-1L);
    }

    /** What the server printed so far (stdout and stderr). */
    public String log() throws IOException {
        return java.nio.file.Files.readString(log.toPath());
    }

    /** Stops the server as SIGTERM or Ctrl-C would, and returns how many milliseconds it took to exit. */
    public long stopCleanly() throws InterruptedException {
        long start = System.nanoTime();
        process.destroy();
        process.waitFor();
        return (System.nanoTime() - start) / 1_000_000;
    }

    public static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private void awaitUp() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        long end = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < end) {
            if (!process.isAlive()) throw new AssertionError("the server stopped: " + java.nio.file.Files.readString(log.toPath()));
            try {
                HttpResponse<Void> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + httpPort + "/")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (r.statusCode() == 200) return;
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the server did not start in a minute");
    }

    /**
     * The server's threads as {@code jcmd Thread.print} shows them (the JDK's tool beside the running java), or why
     * there are none: what a test reports when the server stops moving.
     */
    public String threadDump() {
        String javaCommand = ProcessHandle.current().info().command().orElse("java");
        java.nio.file.Path jcmd = java.nio.file.Path.of(javaCommand).resolveSibling("jcmd");
        try {
            Process p = new ProcessBuilder(jcmd.toString(), String.valueOf(process.pid()), "Thread.print").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            p.waitFor();
            return out;
        } catch (IOException | InterruptedException e) {
            return "no thread dump: " + e;
        }
    }

    /** Kills the JVM at once (SIGKILL): no shutdown hook, no flush, nothing closed. */
    public void killHard() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            process.waitFor();
        }
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    /** A request to this server's JSON API as the instructor; the status code and the parsed body. */
    public TestArena.Response api(String method, String path, Object body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + httpPort + path))
                .header("Authorization", "Bearer " + TestArena.TOKEN).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
        HttpResponse<String> r = HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
        com.fasterxml.jackson.databind.JsonNode json = null;
        try {
            json = r.body().isBlank() ? null : JSON.readTree(r.body());
        } catch (IOException notJson) {
            // the body is text
        }
        return new TestArena.Response(r.statusCode(), json, r.body());
    }
}
