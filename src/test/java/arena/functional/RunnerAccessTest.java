package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.hosted.RunnerDesk;
import arena.store.RunnerStore;
import arena.store.StoredLease;
import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: runners' tokens and the console. An administrator makes a runner's token in the console (shown once,
 * stored hashed) and revokes it there; the token reaches only the runners' routes (not the administrator's, and the
 * administrator's token not the runners'), logs in on the bot port only as a team whose bot is given to that runner, in
 * that contest, and is refused at once once revoked (its connections closed). The console shows each runner's slots,
 * load, bots and since when, when it was last heard from, marks it gone within the lease, and says why a runner whose
 * sandbox cannot be had refuses work.
 */
class RunnerAccessTest {
    private static final Pattern TOKEN = Pattern.compile("(runner-[A-Za-z0-9]+)");

    private static TestArena.Response hello(TestArena arena, String token, boolean sandboxOk, String note) {
        return arena.request("POST", "/api/runner/hello", Map.of("slots", 3, "sandboxOk", sandboxOk, "sandboxNote", note, "languages", List.of("python3")), token);
    }

    @Test
    void aRunnersTokenIsMadeAndRevokedInTheConsoleAndReachesOnlyTheBotsGivenToIt() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("ra1", "password1");
            arena.createTeam("ra2", "password1");
            Practice.createContest(arena, "ra", "vestrock", Map.of());
            arena.enroll("ra", "ra1");
            arena.enroll("ra", "ra2");
            WebSession admin = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);

            // made in the console, shown once
            HttpResponse<String> made = admin.post("/console/runners", Map.of("_csrf", admin.csrf("/console/runners"), "name", "lab-pc-1"));
            assertEquals(303, made.statusCode(), made.body());
            String page = admin.get("/console/runners").body();
            Matcher m = TOKEN.matcher(page);
            assertTrue(m.find(), "the new token is shown: " + page);
            String token = m.group(1);
            assertFalse(admin.get("/console/runners").body().contains(token), "the token is shown once");
            List<String> hashes = arena.app.database().sql().fetch("select token_hash from runner").getValues(0, String.class);
            assertEquals(1, hashes.size());
            assertFalse(hashes.get(0).contains(token), "only the token's hash is stored");

            // the runner's routes take its token, not the administrator's; the administrator's routes not the runner's
            assertEquals(200, hello(arena, token, true, "works").status());
            assertEquals(401, hello(arena, TestArena.TOKEN, true, "works").status());
            assertEquals(401, arena.request("GET", "/api/contests/ra", null, token).status());
            assertEquals(401, arena.request("POST", "/api/teams", Map.of("name", "sneaky", "password", "password1"), token).status());
            assertEquals(401, arena.request("POST", "/api/contests/ra/rounds", null, token).status());

            RunnerStore store = arena.app.hosting().runnerStore();
            long runnerId = store.byTokenHash(hashes.get(0)).orElseThrow().id();
            long ra1 = arena.app.contests().teamId("ra1").orElseThrow();
            long contestId = arena.app.contests().find("ra").orElseThrow().id();

            // nothing given to it yet: it logs in as no team
            try (BotClient bot = arena.newBot()) {
                assertTrue(bot.greet("ra1", "RUNNER " + token + " ra").startsWith("ERR"), "no bot of ra1 is given to the runner");
            }
            store.lease(new StoredLease(ra1, contestId, runnerId, "ra1", "ra", "LINE_PROTOCOL", "python3", 1, "ab12", 1.0,
                    arena.app.botPort(), null, null));
            try (BotClient other = arena.newBot()) {
                assertTrue(other.greet("ra2", "RUNNER " + token + " ra").startsWith("ERR"), "ra2's bot is not given to it");
            }
            assertEquals(404, arena.request("GET", "/api/runner/sources/" + "00".repeat(32), null, token).status(), "no other sources");
            assertEquals(404, arena.request("POST", "/api/runner/notes", Map.of("teamId", ra1 + 1, "contest", "ra", "line", "hi"), token).status());
            assertEquals(204, arena.request("POST", "/api/runner/notes", Map.of("teamId", ra1, "contest", "ra", "line", "hi"), token).status());
            // nor can the token log in on the web as a team
            WebSession web = new WebSession(arena);
            int webLogin = web.post("/login", Map.of("_csrf", web.csrf("/login"), "as", "team", "name", "ra1", "password", token)).statusCode();
            assertTrue(webLogin != 303, "a runner's token is no team's password on the web: " + webLogin);

            // the bot given to it: let in, framed, only in its contest
            BotClient bot = arena.newBot();
            assertEquals("OK", bot.greet("ra1", "RUNNER " + token + " ra"));
            bot.send("C GET_MY_MATCHES");
            String head = bot.line();
            assertTrue(head.startsWith("#"), "a runner's answers are framed: " + head);
            for (int i = 0; i < Integer.parseInt(head.substring(1)); i++) assertNotNull(bot.line());
            bot.send("C CONTEST other");
            assertEquals("#1", bot.line());
            assertTrue(bot.line().startsWith("ERR"), "a runner's bot cannot move to another contest");

            // the console: its slots, its bots and since when, last heard from
            String table = admin.get("/console/runners/table").body();
            assertTrue(table.contains("lab-pc-1") && table.contains("alive") && table.contains("ra1 in ra"), table);
            assertTrue(table.contains("0 of 3 processes") || table.contains("of 3 processes"), table);

            // revoked in the console: refused at once, its connection closed, its bots handed elsewhere
            HttpResponse<String> revoked = admin.post("/console/runners/" + runnerId + "/revoke", Map.of("_csrf", admin.csrf("/console/runners")));
            assertEquals(303, revoked.statusCode(), revoked.body());
            assertEquals(401, hello(arena, token, true, "works").status(), "a revoked token is refused at once");
            assertEquals(401, arena.request("POST", "/api/runner/beat", Map.of("busy", 0), token).status());
            try (BotClient again = arena.newBot()) {
                assertTrue(again.greet("ra1", "RUNNER " + token + " ra").startsWith("ERR"), "nor let in on the bot port");
            }
            long end = System.currentTimeMillis() + 5000;
            String line = "";
            while (line != null && System.currentTimeMillis() < end) line = bot.line(); // the connection is closed by the bot port
            assertNull(line, "its open connection is closed within seconds");
            assertTrue(store.leasesOf(runnerId).isEmpty(), "its leases ended");
            assertTrue(admin.get("/console/runners/table").body().contains("revoked"), "the console says so");
        }
    }

    @Test
    void theConsoleMarksAGoneRunnerWithinTheLeaseAndSaysWhyARunnerRefusesWork() throws Exception {
        try (TestArena arena = TestArena.start()) {
            WebSession admin = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            String quiet = RunnerFixture.token(arena, "quiet").token();
            String broken = RunnerFixture.token(arena, "broken").token();
            assertEquals(200, hello(arena, quiet, true, "bubblewrap works").status());
            assertEquals(200, hello(arena, broken, false, "bubblewrap (bwrap) is not installed").status());
            String table = admin.get("/console/runners/table").body();
            assertTrue(table.contains("refuses work: its sandbox cannot be had") && table.contains("bubblewrap (bwrap) is not installed"), table);
            assertFalse(table.contains("gone"), table);
            long heard = System.nanoTime();
            String now;
            do {
                Thread.sleep(200);
                now = admin.get("/console/runners/table").body();
            } while (!now.contains("gone") && System.nanoTime() - heard < 10_000_000_000L);
            long goneMillis = (System.nanoTime() - heard) / 1_000_000;
            assertTrue(now.contains("gone: not heard from"), now);
            assertTrue(goneMillis <= RunnerDesk.LEASE_MILLIS + 1500, "marked gone within the lease's length: " + goneMillis + " ms");
        }
    }

    /** A team's own password may begin with "RUNNER ": without a runner's grant it is a team's login like any other. */
    @Test
    void aTeamWhosePasswordLooksLikeARunnersStillLogsIn() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("rn", "RUNNER abc def1");
            try (BotClient bot = arena.bot("rn", "RUNNER abc def1")) {
                assertNotNull(bot);
            }
            try (BotClient wrong = arena.newBot()) {
                String refused = wrong.greet("rn", "RUNNER abc def2");
                assertTrue(refused.startsWith("ERR 1 ") && refused.contains("as a runner"), refused);
            }
        }
    }
}
