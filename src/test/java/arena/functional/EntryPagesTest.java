package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The entry builder page every game with entries gets: shown to enrolled teams, checked on the server. */
class EntryPagesTest {
    @Test
    void anEnrolledTeamBuildsChecksAndSavesItsEntry() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("builder", "password1");
            arena.createTeam("outsider", "password1");
            arena.createContest("build", Map.of("selfSignup", true));
            arena.enroll("build", "builder");
            WebSession web = new WebSession(arena).login("team", "builder", "password1");
            assertTrue(web.get("/contests/build").body().contains("/contests/build/entry"), "the contest page links to the builder");
            HttpResponse<String> page = web.get("/contests/build/entry");
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<span class=\"saved\">none</span>"));
            String token = web.csrf("/contests/build/entry");

            assertTrue(page.body().contains("What you save here counts for <span class=\"entry-counts\">round 1 and the rounds after, until you save another</span>"),
                    "for which rounds an entry counts: the game's default");
            HttpResponse<String> check = web.htmx("/contests/build/entry/check", Map.of("_csrf", token, "start", "5"));
            assertEquals(200, check.statusCode());
            assertTrue(check.body().contains("would start at 5"));
            assertTrue(!check.body().contains("<html"), "the check answers HTMX with the fragment only");
            HttpResponse<String> plain = web.post("/contests/build/entry/check", Map.of("_csrf", token, "start", "5"));
            assertEquals(200, plain.statusCode());
            assertTrue(plain.body().contains("<html") && plain.body().contains("would start at 5"),
                    "a plain form posted there (a pick button in a page without scripts) gets the whole page");

            HttpResponse<String> bad = web.post("/contests/build/entry", Map.of("_csrf", token, "start", "12"));
            assertEquals(400, bad.statusCode());
            assertTrue(bad.body().contains("An entry is: start K, with K from 0 to 9."), "the game's rule, said on the page");
            HttpResponse<String> notNumber = web.post("/contests/build/entry", Map.of("_csrf", token, "start", "x"));
            assertTrue(notNumber.body().contains("The head start is a number."));

            assertEquals(303, web.post("/contests/build/entry", Map.of("_csrf", token, "start", "6")).statusCode());
            String saved = web.get("/contests/build/entry").body();
            assertTrue(saved.contains("<span class=\"saved\">start 6</span>"));
            assertTrue(saved.contains("Saved. It counts for round 1 and the rounds after, until you save another."), saved);
            assertEquals("start 6", arena.app.contests().entry("build", teamId(arena, "builder")).orElseThrow());

            // a team not enrolled is offered the way in, not an error
            WebSession outsider = new WebSession(arena).login("team", "outsider", "password1");
            HttpResponse<String> notYet = outsider.get("/contests/build/entry");
            assertEquals(403, notYet.statusCode());
            assertTrue(notYet.body().contains("Your team is not enrolled in this contest yet"), notYet.body());
            assertTrue(notYet.body().contains("Enroll my team"));
            HttpResponse<String> joined = outsider.post("/contests/build/join", Map.of("_csrf", outsider.csrf("/contests/build/entry"), "back", "entry"));
            assertEquals(303, joined.statusCode());
            assertEquals("/contests/build/entry", joined.headers().firstValue("Location").orElseThrow(), "back to the builder");
            HttpResponse<String> builder = outsider.get("/contests/build/entry");
            assertEquals(200, builder.statusCode());
            assertTrue(builder.body().contains("<span class=\"saved\">none</span>"), "now enrolled, the team has the builder");
            // where the instructor enrolls teams, the page says so and offers no button
            arena.createTeam("latecomer", "password1");
            arena.createContest("closed", Map.of()); // the API's contests are closed to sign-ups unless they say otherwise
            HttpResponse<String> closed = new WebSession(arena).login("team", "latecomer", "password1").get("/contests/closed/entry");
            assertEquals(403, closed.statusCode());
            assertTrue(closed.body().contains("Teams are enrolled by the instructor in this contest"));
            assertTrue(!closed.body().contains("Enroll my team"));
        }
    }

    private static long teamId(TestArena arena, String name) {
        return arena.app.contests().teamId(name).orElseThrow();
    }
}
