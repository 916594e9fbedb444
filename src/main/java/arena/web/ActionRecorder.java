package arena.web;

import arena.store.ActionRecordStore;
import arena.store.ContestStore;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The record of who did what (issue 42): after every request that changes something and was not refused, one line with
 * who (the session's instructor, assistant or team, or the account whose token it bore), the contest and what. What each
 * route did is a table, read here once for all routes; a changing route missing from it is still recorded, by its path,
 * so nothing done goes unrecorded. Passwords, tokens, seeds and uploaded texts are never recorded: only the fields named.
 */
final class ActionRecorder {
    private static final Logger log = LoggerFactory.getLogger(ActionRecorder.class);
    /** The request attribute a refused form sets ({@link Pages#flashError}): nothing changed, nothing is recorded. */
    static final String REFUSED = "refused";
    /** The request attributes a handler sets when the team or contest a change is about is not in its path (issue 42). */
    static final String TEAM = "recordTeam";
    static final String CONTEST = "recordContest";
    /**
     * The request attribute a handler sets when what it did is known only once done (issue 42: "submitted version 3",
     * "saved the deck"): it stands for the route's words.
     */
    static final String DONE = "recordDone";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");
    /** Every field of the request, but those that may hold a secret (a contest's settings). */
    private static final String ALL = "*";
    private static final Pattern SECRET = Pattern.compile("(?i).*(password|token|seed|csrf|csv|source|data).*");

    /** What a route did, in words ({@code {name}} from its path or fields), and the fields kept beside them; null words: no change. */
    private record Described(String words, List<String> fields) {
        static Described of(String words, String... fields) {
            return new Described(words, List.of(fields));
        }
    }

    private static final Described NO_CHANGE = new Described(null, List.of());

    private static final Map<String, Described> ROUTES = Map.ofEntries(
            Map.entry("POST /login", NO_CHANGE),
            Map.entry("POST /logout", NO_CHANGE),
            Map.entry("POST /signup", Described.of("signed up", "contest")),
            Map.entry("POST /students/signup", Described.of("signed up as a student", "studentNumber")),
            Map.entry("POST /student/teams", Described.of("made team {name}", "name")),
            Map.entry("POST /student/join", Described.of("joined the team with its code")),
            Map.entry("POST /student/contests/{slug}/leave", Described.of("left the team")),
            Map.entry("POST /student/contests/{slug}/code", Described.of("made a new team code")),
            Map.entry("POST /student/contests/{slug}/code/revoke", Described.of("revoked the team code")),
            Map.entry("POST /student/contests/{slug}/bot-password", Described.of("set a new bot password for the team")),
            Map.entry("POST /console/contests/{slug}/members", Described.of("put {student} in team {team}", "student", "team")),
            Map.entry("POST /contests/{slug}/join", Described.of("enrolled the team")),
            Map.entry("POST /contests/{slug}/practice", Described.of("started a practice", "bot")),
            Map.entry("POST /contests/{slug}/entry", Described.of("saved the entry")),
            Map.entry("POST /contests/{slug}/entry/check", NO_CHANGE),
            Map.entry("POST /team/hosted/{slug}/versions", Described.of("submitted a bot version", "language")),
            Map.entry("POST /team/hosted/{slug}/choice", Described.of("chose version {version}", "version")),
            Map.entry("POST /team/hosted/{slug}/practice", Described.of("started a practice of version {version}", "version", "bot")),
            Map.entry("POST /team/scrimmages/{slug}", Described.of("asked {opponent} for a scrimmage", "opponent", "version")),
            Map.entry("POST /team/scrimmages/{slug}/{id}/accept", Described.of("accepted scrimmage {id}", "version")),
            Map.entry("POST /team/scrimmages/{slug}/{id}/refuse", Described.of("refused scrimmage {id}")),
            Map.entry("POST /team/scrimmages/{slug}/policy", Described.of("set its scrimmage policy", "policy")),
            Map.entry("POST /team/hosted/{slug}/sparring", Described.of("started a practice of one version against another", "first", "second")),
            Map.entry("POST /console/contests", Described.of("created the contest", "slug", "title", "game")),
            Map.entry("POST /console/teams", Described.of("created team {name}", "name")),
            Map.entry("POST /console/contests/{slug}/enrollments", Described.of("enrolled team {team}", "team")),
            Map.entry("POST /console/contests/{slug}/house-bots", Described.of("enrolled house bot {bot}", "bot")),
            Map.entry("POST /console/contests/{slug}/rounds", Described.of("started a round")),
            Map.entry("POST /console/contests/{slug}/playoff", Described.of("started the playoff", "teams", "bestOf")),
            Map.entry("POST /console/contests/{slug}/pause", Described.of("paused the contest")),
            Map.entry("POST /console/contests/{slug}/resume", Described.of("resumed the contest")),
            Map.entry("POST /console/contests/{slug}/end", Described.of("ended the contest")),
            Map.entry("POST /console/contests/{slug}/announcement", Described.of("announced", "text")),
            Map.entry("POST /console/contests/{slug}/join-code", Described.of("made a new join code")),
            Map.entry("POST /console/contests/{slug}/staff-bots", Described.of("added staff bot {name}{houseBot} at level {level}", "name", "houseBot", "level")),
            Map.entry("POST /console/contests/{slug}/staff-bots/{team}/versions", Described.of("submitted a version of staff bot {team}", "language")),
            Map.entry("POST /console/contests/{slug}/staff-bots/{team}/choice", Described.of("chose version {version} for staff bot {team}", "version")),
            Map.entry("POST /console/contests/{slug}/marking-rules", Described.of("changed the marking rules", "rules")),
            Map.entry("POST /api/contests/{slug}/staff-bots", Described.of("added staff bot {name}{houseBot} at level {level}", "name", "houseBot", "level")),
            Map.entry("PUT /api/contests/{slug}/marking", Described.of("changed the marking rules", "rules")),
            Map.entry("POST /console/contests/{slug}/settings", Described.of("changed the settings", ALL)),
            Map.entry("POST /console/contests/{slug}/roster", Described.of("imported a roster")),
            Map.entry("POST /console/contests/{slug}/game-data", Described.of("replaced the game's data file")),
            Map.entry("POST /console/contests/{slug}/rounds/{n}/void", Described.of("set whether round {n} is void", "voided")),
            Map.entry("POST /console/contests/{slug}/rounds/{n}/rerun", Described.of("re-ran round {n}")),
            Map.entry("POST /console/teams/{name}/password", Described.of("reset the password of team {name}")),
            Map.entry("POST /console/teams/{name}/disabled", Described.of("set whether team {name} is disabled", "disabled")),
            Map.entry("POST /console/runners", Described.of("made a runner", "name")),
            Map.entry("POST /console/runners/{id}/revoke", Described.of("revoked runner {id}")),
            Map.entry("POST /console/accounts", Described.of("added the account {login}", "login", "role")),
            Map.entry("POST /console/accounts/{login}/password", Described.of("reset the password of {login}")),
            Map.entry("POST /console/accounts/{login}/token", Described.of("made a new API token for {login}")),
            Map.entry("POST /console/accounts/{login}/token/revoke", Described.of("revoked the API token of {login}")),
            Map.entry("POST /console/accounts/{login}/remove", Described.of("removed the account {login}")),
            Map.entry("POST /api/teams", Described.of("created team {name}", "name")),
            Map.entry("POST /api/contests", Described.of("created the contest", "slug", "title", "game")),
            Map.entry("PATCH /api/contests/{slug}", Described.of("changed the settings", ALL)),
            Map.entry("POST /api/contests/{slug}/enrollments", Described.of("enrolled", "team", "houseBot")),
            Map.entry("POST /api/contests/{slug}/rounds", Described.of("started a round")),
            Map.entry("POST /api/contests/{slug}/playoff", Described.of("started the playoff", "teams", "bestOf")),
            Map.entry("POST /api/contests/{slug}/roster", Described.of("imported a roster")),
            Map.entry("POST /api/contests/{slug}/game-data", Described.of("replaced the game's data file")),
            Map.entry("POST /api/contests/{slug}/pause", Described.of("paused the contest")),
            Map.entry("POST /api/contests/{slug}/resume", Described.of("resumed the contest")),
            Map.entry("POST /api/contests/{slug}/end", Described.of("ended the contest")),
            Map.entry("POST /api/contests/{slug}/announcement", Described.of("announced", "text")),
            Map.entry("POST /api/contests/{slug}/rounds/{n}/void", Described.of("voided round {n}")),
            Map.entry("POST /api/contests/{slug}/rounds/{n}/unvoid", Described.of("counted round {n} again")),
            Map.entry("POST /api/contests/{slug}/rounds/{n}/rerun", Described.of("re-ran round {n}")),
            Map.entry("POST /api/teams/{name}/password", Described.of("reset the password of team {name}")),
            Map.entry("POST /api/teams/{name}/disable", Described.of("disabled team {name}")),
            Map.entry("POST /api/teams/{name}/enable", Described.of("enabled team {name}")),
            Map.entry("POST /api/teams/{name}/bots", Described.of("submitted a bot version for {name}", "language")),
            Map.entry("PUT /api/contests/{slug}/bots/{team}", Described.of("chose version {version} for {team}", "version")),
            Map.entry("POST /api/contests/{slug}/sparring/{team}", Described.of("started a practice of {team}, one version against another", "first", "second")),
            Map.entry("POST /api/contests/{slug}/scrimmages/{team}", Described.of("asked {opponent} for a scrimmage", "opponent", "version")),
            Map.entry("POST /api/contests/{slug}/scrimmages/{team}/{id}/accept", Described.of("accepted scrimmage {id}", "version")),
            Map.entry("POST /api/contests/{slug}/scrimmages/{team}/{id}/refuse", Described.of("refused scrimmage {id}")),
            Map.entry("PUT /api/contests/{slug}/scrimmages/{team}/policy", Described.of("set its scrimmage policy", "policy")));

    private final ActionRecordStore record;
    private final ContestStore contestStore;

    ActionRecorder(ActionRecordStore record, ContestStore contestStore) {
        this.record = record;
        this.contestStore = contestStore;
    }

    /** Runs after every request: records it if it changed something and was not refused. */
    void after(Context ctx) {
        String method = ctx.method().name();
        if (method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS")) return;
        var endpoint = ctx.endpoints().matchedHttpEndpoint();
        if (endpoint == null || ctx.status().getCode() >= 400 || Boolean.TRUE.equals(ctx.attribute(REFUSED))) return;
        // a student's own routes (its teams, its codes) are the student's, not the team its request would act for (issue 42)
        Principal actor = ctx.routeRoles().contains(Role.STUDENT) ? Security.sessionUser(ctx) : Security.actor(ctx);
        if (actor == null) return; // a runner, or a visitor whose request changed nothing of a person's
        String route = method + " " + endpoint.path;
        Described described = ROUTES.getOrDefault(route, Described.of(route));
        if (described.words() == null) return;
        Map<String, String> fields = fields(ctx);
        String slug = ctx.pathParamMap().getOrDefault("slug", route.endsWith(" /console/contests") || route.endsWith(" /api/contests") ? fields.get("slug")
                : ctx.attribute(CONTEST));
        Long contestId = slug == null ? null : contestStore.bySlug(slug).map(c -> c.id()).orElse(null);
        String words = ctx.attribute(DONE) instanceof String done ? done : fill(described.words(), ctx.pathParamMap(), fields);
        String detail = detail(described.fields(), fields);
        // issue 42: a student acting for its team is named as the student, the line kept about its team
        boolean member = actor.member() != null;
        String kind = member ? "student" : actor.kind().name().toLowerCase(java.util.Locale.ROOT);
        String who = member ? actor.member() : actor.name();
        String team = actor.isTeam() ? actor.name() : ctx.attribute(TEAM);
        if (member) words += " (team " + actor.name() + ")";
        try {
            record.add(kind, who, team, contestId, words, detail);
        } catch (RuntimeException e) {
            // the change itself stands (the store said yes to it); its line is kept in the server's log instead
            log.error("could not record that {} {} {} (contest {}, {}): {}", kind, who, words, slug, detail, e.toString());
        }
    }

    /** The request's fields: a form's, or a JSON object's (its strings, numbers and booleans). */
    private static Map<String, String> fields(Context ctx) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        String type = ctx.contentType();
        if (type != null && type.startsWith("application/json")) {
            try {
                Object parsed = JSON.readValue(ctx.body(), Object.class);
                if (parsed instanceof Map<?, ?> map) {
                    map.forEach((k, v) -> {
                        if (v instanceof String || v instanceof Number || v instanceof Boolean) out.put(String.valueOf(k), String.valueOf(v));
                    });
                }
            } catch (java.io.IOException | RuntimeException e) {
                // a body that is no JSON object was answered by its handler; the record keeps the words without fields
            }
        } else if (type != null && (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data"))) {
            try {
                ctx.formParamMap().forEach((k, v) -> {
                    if (!v.isEmpty()) out.put(k, v.getFirst());
                });
            } catch (RuntimeException malformed) {
                // a form that cannot be read (a multipart body without its boundary) was answered by its handler, which
                // read no field of it: the record keeps the words without fields, never a 500 for a request that was done
            }
        }
        return out;
    }

    private static String fill(String words, Map<String, String> path, Map<String, String> fields) {
        Matcher m = PLACEHOLDER.matcher(words);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String value = path.getOrDefault(m.group(1), fields.getOrDefault(m.group(1), "?"));
            m.appendReplacement(b, Matcher.quoteReplacement(value));
        }
        return m.appendTail(b).toString();
    }

    private static String detail(List<String> names, Map<String, String> fields) {
        List<String> parts = new ArrayList<>();
        if (names.contains(ALL)) {
            fields.forEach((k, v) -> {
                if (!SECRET.matcher(k).matches()) parts.add(k + "=" + v);
            });
        } else {
            for (String name : names) if (fields.containsKey(name)) parts.add(name + "=" + fields.get(name));
        }
        return String.join(", ", parts);
    }
}
