package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Kieszostwory practice match over a real socket. Rivals are numbered by their place in the round, so practice runs
 * only between rounds: then the practice is the team's one rival (a tournament of one duel); during a round it is refused.
 */
class PracticeSocketTest {

    /** One turn: the rival's state, a fight with move 1 (or a switch to creature 1 when it must), then WAIT. */
    static void step(BotClient bot, long id) throws Exception {
        String states = bot.command("GET_STATES");
        if (states.equals("OK")) {
            int n = Integer.parseInt(bot.line());
            for (int i = 0; i < n; i++) bot.line();
            if (bot.command("FIGHT 1 1").startsWith("ERR")) bot.command("SWITCH 1 1");
        }
        String w = bot.command("WAIT");
        if (!w.equals("OK")) {
            Thread.sleep(50); // a polling bot's own pause between looks, by design
            return;
        }
        assertEquals("OK", bot.line());
        int n = Integer.parseInt(bot.line());
        for (int i = 0; i < n; i++) bot.line();
    }

    @Test
    void practiceOnlyBetweenRounds() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("ka", "password1");
            arena.createTeam("kb", "password1");
            Practice.createContest(arena, "kp", "kieszostwory", Practice.fast(Map.of("maxTurns", 6, "rounds", 0)));
            arena.enroll("kp", "ka");
            arena.enroll("kp", "kb");
            try (BotClient a = arena.bot("ka", "password1"); BotClient b = arena.bot("kb", "password1")) {
                String none = a.command("PRACTICE greedy");
                assertTrue(none.startsWith("ERR 107 ") && none.contains("team"), "no creatures enrolled yet: " + none);
                assertEquals("OK", a.command("ENROLL_TEAM 22 5 41"));
                assertEquals("OK", b.command("ENROLL_TEAM 2 1 9"));
                long id = Practice.playOne(arena, "kp", a, "ka", "kb", "greedy", null, (bot, match) -> {
                    step(bot, match);
                });
                assertEquals("OK", a.command("IS_TOURNAMENT_ACTIVE"));
                assertEquals("0", a.line(), "the practice is over: no tournament");
                arena.startRound("kp");
                String during = a.command("PRACTICE random");
                assertTrue(during.startsWith("ERR 107 ") && during.contains("between rounds"), during);
                arena.awaitContest("kp", "open", 1, 90_000);
                long next = Practice.start(a, "random");
                assertTrue(next != id);
                assertEquals("OK", a.command("IS_TOURNAMENT_ACTIVE"));
                assertEquals("1", a.line(), "between rounds the practice is the team's tournament");
                assertEquals(1, a.counted("GET_STATES").size(), "one rival: the house bot");
            }
        }
    }
}
