package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each variant's rules page explains the protocol, the time limits with the contest's factor, the bridge and the sample bot. */
class RulesPageTest {

    @Test
    void theRulesOfBothVariants() throws Exception {
        try (TestArena arena = TestArena.start()) {
            String v12 = arena.request("GET", "/games/locm12", null, null).body();
            for (String part : new String[] {"Draft:", "PICK 0", "MATCH id n ms", "ANSWER id line", "LOG id text", "NotYourTurn", "DeckRefused",
                    "first draft pick", "1000 ms", "bridge --host HOST --port " + arena.app.botPort(), "def score(c):", "socket.create_connection",
                    "locm.css", "timeFactor"}) {
                assertTrue(v12.contains(part), "the 1.2 rules page shows " + part);
            }
            String v15 = arena.request("GET", "/games/locm15", null, null).body();
            for (String part : new String[] {"Constructed:", "constructed turn", "4000 ms", "POOL", "DECK id id", "bare <code>PASS</code>", "Your entry"}) {
                assertTrue(v15.contains(part), "the 1.5 rules page shows " + part);
            }
            SocketErrorCodesTest.createContest(arena, "rp", "locm15", Map.of("turnMillis", 25, "timeFactor", 2.5));
            TestArena.Response contest = arena.request("GET", "/games/locm15?contest=rp", null, null);
            assertEquals(200, contest.status());
            assertTrue(contest.body().contains("10000 ms"), "4000 ms times 2.5");
            assertTrue(contest.body().contains("500 ms"), "200 ms times 2.5");
            assertTrue(contest.body().contains("25 ms"));
            // RULINGS 7: how time is measured, what timeFactor does, a factor for slow classroom machines
            for (String part : new String[] {"How time is measured.", "from the\n    moment the arena writes the turn's <code>MATCH</code> line",
                    "an answer within the limit never loses on time", "What <code>timeFactor</code> does.", "set <code>timeFactor</code> to <strong>3</strong>",
                    "75 s", "cannot reach host:port", "process group"}) {
                assertTrue(contest.body().contains(part), "the rules page says " + part);
            }
        }
    }
}
