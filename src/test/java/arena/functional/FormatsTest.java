package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Formats over the JSON API (issue 43; docs/formats.md), on real arenas with Tally's house bots playing: a Swiss round
 * pairs each team with k opponents and pairs the next round on the points; groups split a round and show in the
 * standings; a final bracket is seeded from the standings, its series decided by the tie-break, and its final ends the
 * contest while the league's points stay as they were.
 */
class FormatsTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterAll
    static void stop() {
        if (arena != null) arena.close();
    }

    /** A Tally contest of quick rounds started by hand, with house bots enrolled: {@code greedy} of them beat the others. */
    private static List<String> contest(String slug, Map<String, Object> format, int steady, int greedy) {
        Map<String, Object> settings = new LinkedHashMap<>(Map.of("turnMillis", 200, "turns", 2, "earlyTurns", true, "rounds", 0));
        settings.putAll(format);
        arena.createContest(slug, settings);
        List<String> teams = new ArrayList<>();
        for (int i = 0; i < greedy + steady; i++) {
            String bot = i < greedy ? "greedy" : "steady";
            teams.add(TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", bot))).json().get("team").asText());
        }
        return teams;
    }

    private static JsonNode matches(String slug, int round) {
        return TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/rounds/" + round + "/matches", null)).json();
    }

    private static void awaitRoundEnd(String slug, int round) throws InterruptedException {
        long end = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < end) {
            JsonNode c = arena.contest(slug);
            if (c.get("round").asInt() >= round && !c.get("phase").asText().equals("running")) return;
            Thread.sleep(20);
        }
        throw new AssertionError("round " + round + " of " + slug + " did not end: " + arena.contest(slug));
    }

    /** Opponents by team, each pair counted once per pair of matches (seats swapped). */
    private static Map<String, List<String>> opponents(JsonNode matches) {
        Map<String, List<String>> met = new HashMap<>();
        Set<String> pairs = new HashSet<>();
        for (JsonNode m : matches) {
            String a = m.get("seats").get(0).asText();
            String b = m.get("seats").get(1).asText();
            if (!pairs.add(a.compareTo(b) < 0 ? a + " " + b : b + " " + a)) continue;
            met.computeIfAbsent(a, t -> new ArrayList<>()).add(b);
            met.computeIfAbsent(b, t -> new ArrayList<>()).add(a);
        }
        return met;
    }

    @Test
    void aSwissRoundPairsEachTeamWithKOpponentsThenPairsOnPoints() throws InterruptedException {
        List<String> teams = contest("swiss", Map.of("swissPairings", 2), 4, 3);
        assertEquals(1, arena.startRound("swiss"));
        JsonNode first = matches("swiss", 1);
        // 7 teams, k = 2: three pairs in each pairing (a bye each), each pair twice with seats swapped; all pairs would be 42
        assertEquals(12, first.size());
        Map<String, List<String>> met = opponents(first);
        int byes = 0;
        for (String t : teams) {
            List<String> o = met.getOrDefault(t, List.of());
            assertEquals(new HashSet<>(o).size(), o.size(), t + " meets nobody twice: " + o);
            assertTrue(o.size() == 2 || o.size() == 1, t + " meets k opponents, or one and a bye: " + o);
            if (o.size() == 1) byes++;
        }
        assertEquals(2, byes, "a bye in each of the two pairings, never the same team");
        awaitRoundEnd("swiss", 1);

        // round 2 pairs on the standings: match 1 is the top pair of pairing 1, two teams no other team has more points than
        JsonNode standings = TestArena.expect(200, arena.api("GET", "/api/contests/swiss/standings", null)).json();
        Map<String, Double> points = new HashMap<>();
        for (JsonNode s : standings) points.put(s.get("team").asText(), s.get("points").asDouble());
        assertTrue(standings.get(0).get("points").asDouble() > standings.get(6).get("points").asDouble(), "the round gave points: " + standings);
        assertEquals(2, arena.startRound("swiss"));
        JsonNode top = matches("swiss", 2).get(0);
        String a = top.get("seats").get(0).asText();
        String b = top.get("seats").get(1).asText();
        for (String t : teams) {
            if (t.equals(a) || t.equals(b)) continue;
            assertTrue(points.get(t) <= Math.min(points.get(a), points.get(b)), a + " and " + b + " are the top two: " + standings);
        }
        awaitRoundEnd("swiss", 2);
    }

    @Test
    void groupsSplitARoundAndShowInTheStandings() throws InterruptedException {
        contest("groups", Map.of("groups", 2), 3, 3);
        arena.startRound("groups");
        JsonNode round = matches("groups", 1);
        assertEquals(12, round.size(), "two groups of three: 3 pairs each, twice; the six together would play 30");
        awaitRoundEnd("groups", 1);
        JsonNode standings = TestArena.expect(200, arena.api("GET", "/api/contests/groups/standings", null)).json();
        Map<String, Integer> groupOf = new HashMap<>();
        for (JsonNode s : standings) groupOf.put(s.get("team").asText(), s.get("group").asInt());
        assertEquals(Map.of(1, 3L, 2, 3L), groupOf.values().stream().collect(java.util.stream.Collectors.groupingBy(g -> g, java.util.stream.Collectors.counting())));
        for (JsonNode m : round) {
            assertEquals(groupOf.get(m.get("seats").get(0).asText()), groupOf.get(m.get("seats").get(1).asText()), "a match within a group: " + m);
        }
        String page = arena.request("GET", "/contests/groups", null, null).body();
        assertTrue(page.contains(">Group</th>"), "the contest page's standings show the groups");
        // back to one group: the next round's standings show none
        TestArena.expect(200, arena.api("PATCH", "/api/contests/groups", Map.of("settings", Map.of("groups", 0))));
        arena.startRound("groups");
        assertEquals(30, matches("groups", 2).size());
        JsonNode after = TestArena.expect(200, arena.api("GET", "/api/contests/groups/standings", null)).json();
        assertTrue(after.get(0).get("group").isNull(), "no groups in the last round: " + after.get(0));
        awaitRoundEnd("groups", 2);
    }

    @Test
    void badFormatSettingsAreNamedAllAtOnce() {
        TestArena.Response r = arena.api("POST", "/api/contests", Map.of("slug", "badformat", "title", "Bad", "game", "tally",
                "settings", Map.of("groups", 65, "swissPairings", -1, "groupsByRating", "maybe")));
        assertEquals(400, r.status(), r.body());
        JsonNode fields = r.json().get("fields");
        assertNotNull(fields.get("groups"), r.body());
        assertNotNull(fields.get("swissPairings"), r.body());
        assertNotNull(fields.get("groupsByRating"), r.body());
    }

    @Test
    void aFinalBracketIsSeededByTheStandingsAndEndsTheContest() throws InterruptedException {
        contest("cup", Map.of(), 3, 3);
        arena.startRound("cup");
        awaitRoundEnd("cup", 1);
        JsonNode league = TestArena.expect(200, arena.api("GET", "/api/contests/cup/standings", null)).json();

        TestArena.Response bad = arena.api("POST", "/api/contests/cup/playoff", Map.of("teams", 7, "bestOf", 2));
        assertEquals(400, bad.status(), bad.body());
        assertTrue(bad.json().get("fields").get("teams").asText().contains("only 6 teams"), bad.body());
        assertTrue(bad.json().get("fields").get("bestOf").asText().contains("odd"), bad.body());
        assertEquals(404, arena.api("GET", "/api/contests/cup/bracket", null).status());

        JsonNode started = TestArena.expect(202, arena.api("POST", "/api/contests/cup/playoff", Map.of("teams", 4, "bestOf", 3))).json();
        assertEquals(2, started.get("round").asInt());
        TestArena.Response twice = arena.api("POST", "/api/contests/cup/playoff", Map.of("teams", 4, "bestOf", 3));
        assertTrue(twice.status() == 400 && twice.body().contains("has had its playoff"), "one round at a time: " + twice.body());
        JsonNode bracket = TestArena.expect(200, arena.api("GET", "/api/contests/cup/bracket", null)).json();
        List<String> seeds = new ArrayList<>();
        bracket.get("seeds").forEach(s -> seeds.add(s.asText()));
        List<String> top4 = new ArrayList<>();
        for (int i = 0; i < 4; i++) top4.add(league.get(i).get("team").asText());
        assertEquals(top4, seeds, "seeded by the standings");
        // the first stage: 1-4 and 2-3, best of three: six matches
        assertEquals(6, matches("cup", 2).size());
        awaitRoundEnd("cup", 2);
        bracket = TestArena.expect(200, arena.api("GET", "/api/contests/cup/bracket", null)).json();
        JsonNode semis = bracket.get("stages").get(0);
        // three greedy bots top the league; seed 4 is steady and loses; 2-3 are both greedy: three draws, the higher seed goes through
        assertEquals(seeds.get(0), semis.get(0).get("winner").asText(), bracket.toString());
        assertEquals(List.of(3, 0), List.of(semis.get(0).get("wins").get(0).asInt(), semis.get(0).get("wins").get(1).asInt()));
        assertEquals(seeds.get(1), semis.get(1).get("winner").asText(), "a tie in a series goes to the higher seed: " + bracket);
        assertEquals(3, semis.get(1).get("matches").size());
        assertEquals(3, arena.startRound("cup"));
        awaitRoundEnd("cup", 3);
        JsonNode c = arena.contest("cup");
        assertEquals("finished", c.get("phase").asText(), "the final ends the contest");
        bracket = TestArena.expect(200, arena.api("GET", "/api/contests/cup/bracket", null)).json();
        assertEquals(seeds.get(0), bracket.get("champion").asText());
        JsonNode after = TestArena.expect(200, arena.api("GET", "/api/contests/cup/standings", null)).json();
        for (int i = 0; i < league.size(); i++) {
            assertEquals(league.get(i).get("points").asDouble(), after.get(i).get("points").asDouble(), "the series add no points: " + after);
        }
        assertEquals(seeds.get(0), bracket.get("stages").get(1).get(0).get("winner").asText());
        TestArena.Response more = arena.api("POST", "/api/contests/cup/playoff", Map.of("teams", 4, "bestOf", 3));
        assertTrue(more.status() >= 400, "no playoff in a finished contest: " + more.body());
    }
}
