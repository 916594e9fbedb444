package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A bot can wait for a change in its matches (a request-answer game needs it): the other side's command wakes it. */
class ChangesTest {

    @Test
    void theOpponentsCommandWakesAWaitingTeamAtOnce() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("waiter", "password1");
            arena.createTeam("mover", "password1");
            arena.createTeam("bystander", "password1");
            arena.createContest("changes", Map.of("turnMillis", 60_000, "turns", 5));
            arena.enroll("changes", "waiter");
            arena.enroll("changes", "mover");
            arena.startRound("changes");
            try (BotClient waiter = arena.bot("waiter", "password1"); BotClient mover = arena.bot("mover", "password1")) {
                assertEquals("OK", waiter.command("NEXTCHANGE 10000"));
                long start = System.nanoTime();
                String match = mover.counted("MATCHES").get(0).split(" ")[0];
                assertEquals("OK", mover.command("ADD " + match + " 2"));
                mover.line();
                assertEquals("CHANGED", waiter.line());
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertTrue(millis < 2000, "woken by the command, not by a one-minute turn: " + millis + " ms");

                assertEquals("OK", waiter.command("NEXTCHANGE 300"));
                assertEquals("TIMEOUT", waiter.line(), "nothing changed: the wait ends at its timeout");
                assertEquals("OK", mover.command("TURN"));
                mover.line();
                assertEquals("OK", waiter.command("NEXTCHANGE 300"));
                assertEquals("TIMEOUT", waiter.line(), "a query changes nothing");
            }
        }
    }
}
