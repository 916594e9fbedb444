package arena.web;

import arena.hosted.Hosting;
import arena.hosted.RunnerDesk;
import arena.store.RunnerStore;
import arena.store.StoredLease;
import arena.store.StoredRunner;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The API of runners on other machines (issue 30), with a runner's own token ({@link Role#RUNNER}): its start (its
 * slots and its sandbox's self-test), its beats (alive, what it runs; answered with the bots it must run), the sources
 * of a bot it was given (by their content hash), and its words to a team's log. A runner reaches only what concerns
 * the bots given to it: another team's sources, or a note to a team it does not run, are 404.
 */
final class RunnerApi {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The arena's answer to a runner's start: how often to beat, how long a lease lasts, where the bot port is (null host: the arena's). */
    record Hello(long id, String name, long beatMillis, long leaseMillis, String botHost) {}

    /** A bot a runner must run now, with the bot port of the arena process that runs its contest. */
    record Bot(long teamId, String team, String contest, String program, String language, int version, String sourceHash, int botPort) {}

    record Beat(List<Bot> bots) {}

    record Sources(String language, Map<String, String> files) {}

    private final Hosting hosting;
    private final RunnerStore store;

    RunnerApi(Hosting hosting) {
        this.hosting = hosting;
        this.store = hosting.runnerStore();
    }

    private static StoredRunner runner(Context ctx) {
        return ctx.attribute(Security.RUNNER);
    }

    private static JsonNode body(Context ctx) {
        try {
            JsonNode n = JSON.readTree(ctx.body());
            if (n == null || !n.isObject()) throw new Api.BadRequest("the body must be a JSON object");
            return n;
        } catch (IOException e) {
            throw new Api.BadRequest("the body must be a JSON object: " + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** {@code POST /api/runner/hello} {@code {"slots": n, "sandboxOk": b, "sandboxNote": text, "languages": [id, ...]}}. */
    void hello(Context ctx) {
        StoredRunner r = runner(ctx);
        JsonNode b = body(ctx);
        if (!b.path("slots").canConvertToInt() || b.path("slots").asInt() < 1) throw new Api.BadRequest("slots must be a positive whole number");
        if (!b.path("sandboxOk").isBoolean()) throw new Api.BadRequest("sandboxOk must say whether the runner's sandbox works");
        List<String> languages = new java.util.ArrayList<>();
        for (JsonNode l : b.path("languages")) {
            if (!l.isTextual() || !l.asText().matches("[A-Za-z0-9_+.-]{1,40}")) throw new Api.BadRequest("languages are ids such as python3, not " + l);
            languages.add(l.asText());
        }
        if (String.join(",", languages).length() > 1000) throw new Api.BadRequest("too many languages");
        store.hello(r.id(), b.get("slots").asInt(), b.get("sandboxOk").asBoolean(), b.path("sandboxNote").asText(""), languages);
        ctx.json(new Hello(r.id(), r.name(), RunnerDesk.BEAT_MILLIS, RunnerDesk.LEASE_MILLIS, null));
    }

    /** {@code POST /api/runner/beat} {@code {"busy": n, "running": [{"teamId": t, "contest": slug}, ...]}}: the bots to run now. */
    void beat(Context ctx) {
        StoredRunner r = runner(ctx);
        JsonNode b = body(ctx);
        Set<RunnerStore.LeaseKey> running = new HashSet<>();
        for (JsonNode k : b.path("running")) running.add(new RunnerStore.LeaseKey(k.path("teamId").asLong(), k.path("contest").asText()));
        store.beat(r.id(), Math.max(0, b.path("busy").asInt(0)), running);
        List<Bot> bots = store.leasesOf(r.id()).stream().map(l -> new Bot(l.teamId(), l.team(), l.contest(), l.program(), l.language(),
                l.version(), l.sourceHash(), l.botPort())).toList();
        ctx.json(new Beat(bots));
    }

    /** {@code GET /api/runner/sources/{hash}}: the sources of a bot given to this runner, by their content hash. */
    void sources(Context ctx) {
        StoredRunner r = runner(ctx);
        String hash = ctx.pathParam("hash");
        for (StoredLease l : store.leasesOf(r.id())) {
            if (l.sourceHash().equals(hash)) {
                ctx.json(new Sources(l.language(), hosting.files(l.teamId(), l.version())));
                return;
            }
        }
        throw new NotFoundResponse("no bot given to this runner has the sources " + hash);
    }

    /** {@code POST /api/runner/notes} {@code {"teamId": t, "contest": slug, "line": text}}: a word to the team's log, for a bot given to it. */
    void note(Context ctx) {
        StoredRunner r = runner(ctx);
        JsonNode b = body(ctx);
        long team = b.path("teamId").asLong();
        String contest = b.path("contest").asText();
        String line = b.path("line").asText("");
        if (line.isBlank()) throw new Api.BadRequest("a note needs a line");
        boolean given = store.leasesOf(r.id()).stream().anyMatch(l -> l.teamId() == team && l.contest().equals(contest));
        if (!given) throw new NotFoundResponse("the bot of team " + team + " in " + contest + " is not given to this runner");
        hosting.note(team, contest, line.length() > 990 ? line.substring(0, 990) : line);
        ctx.status(204);
    }
}
