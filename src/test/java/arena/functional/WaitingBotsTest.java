package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.support.BotClient;
import arena.support.LiveThreads;
import arena.support.TestArena;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 45: bots waiting for the next turn ({@code WAIT}) or for a change of their matches (a game's {@code NEXT}; the
 * test game's {@code NEXTCHANGE}) are entries on their contest's lists, answered from the command loops when the turn is
 * handed over: no thread is parked per waiting bot, and one that closes while it waits leaves its entry behind, with
 * nothing interrupted. Before, each waiting bot parked a virtual thread ({@code bot-away}) until its turn.
 */
class WaitingBotsTest {
    private static final int TEAMS = 4;
    private static final int BOTS_PER_TEAM = 10;

    @Test
    void botsWaitingForTheNextTurnOrAChangeHoldNoThreadAndAreAllAnsweredWhenItComes() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createContest("wl", Map.of("turnMillis", 60_000, "turns", 3, "maxConnections", BOTS_PER_TEAM));
            for (int t = 0; t < TEAMS; t++) {
                arena.createTeam("wl" + t, "password1");
                arena.enroll("wl", "wl" + t);
            }
            List<BotClient> waiting = new ArrayList<>();
            List<BotClient> changes = new ArrayList<>();
            List<BotClient> leaving = new ArrayList<>();
            try {
                for (int t = 0; t < TEAMS; t++) {
                    for (int b = 0; b < BOTS_PER_TEAM; b++) {
                        BotClient bot = arena.bot("wl" + t, "password1");
                        (b < 5 ? waiting : b < 7 ? changes : leaving).add(bot);
                        assertEquals("OK", bot.command(b < 5 || b >= 7 ? "WAIT" : "NEXTCHANGE 60000"));
                    }
                }
                int parked = LiveThreads.now().named("bot-away");
                assertEquals(0, parked, TEAMS * BOTS_PER_TEAM + " bots wait for the round: threads parked for them");
                for (int i = 0; i < leaving.size(); i++) {
                    BotClient bot = leaving.get(i);
                    if (i % 2 == 0) bot.reset(); // half killed at once, half closed
                    else bot.close();
                }
                arena.startRound("wl");
                for (BotClient bot : waiting) assertEquals("ROUND 1", bot.line(), "every waiting bot is told the round began");
                for (BotClient bot : changes) assertEquals("CHANGED", bot.line(), "every bot waiting for a change hears it");
                for (BotClient bot : waiting) {
                    assertEquals("OK", bot.command("WAIT"));
                }
                arena.app.contests().live("wl").orElseThrow().endTurnNow();
                for (BotClient bot : waiting) assertEquals("TURN 2", bot.line(), "and the next turn, waiting again");
            } finally {
                for (BotClient bot : waiting) bot.close();
                for (BotClient bot : changes) bot.close();
                for (BotClient bot : leaving) bot.close();
            }
        }
    }
}
