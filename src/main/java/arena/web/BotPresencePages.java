package arena.web;

import arena.contest.base.NotFound;
import arena.contest.shared.BotPresence;
import arena.contest.Contests;
import arena.store.ContestStore;
import arena.store.StoredContest;
import io.javalin.http.Context;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Whether a team's bot is connected: per contest on the team's page (a line in each contest's card), per team on the
 * console's contest page. Both are fragments of {@code bot-presence.html}, rendered in their pages and polled by HTMX
 * every 2 s.
 */
final class BotPresencePages {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    private final Contests contests;
    private final ContestStore contestStore;
    private final Views views;

    BotPresencePages(Contests contests, ContestStore contestStore, Views views) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.views = views;
    }

    /** One line of the table: who (a contest's title or a team's name), its bot now, and its last command. */
    record Row(String name, String link, boolean houseBot, boolean connected, int connections, String lastCommand) {}

    /** The signed-in team's bot in one of its contests. */
    static Row teamRow(Contests contests, StoredContest c, long teamId) {
        return row(c.title(), "/contests/" + c.slug(), false, contests.bots().presence(teamId, c.id()), Instant.now());
    }

    /** Every enrolled team's bot in a contest. */
    static List<Row> contestRows(Contests contests, ContestStore contestStore, long contestId) {
        List<Row> rows = new ArrayList<>();
        Instant now = Instant.now();
        for (var t : contestStore.enrolledTeams(contestId)) {
            rows.add(row(t.name(), "/teams/" + t.name(), t.houseBot() != null, contests.bots().presence(t.id(), contestId), now));
        }
        return rows;
    }

    private static Row row(String name, String link, boolean houseBot, BotPresence p, Instant now) {
        return new Row(name, link, houseBot, p.connected(), p.connections(), lastCommand(p.lastCommand(), now));
    }

    static String lastCommand(Instant at, Instant now) {
        if (at == null) return "none since the arena started";
        long seconds = Math.max(0, Duration.between(at, now).toSeconds());
        String ago = seconds < 60 ? seconds + " s ago" : seconds < 3600 ? seconds / 60 + " min ago" : seconds / 3600 + " h ago";
        return TIME.format(at) + " (" + ago + ")";
    }

    /** The team's bot in one of its contests, the line its page polls (404 for a contest it is not in). */
    void team(Context ctx) {
        long teamId = Security.user(ctx).id();
        StoredContest c = contestStore.bySlug(ctx.pathParam("slug")).filter(r -> contestStore.isEnrolled(r.id(), teamId))
                .orElseThrow(() -> new NotFound("your team is in no contest " + ctx.pathParam("slug")));
        // Not Pages.model: a poll must not take the flash message meant for the page a form is going to.
        Map<String, Object> model = new java.util.HashMap<>();
        model.put("slug", c.slug());
        model.put("bot", teamRow(contests, c, teamId));
        ctx.html(views.fragment("bot-presence", "team", model));
    }

    void contest(Context ctx) {
        StoredContest c = contestStore.bySlug(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
        Map<String, Object> model = Pages.model(ctx);
        model.put("contest", c);
        model.put("botRows", contestRows(contests, contestStore, c.id()));
        ctx.html(views.fragment("bot-presence", "contest", model));
    }
}
