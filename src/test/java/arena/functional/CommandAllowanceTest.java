package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.BotClient;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7: WAIT is never refused; where a game limits commands per match (Pizzacraft) each command is charged to the
 * match it names, refused ones included, and commands naming no match to one more allowance; each match's private
 * log holds only the commands that name it, each with the turn it was sent in (Kieszostwory: by rival number).
 */
class CommandAllowanceTest {
    private static TestArena arena;

    /** On the manual clock: a turn ends only where a test passes it, never amid the commands it counts. */
    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.startWithManualClock();
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void waitIsNeverRefusedByTheLimit() throws Exception {
        arena.createTeam("waits", "password1");
        arena.createTeam("waits-peer", "password1");
        arena.createContest("allow-wait", Map.of("turnMillis", 300, "turns", 1000, "commandsPerTurn", 3));
        arena.enroll("allow-wait", "waits");
        arena.enroll("allow-wait", "waits-peer");
        arena.startRound("allow-wait");
        try (BotClient bot = arena.bot("waits", "password1")) {
            assertEquals("OK", bot.command("WAIT"));
            arena.advanceTurns("allow-wait", 1);
            bot.line(); // a fresh turn: 3 commands allowed
            for (int i = 0; i < 3; i++) {
                assertEquals("OK", bot.command("TURN"));
                bot.line();
            }
            assertEquals("ERR 102 command limit reached for this turn (3)", bot.command("TURN"));
            assertEquals("OK", bot.command("WAIT"), "over the limit, WAIT still answers OK");
            arena.advanceTurns("allow-wait", 1);
            assertTrue(bot.line().startsWith("TURN "), "and its second line");
            assertEquals("OK", bot.command("TURN"), "the next turn has a fresh allowance");
        }
    }

    @Test
    void pizzacraftChargesEachCommandToTheMatchItNames() throws Exception {
        arena.createTeam("pz-a", "password1");
        arena.createTeam("pz-b", "password1");
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "allow-pizza", "title", "Pizza", "game", "pizzacraft",
                "settings", Map.of("turnMillis", 600_000, "commandsPerTurn", 4))));
        arena.enroll("allow-pizza", "pz-a");
        arena.enroll("allow-pizza", "pz-b");
        arena.startRound("allow-pizza");
        try (BotClient bot = arena.bot("pz-a", "password1")) {
            List<String> ids = bot.counted("GET_MY_MATCHES"); // 1 of 4 commands naming no match
            assertEquals(2, ids.size(), "two matches, seats swapped");
            String first = ids.get(0), second = ids.get(1);
            // match 1: four commands, the fifth and sixth refused (and charged to match 1 only)
            for (int i = 0; i < 4; i++) assertEquals("OK", okFirst(bot, "GET_GOLD " + first), "command " + (i + 1) + " on match 1");
            assertEquals("ERR 102 command limit reached for this turn (4 per match)", bot.command("GET_GOLD " + first));
            assertEquals("ERR 102 command limit reached for this turn (4 per match)", bot.command("GET_GOLD " + first));
            // match 2 has its whole allowance: the refusals on match 1 cost it nothing
            for (int i = 0; i < 4; i++) assertEquals("OK", okFirst(bot, "GET_GOLD " + second), "command " + (i + 1) + " on match 2");
            assertEquals("ERR 102 command limit reached for this turn (4 per match)", bot.command("GET_GOLD " + second));
            // commands naming no match: GET_MY_MATCHES was the first of their own four
            for (int i = 0; i < 3; i++) bot.counted("GET_MY_MATCHES");
            assertEquals("ERR 102 command limit reached for this turn (4 per match)", bot.command("GET_MY_MATCHES"));
            assertEquals("OK", bot.command("WAIT"), "WAIT is never refused");

            long team = arena.app.contests().teamId("pz-a").orElseThrow();
            List<TeamLog.Line> log1 = arena.app.contests().teamLog(Long.parseLong(first), team);
            List<TeamLog.Line> log2 = arena.app.contests().teamLog(Long.parseLong(second), team);
            assertEquals(12, log1.size(), "6 commands naming match 1, each with its answer: " + log1);
            assertEquals(10, log2.size(), "5 commands naming match 2, each with its answer");
            assertTrue(log1.stream().filter(l -> l.kind().equals("command")).allMatch(l -> l.text().equals("GET_GOLD " + first)));
            assertTrue(log2.stream().filter(l -> l.kind().equals("command")).allMatch(l -> l.text().equals("GET_GOLD " + second)));
        }
    }

    /** Sends a command naming a match and returns its first line, reading the rest of a GET_GOLD answer. */
    private static String okFirst(BotClient bot, String command) throws Exception {
        String first = bot.command(command);
        if (first.equals("OK")) bot.line();
        return first;
    }

    @Test
    void kieszostworyLogsACommandOnlyInTheDuelItNamesWithItsTurn() throws Exception {
        for (String t : List.of("kq-a", "kq-b", "kq-c")) arena.createTeam(t, "password1");
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "allow-kiesz", "title", "Kiesz", "game", "kieszostwory",
                "settings", Map.of("turnMillis", 600_000))));
        for (String t : List.of("kq-a", "kq-b", "kq-c")) arena.enroll("allow-kiesz", t);
        List<BotClient> bots = new ArrayList<>();
        try {
            for (String t : List.of("kq-a", "kq-b", "kq-c")) bots.add(arena.bot(t, "password1"));
            assertEquals("OK", bots.get(0).command("ENROLL_TEAM 22 5 41"));
            assertEquals("OK", bots.get(1).command("ENROLL_TEAM 2 1 9"));
            assertEquals("OK", bots.get(2).command("ENROLL_TEAM 2 1 9"));
            arena.startRound("allow-kiesz");
            BotClient a = bots.get(0);
            // kq-a's rivals in match order: its duels with the two others
            List<Long> duels = new ArrayList<>();
            long teamA = arena.app.contests().teamId("kq-a").orElseThrow();
            for (JsonNode m : arena.api("GET", "/api/contests/allow-kiesz/rounds/1/matches", null).json()) {
                if (m.get("seats").toString().contains("\"kq-a\"")) duels.add(m.get("id").asLong());
            }
            assertEquals(2, duels.size());
            assertEquals("OK", a.command("GET_STATES"));
            for (int i = 0; i < 3; i++) a.line();
            assertEquals("OK", a.command("SWITCH 2 1"), "a switch in the duel with rival 2");
            for (int i = 0; i < 5; i++) {
                assertEquals("OK", a.command("GET_RIVALS"));
                for (int j = 0; j < 1 + 2 * 7; j++) a.line();
            }
            List<TeamLog.Line> rival1 = arena.app.contests().teamLog(duels.get(0), teamA);
            List<TeamLog.Line> rival2 = arena.app.contests().teamLog(duels.get(1), teamA);
            assertEquals(List.of(), rival1, "the duel with rival 1 was not named by any command");
            assertEquals(2, rival2.size(), "only the SWITCH and its answer: " + rival2);
            assertEquals("SWITCH 2 1", rival2.get(0).text());
            assertEquals(1, rival2.get(0).turn(), "sent in the duel's first turn");
        } finally {
            for (BotClient b : bots) b.close();
        }
    }
}
