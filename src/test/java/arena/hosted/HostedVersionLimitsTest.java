package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 38: versions are a rate per team (30 an hour), the one past it answered 429 with the wait in words, on the
 * API and on the team's page, nothing stored; the list of versions is paged, on the API and on the team's card.
 */
class HostedVersionLimitsTest {
    private static TestArena.Response submit(TestArena arena, String team, int n) {
        return arena.api("POST", "/api/teams/" + team + "/bots",
                Map.of("language", "python3", "files", Map.of("bot.py", "# version " + n + "\nprint('WAIT', flush=True)\n")));
    }

    @Test
    void pastThirtyVersionsAnHourTheAnswerIs429WithTheWaitAndTheListsArePaged() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("alpha", "password1");
            arena.createTeam("beta", "password1");
            arena.createContest("ha", Map.of("turnMillis", 100));
            arena.enroll("ha", "alpha");
            for (int n = 1; n <= 30; n++) assertEquals(n, TestArena.expect(201, submit(arena, "alpha", n)).json().get("version").asInt());

            TestArena.Response refused = submit(arena, "alpha", 31);
            assertEquals(429, refused.status(), refused.body());
            String why = refused.json().get("error").asText();
            assertTrue(why.contains("30 versions an hour") && why.matches(".*taken in (59|60) minutes.*"), why);
            TestArena.expect(201, submit(arena, "beta", 1)); // another team's rate is its own

            // a build's own size is bounded: a C bot with 40 MB of initialized data makes a 40 MB binary, over the 32 MB
            int big = TestArena.expect(201, arena.api("POST", "/api/teams/beta/bots", Map.of("language", "c", "files",
                    Map.of("bot.c", "#include <stdio.h>\nchar big[40 << 20] = {1};\nint main(int argc, char **argv) { printf(\"%d\\n\", big[argc]); return 0; }\n"))))
                    .json().get("version").asInt();
            JsonNode tooLarge = HostedFixture.awaitBuilt(arena, "beta", big, 120_000);
            assertEquals("failed", tooLarge.get("status").asText(), tooLarge.toString());
            assertTrue(tooLarge.get("log").asText().contains("the build is too large") && tooLarge.get("log").asText().contains("at most 2,000 files and 32 MB"),
                    tooLarge.toString());
            try (var kept = java.nio.file.Files.list(arena.dataDir.resolve("builds"))) {
                assertTrue(kept.noneMatch(p -> java.nio.file.Files.isDirectory(p) && p.getFileName().toString().startsWith("c-")), "nothing of it is kept");
            }

            WebSession alpha = new WebSession(arena).login("team", "alpha", "password1");
            String csrf = alpha.csrf("/team/hosted/ha");
            HttpResponse<String> page = HostedApiTest.multipart(alpha, arena, "/team/hosted/ha/versions", csrf, "python3", "bot.py",
                    "print('WAIT')\n".getBytes(StandardCharsets.UTF_8));
            assertEquals(429, page.statusCode(), page.body());
            assertTrue(page.body().contains("taken in") && page.body().contains("minutes"), page.body());
            assertTrue(page.headers().firstValue("Retry-After").isPresent());

            // the API's list: paged, newest first, the total and the neighbours in the headers
            TestArena.Response second = arena.api("GET", "/api/teams/alpha/bots?perPage=10&page=2", null);
            assertEquals(200, second.status(), second.body());
            JsonNode list = second.json();
            assertEquals(10, list.size(), "nothing past 30 was stored, and a page holds 10");
            assertEquals(20, list.get(0).get("version").asInt());
            assertEquals(11, list.get(9).get("version").asInt());
            HttpResponse<String> raw = alpha.get("/api/teams/alpha/bots?perPage=10&page=2");
            assertEquals("30", raw.headers().firstValue("X-Total-Count").orElse(""));
            String link = raw.headers().firstValue("Link").orElse("");
            assertTrue(link.contains("page=3>; rel=\"next\"") && link.contains("page=1>; rel=\"prev\""), link);
            assertEquals(400, arena.api("GET", "/api/teams/alpha/bots?perPage=1000", null).status(), "a page holds at most 100");

            // the card: ten versions a page, the pages linked
            long asked = System.nanoTime();
            String first = alpha.get("/team/hosted/ha").body();
            System.out.printf("issue 38: the card of a team with 30 versions: %d bytes in %d ms%n", first.length(), (System.nanoTime() - asked) / 1_000_000);
            assertEquals(10, count(first, "data-label=\"Version\""), first);
            assertTrue(first.contains("page 1 of 3") && first.contains(">30<") && !first.contains(">20<"), first);
            String third = alpha.get("/team/hosted/ha?page=3").body();
            assertTrue(third.contains("page 3 of 3") && third.contains(">1<") && !third.contains(">11<"), third);
            assertFalse(third.contains("older versions"), "the last page links no older one");
        }
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + 1)) n++;
        return n;
    }
}
