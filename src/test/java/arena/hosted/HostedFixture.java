package arena.hosted;

import arena.support.TeamLogs;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** What the hosted bots' tests share: a test bot's source, submitted as a team would, and waiting for its build. */
final class HostedFixture {
    private HostedFixture() {}

    /**
     * Lets the sandbox's users through the test's data folder (a temporary folder is the arena's alone, 0700): the
     * sandbox runs each box as a uid of its own, which must reach the builds inside it. Before the first request.
     */
    static TestArena reachable(TestArena arena) throws IOException {
        java.nio.file.Files.setPosixFilePermissions(arena.dataDir, java.nio.file.attribute.PosixFilePermissions.fromString("rwx--x--x"));
        return arena;
    }

    static String source(String resource) {
        try (InputStream in = HostedFixture.class.getResourceAsStream("/hosted/" + resource)) {
            if (in == null) throw new IllegalArgumentException("no test resource hosted/" + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Submits one file over the API (admin token); the new version's number. */
    static int submit(TestArena arena, String team, String language, String resource) {
        TestArena.Response r = TestArena.expect(201, arena.api("POST", "/api/teams/" + team + "/bots",
                Map.of("language", language, "files", Map.of(resource, source(resource)))));
        return r.json().get("version").asInt();
    }

    /** Waits until the version's build has ended; the version as the API shows it then. */
    static JsonNode awaitBuilt(TestArena arena, String team, int version, long timeoutMillis) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMillis;
        JsonNode v;
        do {
            v = TestArena.expect(200, arena.api("GET", "/api/teams/" + team + "/bots/" + version, null)).json();
            if (!v.get("status").asText().equals("compiling")) return v;
            Thread.sleep(50);
        } while (System.currentTimeMillis() < end);
        throw new AssertionError("version " + version + " of " + team + " is still compiling: " + v);
    }

    /** Writes the runner's settings into the arena's data folder ({@code slots=N}), before hosted bots are first needed. */
    static void slots(TestArena arena, int slots) throws IOException {
        java.nio.file.Files.writeString(arena.dataDir.resolve(ProcessPermits.SETTINGS_FILE), "slots=" + slots + "\n");
    }

    /** The team's log lines of all its matches of a round, joined. */
    static String roundLog(TestArena arena, String contest, int round, String team) {
        return TeamLogs.ofRound(arena, contest, round, team);
    }

    static void choose(TestArena arena, String contest, String team, Integer version) {
        java.util.Map<String, Object> body = new java.util.HashMap<>();
        body.put("version", version);
        TestArena.expect(200, arena.api("PUT", "/api/contests/" + contest + "/bots/" + team, body));
    }
}
