package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7 over real sockets: a connection that closes while it holds a turn gives it back; another open connection
 * of the team gets the same input, its time starting then; a turn is handed again once only.
 */
class HandBackTest {

    /** {@code NEXT NOW} until it hands over a turn of this match (the server notices a closed socket a moment later). */
    static List<String> takeAgain(BotClient c, long match) throws Exception {
        long end = System.currentTimeMillis() + 5000;
        while (System.currentTimeMillis() < end) {
            List<String> got = nextNow(c);
            if (got.get(0).startsWith("MATCH " + match + " ")) return got;
            Thread.sleep(20);
        }
        throw new AssertionError("the turn of match " + match + " was not handed again");
    }

    static List<String> nextNow(BotClient c) throws Exception {
        assertEquals("OK", c.command("NEXT NOW"));
        List<String> lines = new ArrayList<>();
        String head = c.line();
        lines.add(head);
        if (head.startsWith("MATCH ")) for (int i = 0, n = Integer.parseInt(head.split(" ")[2]); i < n; i++) lines.add(c.line());
        return lines;
    }

    @Test
    void aClosedConnectionGivesItsTurnBackOnce() throws Exception {
        try (TestArena arena = TestArena.start()) {
            Map<String, Object> settings = new LinkedHashMap<>(Map.of("turnMillis", 1000, "seed", 2, "rounds", 1));
            SocketErrorCodes.createContest(arena, "hb", "locm12", settings);
            for (String t : List.of("hba", "hbb")) {
                arena.createTeam(t, "password1");
                arena.enroll("hb", t);
            }
            arena.startRound("hb");
            long match;
            List<String> first;
            List<String> second;
            try (BotClient a1 = arena.bot("hba", "password1")) {
                first = nextNow(a1);
                assertTrue(first.get(0).startsWith("MATCH "), first.toString());
                match = Long.parseLong(first.get(0).split(" ")[1]);
            } // closed holding the first pick
            try (BotClient a2 = arena.bot("hba", "password1"); BotClient b = arena.bot("hbb", "password1")) {
                List<String> again = takeAgain(a2, match);
                assertEquals(first, again, "the same turn, the same input");
                assertEquals("OK", a2.command("ANSWER " + match + " PICK 0"), "answered in time from the second connection");
                List<String> bTurn = takeAgain(b, match);
                assertEquals("OK", b.command("ANSWER " + match + " PICK 0"));
                assertTrue(bTurn.get(0).endsWith(" 1000"), bTurn.get(0));
                second = takeAgain(a2, match); // the second pick: 100 ms
                assertTrue(second.get(0).endsWith(" 100"), second.get(0));
            } // a2 closes holding the second pick: it goes back once
            try (BotClient a3 = arena.bot("hba", "password1")) {
                takeAgain(a3, match);
            } // a3 closes too: the turn is not handed again
            List<String> judged;
            try (BotClient a4 = arena.bot("hba", "password1")) {
                Thread.sleep(300); // a negative check: the turn must not be handed again in this time
                for (String head : List.of(nextNow(a4).get(0))) assertTrue(!head.startsWith("MATCH " + match + " "), head);
            }
            try (BotClient b2 = arena.bot("hbb", "password1")) { // hba is late on a draft pick: hbb's answer judges it (RULINGS 9)
                judged = takeAgain(b2, match);
                assertEquals("OK", b2.command("ANSWER " + match + " PICK 1"));
            }
            assertEquals(second.subList(1, second.size()), judged.subList(1, judged.size()), "hbb is handed the pick hba was late on");
            long end = System.currentTimeMillis() + 10_000;
            String summary = "";
            while (System.currentTimeMillis() < end) {
                JsonNode ms = TestArena.expect(200, arena.api("GET", "/api/contests/hb/rounds/1/matches", null)).json();
                for (JsonNode m : ms) if (m.get("id").asLong() == match) summary = m.get("summary").asText();
                if (summary.contains("wins")) break;
                Thread.sleep(50);
            }
            assertEquals("hbb wins · hba: timeout: no answer within 100 ms", summary,
                    "timed from the last hand-over: a3's, 100 ms");
        }
    }
}
