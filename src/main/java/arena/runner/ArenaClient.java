package arena.runner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The arena's runner API as a runner calls it, with its token (issue 30). */
final class ArenaClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final Duration TIMEOUT = Duration.ofSeconds(5);

    /** The arena refused the runner's token (unknown or revoked): the runner stops. */
    static final class TokenRefused extends Exception {
        TokenRefused(String why) {
            super(why, null, false, false);
        }
    }

    /** The arena's answer to the runner's start. */
    record Hello(long id, String name, long beatMillis, long leaseMillis, String botHost) {}

    /** A bot the runner must run now. */
    record Bot(long teamId, String team, String contest, String program, String language, int version, String sourceHash, int botPort) {}

    /** A bot the runner runs now, as its beat says. */
    record Running(long teamId, String contest) {}

    record Sources(String language, Map<String, String> files) {}

    private final URI arena;
    private final String token;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    ArenaClient(URI arena, String token) {
        this.arena = arena;
        this.token = token;
    }

    URI arena() {
        return arena;
    }

    Hello hello(int slots, boolean sandboxOk, String sandboxNote, List<String> languages) throws IOException, InterruptedException, TokenRefused {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("slots", slots);
        body.put("sandboxOk", sandboxOk);
        body.put("sandboxNote", sandboxNote);
        body.put("languages", languages);
        JsonNode n = call("POST", "/api/runner/hello", body);
        return new Hello(n.path("id").asLong(), n.path("name").asText(), n.path("beatMillis").asLong(1000), n.path("leaseMillis").asLong(6000),
                n.path("botHost").isTextual() ? n.get("botHost").asText() : null);
    }

    List<Bot> beat(int busy, List<Running> running) throws IOException, InterruptedException, TokenRefused {
        JsonNode n = call("POST", "/api/runner/beat", Map.of("busy", busy, "running", running));
        List<Bot> bots = new ArrayList<>();
        for (JsonNode b : n.path("bots")) {
            bots.add(new Bot(b.path("teamId").asLong(), b.path("team").asText(), b.path("contest").asText(), b.path("program").asText(),
                    b.path("language").asText(), b.path("version").asInt(), b.path("sourceHash").asText(), b.path("botPort").asInt()));
        }
        return bots;
    }

    Sources sources(String hash) throws IOException, InterruptedException, TokenRefused {
        JsonNode n = call("GET", "/api/runner/sources/" + hash, null);
        Map<String, String> files = new LinkedHashMap<>();
        n.path("files").fields().forEachRemaining(e -> files.put(e.getKey(), e.getValue().asText()));
        return new Sources(n.path("language").asText(), files);
    }

    void note(long teamId, String contest, String line) throws IOException, InterruptedException, TokenRefused {
        call("POST", "/api/runner/notes", Map.of("teamId", teamId, "contest", contest, "line", line));
    }

    private JsonNode call(String method, String path, Object body) throws IOException, InterruptedException, TokenRefused {
        HttpRequest.Builder b = HttpRequest.newBuilder(arena.resolve(path)).timeout(TIMEOUT).header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 401) throw new TokenRefused("the arena refused this runner's token (unknown or revoked): " + r.body());
        if (r.statusCode() == 204) return JSON.createObjectNode();
        if (r.statusCode() / 100 != 2) throw new IOException(method + " " + path + " answered " + r.statusCode() + ": " + r.body());
        return r.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(r.body());
    }
}
