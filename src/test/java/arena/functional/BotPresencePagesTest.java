package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The team page (in each contest's card) and the console show, per contest, whether the team's bot is connected, its connections, its last command. */
class BotPresencePagesTest {

    private static String row(String html, String name) {
        int at = html.indexOf(">" + name + "</a>");
        assertTrue(at >= 0, "a row for " + name + " in " + html);
        return html.substring(at, html.indexOf("</tr>", at));
    }

    /** The team page's line about its bot in the contest "here" (in each contest's card, polled on its own). */
    private static String botLine(String html) {
        int at = html.indexOf("id=\"bot-here\"");
        assertTrue(at >= 0, "a line about the bot in " + html);
        return html.substring(at, html.indexOf("</p>", at));
    }

    @Test
    void theTeamAndTheInstructorSeeTheBotComeAndGo() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("present", "password1");
            arena.createContest("here", Map.of());
            arena.enroll("here", "present");
            WebSession team = new WebSession(arena).login("team", "present", "password1");
            WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);

            String before = botLine(team.get("/team").body());
            assertTrue(before.contains(">Not connected<") && before.contains("none since the arena started"), before);
            assertTrue(before.contains("hx-get=\"/team/bots/here\""), "the line is polled");

            try (BotClient a = arena.bot("present", "password1"); BotClient b = arena.bot("present", "password1")) {
                assertEquals("OK", a.command("TURN"));
                a.line();
                String now = botLine(team.get("/team/bots/here").body());
                assertTrue(now.contains(">Connected<") && now.contains("(2 connections)"), now);
                assertTrue(now.matches("(?s).*\\d\\d:\\d\\d:\\d\\d \\(\\d+ s ago\\).*"), "the last command's time: " + now);
                var console = instructor.get("/console/contests/here/bots");
                assertEquals(200, console.statusCode());
                String line = row(console.body(), "present");
                assertTrue(line.contains("<td>yes</td>") && line.contains("<td>2</td>"), line);
                assertTrue(instructor.get("/console/contests/here").body().contains("hx-get=\"/console/contests/here/bots\""));
            }
            long end = System.currentTimeMillis() + 2000;
            String after;
            do {
                after = botLine(team.get("/team/bots/here").body());
            } while (!after.contains(">Not connected<") && System.currentTimeMillis() < end);
            assertTrue(after.contains(">Not connected<") && !after.contains("connection)"), after);
            assertFalse(after.contains("none since"), "the last command is still shown");
            assertEquals(403, team.get("/console/contests/here/bots").statusCode(), "a team does not see the console's table");
        }
    }
}
