package arena.functional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.Replays;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A replay, step by step, of the tests' own game (every game the arena ships replays its house bots' matches in
 * GameContractTest).
 */
class ReplayTest {

    @Test
    void eachStepIsTheMatchAfterThatManyTurns() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createContest("steps", Map.of("turnMillis", 30, "turns", 4));
            arena.api("POST", "/api/contests/steps/enrollments", Map.of("houseBot", "steady"));
            arena.api("POST", "/api/contests/steps/enrollments", Map.of("houseBot", "greedy"));
            arena.startRound("steps");
            arena.awaitContest("steps", "finished", 1, 10_000);
            long id = arena.api("GET", "/api/contests/steps/rounds/1/matches", null).json().get(0).get("id").asLong();
            JsonNode stored = arena.api("GET", "/api/contests/steps/rounds/1/matches", null).json().get(0);
            Replays.Position end = arena.app.contests().replays().end(id);
            assertArrayEquals(new double[] {stored.get("scores").get(0).asDouble(), stored.get("scores").get(1).asDouble()}, end.scores(), 1e-9,
                    "the match replays to its stored scores");
            assertEquals(stored.get("summary").asText(), end.summary());
            Replays.Recording r = arena.app.contests().replays().recording(id).orElseThrow();
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
}
