package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.App;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.store.DatabaseAddress;
import arena.store.MatchLogStore;
import arena.support.Await;
import arena.support.TestArena;
import arena.support.TestDatabases;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.File;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL restarted under a running arena: the contest pauses with the reason shown (API and contest page), resumes
 * by itself when the server is back, and no stored turn is lost: every turn played is stored once, each match's log
 * without a gap. The server here is the test's own (stopped and started again on the same data), not the shared one.
 */
class DatabaseRestartTest {

    @Test
    void aContestPausesWhileTheServerIsAwayAndResumesWhenItIsBack() throws Exception {
        Assumptions.assumeTrue(TestDatabases.postgres(), "runs in the PostgreSQL run of the tests");
        File data = Files.createTempDirectory("pg-restart").toFile();
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        EmbeddedPostgres server = start(data, port);
        try (var c = server.getPostgresDatabase().getConnection(); var s = c.createStatement()) {
            s.execute("CREATE DATABASE arena");
        }
        DatabaseAddress address = new DatabaseAddress(server.getJdbcUrl("postgres", "arena"), "postgres", null);
        try (App app = App.start(new App.Config(0, 0, Files.createTempDirectory("arena-pg-restart"), false,
                TestArena.ADMIN_PASSWORD, TestArena.TOKEN, 600, 5, address))) {
            app.awaitRecovery();
            app.contests().create("steady", "Steady", "tally", Map.of("turnMillis", 50, "turns", 1000));
            app.contests().enrollHouseBot("steady", "steady");
            app.contests().enrollHouseBot("steady", "greedy");
            app.contests().startRound("steady");
            LiveContest live = app.contests().live("steady").orElseThrow();
            await(() -> live.turn() >= 5, "the round plays", 10);

            server.close(); // the database server stops under the running arena
            await(live::paused, "the contest pauses once its turns cannot be stored", 30);
            int turn = live.turn();
            assertTrue(live.pausedBecause().contains("could not be stored"), live.pausedBecause());
            // pages and the API need the database; while it is away they answer 503 and say which contests wait, and why
            String api = get(app, "/api/contests/steady", true, 503);
            assertTrue(api.contains("steady: turn " + turn + " of round 1 could not be stored"), api);
            assertTrue(get(app, "/contests/steady", false, 503).contains("could not be stored"), "the contest page says why it is paused");
            Thread.sleep(500); // a negative check: no turn may pass in this time
            assertEquals(turn, live.turn(), "no turn is counted as played while the server is away");

            server = start(data, port); // back, with what it had stored
            await(() -> !live.paused(), "the contest resumes by itself", 30);
            assertNull(live.pausedBecause());
            await(() -> live.turn() >= turn + 3, "play goes on", 10);

            app.contests().pause("steady");
            MatchLogStore logs = new MatchLogStore(app.database());
            // a commit under way when the pause came ends first
            Await.until("every match stores each turn ended", 10_000, () -> live.matches().stream().allMatch(
                    m -> logs.events(m.id()).stream().filter(e -> e.seat() == LiveMatch.TICK_SEAT).count() == live.turn() - 1));
            for (LiveMatch m : live.matches()) {
                var events = logs.events(m.id());
                for (int i = 0; i < events.size(); i++) assertEquals(i, events.get(i).seq(), "match " + m.id() + " has no gap in its log");
                long ticks = events.stream().filter(e -> e.seat() == LiveMatch.TICK_SEAT).count();
                assertEquals(live.turn() - 1, ticks, "every turn ended is stored once, the one kept through the outage included");
            }
            assertFalse(live.paused() && live.pausedBecause() != null, "paused by hand now, not by the store");
        } finally {
            server.close();
        }
    }

    private static EmbeddedPostgres start(File data, int port) throws Exception {
        return EmbeddedPostgres.builder().setDataDirectory(data).setCleanDataDirectory(false).setPort(port).start();
    }

    private static String get(App app, String path, boolean api, int status) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + app.httpPort() + path));
        if (api) b.header("Authorization", "Bearer " + TestArena.TOKEN);
        HttpResponse<String> r = HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(status, r.statusCode(), r.body());
        return r.body();
    }

    private static void await(BooleanSupplier condition, String what, int seconds) throws Exception {
        Await.until(what, seconds * 1000L, condition::getAsBoolean);
    }
}
