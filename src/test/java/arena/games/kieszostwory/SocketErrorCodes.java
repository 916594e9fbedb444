package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every error code of the specification (231-242, 666-670, 777, 888, 999) and the generic ones, provoked over a real
 * socket. Three trainers: ka and kb enroll teams, kc enrolls none (and sits the round out). Turns end early once ka and
 * kb have sent WAIT. (237, a finished duel, is provoked in an engine by KieszFixture, as in OutcomeTest: with kc sitting
 * out, the round ends with ka and kb's duel.)
 * ka: Kretek, Płomiennik, Lawonit. kb: Bulwazaur, Bulwiątko, Hydrokrab.
 * Scenarios on a test arena; GameContractTest runs them and checks that every code of Err was heard.
 */
final class SocketErrorCodes {

    static void createContest(TestArena arena, String slug, Map<String, Object> settings) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Kieszostwory " + slug, "game", "kieszostwory",
                "settings", settings)));
    }

    /** Both bots send WAIT; returns ka's second answer (OK, the number of rivals, their lines). */
    static List<String> nextTurn(BotClient a, BotClient b) throws Exception {
        a.send("WAIT");
        b.send("WAIT");
        List<String> mine = second(a);
        second(b);
        return mine;
    }

    static List<String> second(BotClient bot) throws Exception {
        assertEquals("OK", bot.line());
        assertEquals("OK", bot.line());
        List<String> lines = new ArrayList<>();
        int n = Integer.parseInt(bot.line());
        lines.add(String.valueOf(n));
        for (int i = 0; i < n; i++) lines.add(bot.line());
        return lines;
    }

    static void everyCodeOverTheBotPort(TestArena arena) throws Exception {
        for (String t : List.of("ka", "kb", "kc")) arena.createTeam(t, "password1");
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("turnMillis", 60_000);
        settings.put("earlyTurns", true);
        createContest(arena, "kz", settings);
        for (String t : List.of("ka", "kb", "kc")) arena.enroll("kz", t);
        try (BotClient a = arena.bot("ka", "password1"); BotClient b = arena.bot("kb", "password1"); BotClient c = arena.bot("kc", "password1")) {
            // before the round
            assertEquals("ERR 888 tournament not active", a.command("GET_RIVALS"));
            assertEquals("ERR 888 tournament not active", a.command("GET_TEAMS"));
            assertEquals("ERR 888 tournament not active", a.command("GET_STATES"));
            assertEquals("ERR 888 tournament not active", a.command("FIGHT 1 1"));
            assertEquals("ERR 888 tournament not active", a.command("SWITCH 1 1"));
            assertEquals("ERR 777 not enrolled", a.command("WAIT"), "WAIT before ENROLL_TEAM");
            assertEquals("ERR 667 duplicated creatures", a.command("ENROLL_TEAM 2 2"));
            assertEquals("ERR 668 invalid creature id", a.command("ENROLL_TEAM 1 52"));
            assertEquals("ERR 668 invalid creature id", a.command("ENROLL_TEAM -1"));
            assertEquals("ERR 669 no creature enrolled", a.command("ENROLL_TEAM"));
            assertEquals("ERR 669 no creature enrolled", a.command("ENROLL_TEAM 0 0 0 0 0 0"));
            assertEquals("ERR 670 not enough money", a.command("ENROLL_TEAM 51 30 27 37"));
            assertTrue(a.command("ENROLL_TEAM 1 2 3 4 5 6 7").startsWith("ERR 104 "));
            assertTrue(a.command("ENROLL_TEAM 1 x").startsWith("ERR 104 "));
            assertEquals("OK", a.command("ENROLL_TEAM 22 5 41"));
            assertEquals("OK", b.command("ENROLL_TEAM 2 1 9"));
            arena.startRound("kz");

            assertEquals("ERR 666 registration closed", a.command("ENROLL_TEAM 1"));
            assertEquals("ERR 777 not enrolled", c.command("GET_RIVALS"));
            assertEquals("ERR 777 not enrolled", c.command("FIGHT 1 1"));
            assertEquals("ERR 777 not enrolled", c.command("WAIT"));
            assertEquals("ERR 999 bad rival", a.command("FIGHT 3 1"));
            assertEquals("ERR 999 bad rival", a.command("SWITCH 0 1"));
            assertTrue(a.command("FLY").startsWith("ERR 103 "));
            assertTrue(a.command("FIGHT 1").startsWith("ERR 104 "));
            assertTrue(a.command("FIGHT x 1").startsWith("ERR 104 "));
            assertEquals("ERR 242 you have to switch creature", a.command("FIGHT 1 1"));
            assertEquals("ERR 231 creature id out of range", a.command("SWITCH 1 7"));
            assertEquals("ERR 231 creature id out of range", a.command("SWITCH 1 0"));
            assertEquals("OK", a.command("SWITCH 1 1"));
            assertEquals("OK", b.command("SWITCH 1 1"));
            List<String> t2 = nextTurn(a, b);
            assertEquals(List.of("1", "NEXT"), t2, "kc has no team: it sits the round out (RULINGS 7), so ka has one rival");

            // turn 2: Bulwazaur's Promień słoneczny (rest) first, then Kretek's Podkop (invincible)
            assertEquals("ERR 238 move id out of range", a.command("FIGHT 1 5"));
            assertEquals("ERR 235 switch to the same creature", a.command("SWITCH 1 1"));
            assertEquals("OK", a.command("FIGHT 1 1"));
            assertEquals("OK", b.command("FIGHT 1 3"));
            assertEquals(List.of("1", "NEXT"), nextTurn(a, b));
            assertEquals("ERR 999 bad rival", a.command("FIGHT 2 1"), "kc is no rival");

            // turn 3: Kretek is invincible, Bulwazaur rests
            assertEquals("ERR 239 creature is invincible", a.command("FIGHT 1 2"));
            assertEquals("ERR 233 cannot change creature when is invincible", a.command("SWITCH 1 2"));
            assertEquals("ERR 240 creature is resting", b.command("FIGHT 1 1"));
            assertEquals("ERR 234 cannot change when creature is resting", b.command("SWITCH 1 2"));
            // neither side can act this turn, so the first WAIT ends it (early turns): one WAIT, not two
            a.send("WAIT");
            second(a);

            // turn 4: Bulwazaur (faster) knocks out Kretek (12 HP left) with Szarża
            assertEquals("OK", b.command("FIGHT 1 1"));
            assertEquals("OK", a.command("FIGHT 1 2"));
            nextTurn(a, b);

            // turn 5: ka must switch; kb waits
            assertEquals("ERR 236 your opponent is switching creature", b.command("FIGHT 1 1"));
            assertEquals("ERR 242 you have to switch creature", a.command("FIGHT 1 1"));
            assertEquals("ERR 232 creature has no hp", a.command("SWITCH 1 1"));
            assertEquals("ERR 232 creature has no hp", a.command("SWITCH 1 5"), "an empty slot");
            assertEquals("OK", a.command("SWITCH 1 3"));
            nextTurn(a, b);

            // Lawonit's Ognisty podmuch has 5 PP: five uses on Hydrokrab, then 241
            assertEquals("OK", b.command("SWITCH 1 3"));
            for (int i = 0; i < 5; i++) {
                assertEquals("OK", a.command("FIGHT 1 1"));
                nextTurn(a, b);
            }
            assertEquals("ERR 241 creature has no PP", a.command("FIGHT 1 1"));
            assertEquals("OK", a.command("FIGHT 1 2"));
        }
    }
}
