package arena.functional;

import arena.hosted.RunnerTokens;
import arena.support.ServerClassData;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What the runners' tests share (issue 30): a runner's token, a runner started as its own process, a hosted bot submitted. */
final class RunnerFixture {
    private RunnerFixture() {}

    /** Lets the sandbox's users through the arena's data folder (a temporary folder is 0700), before hosted bots are needed. */
    static TestArena reachable(TestArena arena) throws IOException {
        Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x"));
        return arena;
    }

    static RunnerTokens.Made token(TestArena arena, String name) {
        return new RunnerTokens(arena.app.hosting().runnerStore()).create(name);
    }

    /** A runner process ({@code arena.Main runner}) of this test's class path, its output in a file. */
    static final class RunnerProcess implements AutoCloseable {
        final Process process;
        final File log;

        private RunnerProcess(Process process, File log) {
            this.process = process;
            this.log = log;
        }

        String log() throws IOException {
            return Files.readString(log.toPath());
        }

        void killHard() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor();
        }

        @Override
        public void close() throws InterruptedException {
            if (process.isAlive()) {
                process.destroy();
                if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) killHard();
            }
        }
    }

    /** Starts a runner for the arena with this token, in a folder of its own within the sandbox's reach (or {@code dir}). */
    static RunnerProcess start(TestArena arena, String token, int slots, Path dir) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        // the arena's classes from the servers' class-data archive: a runner starts as fast as a test's server (issue 45)
        ServerClassData.Launch launch = ServerClassData.forTestClassPath();
        List<String> cmd = new ArrayList<>(List.of(java));
        cmd.addAll(launch.jvmOptions());
        cmd.addAll(List.of("-cp", launch.classPath(), "arena.Main", "runner",
                "--arena", arena.base(), "--slots", String.valueOf(slots), "--dir", dir.toString()));
        File log = File.createTempFile("arena-runner", ".log");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log);
        pb.environment().put("ARENA_RUNNER_TOKEN", token); // as an administrator would, out of ps
        return new RunnerProcess(pb.start(), log);
    }

    /** A folder for a runner that the sandbox's users can reach (the temporary folder's own is 0711). */
    static Path runnerDir(String name) throws IOException {
        Path dir = Files.createTempDirectory("arena-runner-" + name);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        return dir;
    }

    static String source(String resource) {
        try (InputStream in = RunnerFixture.class.getResourceAsStream("/hosted/" + resource)) {
            if (in == null) throw new IllegalArgumentException("no test resource hosted/" + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Submits one file over the API and waits for its build; the version's number. */
    static int submitBuilt(TestArena arena, String team, String language, String resource) throws InterruptedException {
        TestArena.Response r = TestArena.expect(201, arena.api("POST", "/api/teams/" + team + "/bots",
                Map.of("language", language, "files", Map.of(resource, source(resource)))));
        int version = r.json().get("version").asInt();
        long end = System.currentTimeMillis() + 60_000;
        JsonNode v;
        do {
            v = TestArena.expect(200, arena.api("GET", "/api/teams/" + team + "/bots/" + version, null)).json();
            if (v.get("status").asText().equals("ready")) return version;
            if (v.get("status").asText().equals("failed")) throw new AssertionError("the build failed: " + v);
            Thread.sleep(50);
        } while (System.currentTimeMillis() < end);
        throw new AssertionError("version " + version + " of " + team + " is still compiling: " + v);
    }

    static void choose(TestArena arena, String contest, String team, int version) {
        TestArena.expect(200, arena.api("PUT", "/api/contests/" + contest + "/bots/" + team, Map.of("version", version)));
    }

    /** Waits until the condition holds, or fails with the message and the runner's output. */
    static void await(java.util.function.BooleanSupplier condition, long timeoutMillis, java.util.function.Supplier<String> message)
            throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) throw new AssertionError(message.get());
            Thread.sleep(50);
        }
    }
}
