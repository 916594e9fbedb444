package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.TeamLog;
import arena.support.BotClient;
import arena.support.Machine;
import arena.support.Practice;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Issue 44, "a practice of one version against another": a team plays two of its own hosted versions against each other
 * (and its TCP bot against a version), as a practice: both seats are the one team, each played by its own bot, each
 * with its own log, both logs on the match page for the team (and for no one else), never counted. Bad asks are 400s
 * that say why: the same version twice, a version not built, one the team does not have (another team's number), one
 * made for another game; and a second practice while one runs.
 */
@ResourceLock(Machine.WHOLE_CPU)
class SparringTest {

    @Test
    void twoVersionsOfATeamPlayEachOtherEachWithItsOwnLogNeverCounted() throws Exception {
        try (TestArena arena = HostedFixture.reachable(TestArena.start())) {
            arena.createTeam("pz", "password1");
            arena.createTeam("rival", "password2");
            Practice.createContest(arena, "sp", "vestrock", Practice.fast(Map.of("turnMillis", 100, "turnsPerMatch", 12, "practiceMatches", 1)));
            arena.enroll("sp", "pz");
            arena.enroll("sp", "rival");
            String source = HostedFixture.source("vestrock_bot.py");
            // one at a time: a team has one build waiting, a newer upload replaces it (issue 38)
            int older = built(arena, submit(arena, "pz", "python3", Map.of("bot.py", source), null), "ready");
            int newer = built(arena, submit(arena, "pz", "python3", Map.of("bot.py", source.replace("python drew a card", "the newer drew a card")), null), "ready");
            int broken = built(arena, submit(arena, "pz", "c", Map.of("bot.c", "int main( { this is not C"), null), "failed");
            int pizza = built(arena, submit(arena, "pz", "python3", Map.of("bot.py", source), "pizzacraft"), "ready");
            for (int i = 0; i < 5; i++) submit(arena, "rival", "python3", Map.of("bot.py", source), null); // rival's versions 1..5

            refused(arena, Map.of("first", older, "second", older), "version " + older + " against itself");
            refused(arena, Map.of("first", older), "field second is required");
            refused(arena, Map.of("first", older, "second", broken), "version " + broken + " is failed, not ready to play");
            refused(arena, Map.of("first", 5, "second", older), "your team has no version 5");
            refused(arena, Map.of("first", older, "second", pizza), "version " + pizza + " was made for pizzacraft, and this contest plays vestrock");
            refused(arena, Map.of("first", "one", "second", older), "field first must be a version's number");
            // its TCP bot against a version while no bot of the team is there: asked first, as a practice (issue 44)
            refused(arena, Map.of("second", older), "your TCP bot is not connected to sp, so its side would make no move and lose");
            refused(arena, Map.of("second", older, "anyway", "yes"), "field anyway must be true or false");

            try (BotClient tcp = arena.bot("pz", "password1")) {
                JsonNode started = TestArena.expect(201, arena.api("POST", "/api/contests/sp/sparring/pz", Map.of("first", older, "second", newer))).json();
                long match = started.get("match").asLong();
                assertEquals(newer, started.get("second").asInt());
                refused(arena, Map.of("first", newer, "second", older), "your team already plays a practice match");
                assertFalse(myMatches(tcp).contains(match),
                        "the team's TCP bot does not see a practice its two versions play");
                JsonNode over = awaitOver(arena, match);
                assertTrue(over.get("practice").asBoolean(), over.toString());

                String first = lines(arena.app.contests().seatLog(match, 0));
                String second = lines(arena.app.contests().seatLog(match, 1));
                assertTrue(first.contains("python drew a card in match " + match), "seat 0 is version " + older + "'s: " + first);
                assertFalse(first.contains("the newer drew"), "and only its: " + first);
                assertTrue(second.contains("the newer drew a card in match " + match), "seat 1 is version " + newer + "'s: " + second);
                assertFalse(second.contains("python drew"), "and only its: " + second);
                assertTrue(first.contains("DRAW_CARD " + match) && second.contains("DRAW_CARD " + match), "both played: " + first + "\n" + second);

                WebSession team = new WebSession(arena).login("team", "pz", "password1");
                String page = team.get("/matches/" + match).body();
                assertTrue(page.contains("pz (version " + older + ")") && page.contains("pz (version " + newer + ")"), "the seats are named by version");
                assertTrue(page.contains("python drew a card") && page.contains("the newer drew a card"), "both logs are on the team's match page");
                WebSession rival = new WebSession(arena).login("team", "rival", "password2");
                assertEquals(404, rival.get("/matches/" + match).statusCode(), "another team does not see the practice");
                Practice.assertNeverCounted(arena, "sp", match, "pz", "rival");

                // the team's TCP bot against a version: the TCP bot plays seat 0, the version seat 1
                long againstTcp = TestArena.expect(201, arena.api("POST", "/api/contests/sp/sparring/pz", Map.of("second", older))).json().get("match").asLong();
                assertTrue(myMatches(tcp).contains(againstTcp), "the TCP bot sees the practice it plays");
                playTcpToEnd(arena, tcp, againstTcp);
                String tcpLog = lines(arena.app.contests().seatLog(againstTcp, 0));
                String versionLog = lines(arena.app.contests().seatLog(againstTcp, 1));
                assertTrue(tcpLog.contains("DRAW_CARD " + againstTcp) && !tcpLog.contains("python drew"), "seat 0 is the TCP bot's: " + tcpLog);
                assertTrue(versionLog.contains("python drew a card in match " + againstTcp), "seat 1 is the version's: " + versionLog);
                String tcpPage = team.get("/matches/" + againstTcp).body();
                assertTrue(tcpPage.contains("pz (TCP bot)") && tcpPage.contains("pz (version " + older + ")"), "the seats are named by bot");
                Practice.assertNeverCounted(arena, "sp", againstTcp, "pz", "rival");
            }
        }
    }

    private static int submit(TestArena arena, String team, String language, Map<String, String> files, String game) {
        Map<String, Object> body = new HashMap<>(Map.of("language", language, "files", files));
        if (game != null) body.put("game", game);
        return TestArena.expect(201, arena.api("POST", "/api/teams/" + team + "/bots", body)).json().get("version").asInt();
    }

    private static int built(TestArena arena, int version, String status) throws InterruptedException {
        assertEquals(status, HostedFixture.awaitBuilt(arena, "pz", version, 60_000).get("status").asText(), "version " + version);
        return version;
    }

    private static void refused(TestArena arena, Map<String, Object> body, String why) {
        TestArena.Response r = arena.api("POST", "/api/contests/sp/sparring/pz", body);
        assertEquals(400, r.status(), body + " answered " + r.body());
        assertTrue(r.body().contains(why), body + " answered " + r.body() + ", not " + why);
    }

    private static JsonNode awaitOver(TestArena arena, long match) throws InterruptedException {
        long end = System.currentTimeMillis() + 120_000;
        while (System.currentTimeMillis() < end) {
            JsonNode m = Practice.match(arena, match);
            if (m.get("status").asText().equals("finished")) return m;
            Thread.sleep(100);
        }
        throw new AssertionError("practice " + match + " is not over after 120 s: " + Practice.match(arena, match));
    }

    /** Plays seat 0 as the hosted test bot does: a card drawn whenever it may move, then WAIT. */
    private static void playTcpToEnd(TestArena arena, BotClient tcp, long match) throws Exception {
        Practice.playToEnd(arena, tcp, match, (bot, id) -> {
            if (bot.command("GET_TURN_INFO " + id).equals("OK") && bot.line().startsWith("1 ")) {
                if (bot.command("DRAW_CARD " + id).equals("OK")) bot.line();
            }
            bot.command("WAIT");
            bot.line();
        }, 120_000);
    }

    /** Vestrock's GET_MY_MATCHES: OK, how many, then their ids on one line. */
    private static List<Long> myMatches(BotClient bot) throws Exception {
        assertEquals("OK", bot.command("GET_MY_MATCHES"));
        int n = Integer.parseInt(bot.line().strip());
        String ids = bot.line().strip();
        return n == 0 ? List.of() : java.util.Arrays.stream(ids.split(" +")).map(Long::parseLong).toList();
    }

    private static String lines(List<TeamLog.Line> log) {
        return log.stream().map(l -> l.kind() + " " + l.text()).collect(Collectors.joining("\n"));
    }
}
