package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.Eye;
import arena.support.BotClient;
import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Entries a team registers before a round (a team of creatures, a deck): checked, saved, fixed at the round's start. */
class EntriesTest {

    @Test
    void theLastEntrySavedBeforeTheRoundIsTheOneItPlaysWith() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("entrant", "password1");
            arena.createTeam("plain", "password1");
            arena.createContest("entries", Map.of("turnMillis", 60_000, "turns", 3));
            arena.enroll("entries", "entrant");
            arena.enroll("entries", "plain");
            try (BotClient bot = arena.bot("entrant", "password1")) {
                assertEquals("OK", bot.command("ENTRY"));
                assertEquals("none", bot.line());
                assertEquals("ERR 903 an entry is: start K, with K from 0 to 9", bot.command("ENTER start 12"));
                assertEquals("OK", bot.command("ENTER start 4"));
                assertEquals("OK", bot.command("ENTER start 7"));
                assertEquals("OK", bot.command("ENTRY"));
                assertEquals("start 7", bot.line(), "the last one saved counts");
                arena.startRound("entries");
                assertEquals("OK", bot.command("ENTER start 1"), "saving goes on for the next round");
                var matches = bot.counted("MATCHES");
                for (String m : matches) {
                    String[] parts = m.split(" ");
                    assertEquals("OK", bot.command("STATE " + parts[0]));
                    String[] state = bot.line().split(" ");
                    assertEquals("7", state[1 + Integer.parseInt(parts[1])], "the round plays with the entry saved before it started");
                    assertEquals("0", state[2 - Integer.parseInt(parts[1])], "a team without an entry starts from nothing");
                }
            }
            var first = arena.api("GET", "/api/contests/entries/rounds/1/matches", null).json().get(0);
            var board = (Map<?, ?>) arena.app.contests().matchView(first.get("id").asLong(), Eye.ALL).orElseThrow().board();
            int entrantSeat = first.get("seats").get(0).asText().equals("entrant") ? 0 : 1;
            assertEquals(7, board.get("tally" + entrantSeat), "the spectators' board shows the same head start");
        }
    }

    @Test
    void aGameWithoutEntriesRefusesThemWithTheReason() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("loner", "password1");
            arena.createContest("noentries", Map.of());
            arena.enroll("noentries", "loner");
            var refused = org.junit.jupiter.api.Assertions.assertThrows(arena.contest.base.Refused.class,
                    () -> arena.app.contests().saveEntry("noentries", 999, "start 1"));
            assertEquals("the team is not enrolled in noentries", refused.getMessage());
        }
    }
}
