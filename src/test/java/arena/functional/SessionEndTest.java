package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 40: sessions end with their reason: a password reset ends the team's sessions, a disable refuses them at once. */
class SessionEndTest {
    private TestArena arena;

    @BeforeEach
    void start() throws Exception {
        arena = TestArena.start();
        arena.createContest("class", Map.of("turnMillis", 50, "turns", 3, "selfSignup", false));
        arena.createContest("other", Map.of("turnMillis", 50, "turns", 3, "selfSignup", false));
        arena.createTeam("alpha", "alpha-password");
        arena.enroll("class", "alpha");
        arena.enroll("other", "alpha");
    }

    @AfterEach
    void stop() {
        arena.close();
    }

    @Test
    void aPasswordResetEndsTheTeamsSessions() throws Exception {
        WebSession old = new WebSession(arena).login("team", "alpha", "alpha-password");
        assertEquals(200, old.get("/team").statusCode());
        WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
        TestArena.expect(200, arena.api("POST", "/api/teams/alpha/password", Map.of("password", "new-password-1")));
        assertEquals(302, old.get("/team").statusCode(), "the session made with the old password is over");
        assertEquals(200, instructor.get("/console").statusCode(), "the instructor who reset it stays");
        WebSession fresh = new WebSession(arena).login("team", "alpha", "new-password-1");
        assertEquals(200, fresh.get("/team").statusCode(), "a login with the new password works");
    }

    @Test
    void aDisabledTeamIsRefusedAtOnceOnTheWebAndTheBotPort() throws Exception {
        WebSession web = new WebSession(arena).login("team", "alpha", "alpha-password");
        assertEquals(200, web.get("/team").statusCode());
        try (BotClient bot = arena.newBot()) {
            bot.login("alpha", "alpha-password");
            assertEquals("OK", bot.command("CONTEST class"));
            TestArena.expect(200, arena.api("POST", "/api/teams/alpha/disable", null));
            assertEquals(302, web.get("/team").statusCode(), "its web session is over");
            String answer = bot.command("CONTEST other");
            assertTrue(answer.startsWith("ERR"), "a disabled team's bot enters no contest: " + answer);
            assertEquals("ERR 1 the team alpha is disabled: its bots play no more; ask your instructor", bot.command("NOSUCH"),
                    "a connection logged in before the disable is refused at its next command, whatever it is");
            TestArena.expect(200, arena.api("POST", "/api/teams/alpha/enable", null));
            String again = bot.command("NOSUCH");
            assertTrue(again.startsWith("ERR") && !again.contains("disabled"), "enabled again, the same connection is answered as before: " + again);
        }
    }
}
