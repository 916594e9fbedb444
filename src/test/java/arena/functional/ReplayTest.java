package arena.functional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.Replays;
import arena.game.Game;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every stored match of every game replays, from its seed and log alone, to the result that was stored. */
class ReplayTest {

    @Test
    void storedMatchesOfEveryGameReplayToTheirStoredResults() throws Exception {
        try (TestArena arena = TestArena.start()) {
            List<String> checked = new ArrayList<>();
            for (Game game : arena.app.contests().games().all()) {
                if (game.houseBots().isEmpty()) continue;
                String slug = "replay-" + game.name();
                Map<String, Object> settings = new HashMap<>(game.pages().demoSettings());
                settings.put("turnMillis", 50);
                settings.put("rounds", 1);
                settings.put("registrationMillis", 0);
                settings.put("selfSignup", false);
                TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Replays of " + game.title(),
                        "game", game.name(), "settings", settings)));
                List<String> bots = new ArrayList<>(game.houseBots().keySet());
                for (int i = 0; i < 2; i++) {
                    TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", bots.get(i % bots.size()))));
                }
                startOnceEntriesAreIn(arena, slug);
                arena.awaitContest(slug, "finished", 1, 180_000);
                for (JsonNode m : arena.api("GET", "/api/contests/" + slug + "/rounds/1/matches", null).json()) {
                    long id = m.get("id").asLong();
                    JsonNode doc = arena.api("GET", "/api/matches/" + id + "/replay", null).json();
                    assertEquals(game.name(), doc.get("game").asText());
                    assertTrue(doc.get("log").size() > 0, "the log of match " + id + " is stored");
                    Replays.Position end = arena.app.contests().replayEnd(id);
                    assertTrue(end.finished(), game.name() + " match " + id + " ends in its replay");
                    assertArrayEquals(new double[] {m.get("scores").get(0).asDouble(), m.get("scores").get(1).asDouble()}, end.scores(), 1e-9,
                            game.name() + " match " + id + " replays to its stored scores");
                    assertEquals(m.get("summary").asText(), end.summary());
                }
                checked.add(game.name());
            }
            assertTrue(checked.contains("tally") && checked.contains("vestrock"), "checked: " + checked);
        }
    }

    @Test
    void eachStepIsTheMatchAfterThatManyTurns() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createContest("steps", Map.of("turnMillis", 30, "turns", 4));
            arena.api("POST", "/api/contests/steps/enrollments", Map.of("houseBot", "steady"));
            arena.api("POST", "/api/contests/steps/enrollments", Map.of("houseBot", "greedy"));
            arena.startRound("steps");
            arena.awaitContest("steps", "finished", 1, 10_000);
            long id = arena.api("GET", "/api/contests/steps/rounds/1/matches", null).json().get(0).get("id").asLong();
            Replays.Recording r = arena.app.contests().recording(id).orElseThrow();
            Replays replays = arena.app.contests().replays();
            assertEquals(5, r.steps(), "the start and the end of each of 4 turns");
            assertEquals(Map.of("tally0", 0, "tally1", 0, "turn", 1, "turns", 4), replays.position(r, 0).board());
            Map<?, ?> afterTwo = (Map<?, ?>) replays.position(r, 2).board();
            assertEquals(2, afterTwo.get("tally0"), "steady added 1 in each of two turns");
            assertEquals(6, afterTwo.get("tally1"), "greedy added 3 in each of two turns");
            assertTrue(replays.position(r, 4).finished());
            assertEquals(replays.position(r, 4).board(), replays.position(r, 99).board(), "a step past the end shows the end");

            var http = java.net.http.HttpClient.newHttpClient();
            var page = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(arena.base() + "/matches/" + id + "/replay")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("step <strong>0</strong> of <span>4</span>"));
            var step = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(arena.base() + "/matches/" + id + "/replay/step?step=2")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertTrue(step.body().contains("<strong class=\"tally0\">2</strong>"), "the fragment shows the board after two turns");
            assertEquals("/matches/" + id + "/replay?step=2", step.headers().firstValue("HX-Replace-Url").orElse(""), "the address follows the step");
            assertTrue(!step.body().contains("\u23EE") && !step.body().contains("\u23ED") && step.body().contains("<svg class=\"icon\""),
                    "the controls' icons are drawn, not glyphs many fonts lack");
            var fast = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(arena.base() + "/matches/" + id + "/replay/step?step=1&play=1&speed=4")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertTrue(fast.body().contains("hx-trigger=\"load delay:175ms\""), "4x: a step every 175 ms");
            assertTrue(fast.body().contains("speed=4"), "the next step keeps the speed");
            assertEquals("/matches/" + id + "/replay?step=1&speed=4", fast.headers().firstValue("HX-Replace-Url").orElse(""));
            var odd = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(arena.base() + "/matches/" + id + "/replay/step?step=1&play=1&speed=1e9")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertTrue(odd.body().contains("hx-trigger=\"load delay:700ms\""), "a speed not offered plays at 1x");
            var atStep = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(arena.base() + "/matches/" + id + "/replay?step=3")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertTrue(atStep.body().contains("step <strong>3</strong> of <span>4</span>"), "a link with a step opens at that step");
            var file = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(arena.base() + "/matches/" + id + "/replay.json")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertTrue(file.headers().firstValue("Content-Disposition").orElse("").contains("match-" + id + "-replay.json"));
            assertTrue(file.body().contains("\"matchSeed\""));
        }
    }

    /**
     * Starts the round once the house bots have registered their entries (a Kieszostwory team without creatures sits
     * the round out, RULINGS 7, so a round started before them has too few teams and is refused).
     */
    private static void startOnceEntriesAreIn(TestArena arena, String slug) throws InterruptedException {
        long end = System.currentTimeMillis() + 30_000;
        while (true) {
            TestArena.Response r = arena.api("POST", "/api/contests/" + slug + "/rounds", null);
            if (r.status() == 202) return;
            if (System.currentTimeMillis() > end) throw new AssertionError("the round of " + slug + " did not start: " + r.body());
            Thread.sleep(100);
        }
    }
}
