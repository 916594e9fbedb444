package arena.bench;

import arena.App;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.Map;

/**
 * The arena and the contest the bot-port load programs ({@link BotPortLoad}, {@link BotPortVsRedis}) play on: an arena
 * in this JVM on free ports, and a contest of {@code teams} teams named {@code load-<i>} (password {@code password-<i>}),
 * each allowed {@link #CONNECTIONS_PER_TEAM} connections, enrolled, with its first round running.
 */
final class LoadContest {
    static final String TOKEN = "bench-token-0123456789";
    static final int CONNECTIONS_PER_TEAM = 4;

    private LoadContest() {}

    /** An arena in this JVM, on free ports, its data in a new temporary folder. */
    static App startArena(String folderPrefix) throws Exception {
        return App.start(arena.support.TestDatabases.configure(
                new App.Config(0, 0, Files.createTempDirectory(folderPrefix), false, "bench-password", TOKEN, 600, 30)));
    }

    /** How many teams {@code connections} connections need, {@link #CONNECTIONS_PER_TEAM} a team. */
    static int teamsFor(int connections) {
        return (connections + CONNECTIONS_PER_TEAM - 1) / CONNECTIONS_PER_TEAM;
    }

    /** The login of team {@code i}: {@code load-<i>}; its password is {@code password-<i>}. */
    static String login(int i) {
        return "load-" + i;
    }

    static String password(int i) {
        return "password-" + i;
    }

    /**
     * Creates the contest (its settings, plus the connections a team may hold), its teams and their enrolments, and starts
     * its first round.
     */
    static void create(App app, String slug, String game, Map<String, Object> settings, int teams) throws Exception {
        create(app, slug, game, settings, teams, CONNECTIONS_PER_TEAM);
    }

    /** {@link #create(App, String, String, Map, int)} with {@code connectionsPerTeam} connections a team. */
    static void create(App app, String slug, String game, Map<String, Object> settings, int teams, int connectionsPerTeam) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        ObjectMapper json = new ObjectMapper();
        String base = "http://localhost:" + app.httpPort();
        Map<String, Object> all = new java.util.HashMap<>(settings);
        all.put("maxConnections", connectionsPerTeam);
        post(http, json, base + "/api/contests", Map.of("slug", slug, "title", "Load " + slug, "game", game, "settings", all));
        for (int t = 0; t < teams; t++) {
            post(http, json, base + "/api/teams", Map.of("name", login(t), "password", password(t)));
            post(http, json, base + "/api/contests/" + slug + "/enrollments", Map.of("team", login(t)));
        }
        post(http, json, base + "/api/contests/" + slug + "/rounds", Map.of());
    }

    private static void post(HttpClient http, ObjectMapper json, String url, Object body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + TOKEN)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() / 100 != 2) throw new IllegalStateException(url + " answered " + r.statusCode() + " " + r.body());
    }
}
