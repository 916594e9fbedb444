package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import arena.support.Machine;

/**
 * The registration cycle over a real socket (WAIT_FOR_REGISTRATION, ENROLL_TEAM where the last call counts, WAIT that
 * wakes at the round's first turn, NOTYET after the wait runs out) and the exact answers of every command.
 */
// WAIT_FOR_REGISTRATION's window is timed against the wall clock: never beside a starter matrix
@ResourceLock(Machine.WHOLE_CPU)
class RegistrationAndAnswersTest {

    /** GET_RIVALS: the number of rivals, then seven lines each; returns those lines. */
    static List<String> rivals(BotClient bot) throws Exception {
        return block(bot, "GET_RIVALS", 7);
    }

    /** GET_TEAMS: the number of rivals, then six lines each. */
    static List<String> teams(BotClient bot) throws Exception {
        return block(bot, "GET_TEAMS", 6);
    }

    static List<String> block(BotClient bot, String command, int per) throws Exception {
        assertEquals("OK", bot.command(command));
        int n = Integer.parseInt(bot.line());
        List<String> lines = new java.util.ArrayList<>();
        for (int i = 0; i < n * per; i++) lines.add(bot.line());
        return lines;
    }

    @Test
    void theRegistrationCycleAndTheAnswers() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("ra", "password1");
            arena.createTeam("rb", "password1");
            SocketErrorCodes.createContest(arena, "kr", Map.of("turnMillis", 60_000, "earlyTurns", true, "maxTurns", 2, "registrationWaitMillis", 400, "rounds", 2));
            arena.enroll("kr", "ra");
            arena.enroll("kr", "rb");
            try (BotClient a = arena.bot("ra", "password1"); BotClient b = arena.bot("rb", "password1")) {
                // between rounds
                assertEquals("OK", a.command("WAIT_FOR_REGISTRATION"));
                assertEquals("OK", a.line(), "registration is open: the second OK comes at once");
                assertEquals("OK", a.command("IS_TOURNAMENT_ACTIVE"));
                assertEquals("0", a.line());
                assertEquals("OK", a.command("GET_TIME_LEFT"));
                assertEquals("0", a.line());

                List<String> creatures = a.counted("GET_CREATURES");
                assertEquals(51, creatures.size());
                assertEquals("1000 4 0 300 25 40 45 1 8 45 6", creatures.get(0));
                assertEquals("1500 4 0 500 40 45 50 1 8 17 6", creatures.get(1));
                List<String> attacks = a.counted("GET_ATTACKS");
                assertEquals(45, attacks.size());
                assertEquals("1 25 65 0 0 0 0 0 0 0 0 0", attacks.get(0));
                assertEquals("3 15 90 0 0 0 0 0 0 0 0 0", attacks.get(2), "Miotacz ognia");
                assertEquals("9 10 100 0 0 0 0 0 0 0 1 0", attacks.get(4), "Podkop");
                assertEquals("1 30 0 0 -20 0 0 0 0 0 0 0", attacks.get(5), "Warczenie lowers the opponent's attack bonus");
                assertEquals("8 30 0 0 0 0 0 0 25 4 0 0", attacks.get(44), "Trujący pyłek");
                List<String> types = a.counted("GET_TYPES");
                assertEquals(12, types.size());
                assertEquals("1 0.5 0.5 2 1 2 1 1 1 1 1 0.5", types.get(2), "fire: half on water and fire, double on grass and ice");
                assertEquals("0", types.get(4).split(" ")[8], "electric does nothing to ground");

                assertEquals("OK", a.command("ENROLL_TEAM 1 2"));
                assertEquals("OK", a.command("ENROLL_TEAM 5 0 34"), "the last call before the round counts");
                assertEquals("OK", b.command("ENROLL_TEAM 2"));
                a.send("WAIT");
                b.send("WAIT");
                assertEquals("OK", a.line());
                assertEquals("OK", b.line());
                arena.startRound("kr");
                assertEquals(List.of("OK", "1", "BEGIN"), List.of(a.line(), a.line(), a.line()), "WAIT during registration wakes at the first turn");
                assertEquals(List.of("OK", "1", "BEGIN"), List.of(b.line(), b.line(), b.line()));

                assertEquals("OK", a.command("IS_TOURNAMENT_ACTIVE"));
                assertEquals("1", a.line());
                assertEquals("OK", a.command("GET_TIME_LEFT"));
                long left = Long.parseLong(a.line());
                assertTrue(left > 0 && left <= 60_000, "ms to the next turn: " + left);
                List<String> rivals = rivals(a);
                assertEquals(7, rivals.size(), "one rival: the first line and six creatures");
                assertEquals("0", rivals.get(0), "ra is first in the match");
                assertEquals("2 500 0 0 0 0 25 25 10 30", rivals.get(1));
                assertEquals("0 0 0 0 0 0 0 0 0 0", rivals.get(2), "empty slots are zeros");
                List<String> bRivals = rivals(b);
                assertEquals("1", bRivals.get(0));
                assertEquals("5 420 0 0 0 0 15 25 20 25", bRivals.get(1));
                assertEquals("0 0 0 0 0 0 0 0 0 0", bRivals.get(2));
                assertEquals("34 400 0 0 0 0 25 30 30 20", bRivals.get(3));
                List<String> teams = teams(a);
                assertEquals(6, teams.size(), "one rival: six lines");
                assertEquals("5 420 0 0 0 0 15 25 20 25", teams.get(0));
                assertEquals(List.of("0 0 0 0 0 0 NO_MOVE"), a.counted("GET_STATES"));

                assertEquals("OK", a.command("SWITCH 1 3"));
                assertEquals("OK", b.command("SWITCH 1 1"));
                assertEquals(List.of("1", "NEXT"), SocketErrorCodes.nextTurn(a, b));
                assertEquals(List.of("3 0 0 1 0 0 SWITCH 1"), a.counted("GET_STATES"));
                assertEquals("OK", a.command("FIGHT 1 2"));
                assertEquals("OK", b.command("FIGHT 1 1"));
                SocketErrorCodes.nextTurn(a, b);
                // Puchacz's Warczenie (faster? 45 < 50: Bulwazaur's Szarża first: 65 * 40 / 40 = 65)
                assertEquals(List.of("3 0 0 1 0 0 FIGHT 1"), a.counted("GET_STATES"));
                assertEquals("34 335 0 0 0 0 25 29 30 20", teams(a).get(2));
                assertEquals("2 500 -20 0 0 0 24 25 10 30", rivals(a).get(1));
                assertEquals(List.of("1", "REMATCH DRAW"), SocketErrorCodes.nextTurn(a, b), "two counted turns: a draw");
                assertEquals("1", rivals(a).get(0), "rb is first in the rematch");

                // WAIT_FOR_REGISTRATION during the round: NOTYET once the wait runs out
                long start = System.nanoTime();
                assertEquals("OK", a.command("WAIT_FOR_REGISTRATION"));
                assertEquals("NOTYET", a.line());
                long waited = (System.nanoTime() - start) / 1_000_000;
                assertTrue(waited >= 350 && waited < 5_000, "waited " + waited + " ms");

                // play the rematch out (a forced turn, then two counted turns); a second connection's WAIT_FOR_REGISTRATION
                // answers OK as soon as the round ends
                assertEquals(List.of("1", "NEXT"), SocketErrorCodes.nextTurn(a, b));
                assertEquals(List.of("1", "NEXT"), SocketErrorCodes.nextTurn(a, b));
                try (BotClient a2 = arena.bot("ra", "password1")) {
                    a2.send("WAIT_FOR_REGISTRATION");
                    assertEquals("OK", a2.line());
                    assertEquals(List.of("1", "END DRAW"), SocketErrorCodes.nextTurn(a, b));
                    assertEquals("OK", a2.line(), "the round ended: registration is open again");
                }
                arena.awaitContest("kr", "open", 1, 5_000);
                assertEquals("ERR 888 tournament not active", a.command("GET_STATES"));
                assertEquals("OK", a.command("ENROLL_TEAM 2 5"));
            }
        }
    }

    @Test
    void timeLeftBetweenRoundsCountsDownToTheNextRound() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("clock1", "password1");
            SocketErrorCodes.createContest(arena, "kt", Map.of("registrationMillis", 60_000));
            arena.enroll("kt", "clock1");
            try (BotClient a = arena.bot("clock1", "password1")) {
                assertEquals("OK", a.command("GET_TIME_LEFT"));
                long left = Long.parseLong(a.line());
                assertTrue(left > 50_000 && left <= 60_000, "ms until the registration window ends: " + left);
            }
        }
    }
}
