package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 8 over HTTP: a live board (its page and its poll) is drawn for the eye of who asks. A Pizzacraft match just
 * started: each side's HQ and worker are out of the other's sight, so a visitor and the rival see none of a side's
 * pieces, the side sees its own, the instructor all of them.
 */
class LiveBoardEyesTest {
    private TestArena arena;

    @BeforeEach
    void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterEach
    void stop() {
        arena.close();
    }

    private static Set<String> pieces(String html) {
        return Pattern.compile("data-id=\"(\\d+)\"").matcher(html).results().map(m -> m.group(1)).collect(Collectors.toSet());
    }

    @Test
    void aLiveBoardShowsASidesPiecesOnlyToThatSideAndTheInstructor() throws Exception {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "fog", "title", "Fog", "game", "pizzacraft",
                "settings", Map.of("turnMillis", 60_000, "selfSignup", false))));
        arena.createTeam("alpha", "alpha-password");
        arena.createTeam("beta", "beta-password");
        arena.createTeam("gamma", "gamma-password");
        arena.enroll("fog", "alpha");
        arena.enroll("fog", "beta");
        arena.startRound("fog");
        var matches = arena.api("GET", "/api/contests/fog/rounds/1/matches", null).json();
        long id = matches.get(0).get("id").asLong();
        String seat0 = matches.get(0).get("seats").get(0).asText();

        WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        WebSession own = new WebSession(arena).login("team", seat0, seat0 + "-password");
        String rivalName = seat0.equals("alpha") ? "beta" : "alpha";
        WebSession rival = new WebSession(arena).login("team", rivalName, rivalName + "-password");
        WebSession other = new WebSession(arena).login("team", "gamma", "gamma-password");
        WebSession visitor = new WebSession(arena);

        for (String path : new String[] {"/matches/" + id, "/matches/" + id + "/board"}) {
            Set<String> all = pieces(instructor.get(path).body());
            Set<String> mine = pieces(own.get(path).body());
            Set<String> theirs = pieces(rival.get(path).body());
            assertEquals(4, all.size(), path + ": two HQs and two workers for the instructor");
            assertEquals(2, mine.size(), path + ": a side sees its HQ and worker");
            assertEquals(2, theirs.size(), path + ": so does the other");
            assertTrue(all.containsAll(mine) && all.containsAll(theirs));
            assertTrue(java.util.Collections.disjoint(mine, theirs), path + ": neither sees the other's pieces");
            for (WebSession outsider : new WebSession[] {visitor, other}) {
                String html = outsider.get(path).body();
                assertEquals(Set.of(), pieces(html), path + ": a visitor sees no piece that a fog hides");
                assertFalse(html.contains("pz-gold\">gold"), path + ": nor any side's gold");
            }
        }
    }
}
