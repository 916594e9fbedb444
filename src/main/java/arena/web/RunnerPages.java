package arena.web;

import arena.hosted.BadUpload;
import arena.hosted.BotToRun;
import arena.hosted.Hosting;
import arena.hosted.Runner;
import arena.hosted.RunnerDesk;
import arena.hosted.RunnerTokens;
import arena.store.RunnerStore;
import arena.store.StoredLease;
import arena.store.StoredRunner;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The console's runners (issue 30): the runner inside the arena and those on other machines, each with its slots, its
 * load, the bots it was given and since when it runs each, and when it was last heard from; a runner not heard from
 * within the lease's length is marked gone, one whose sandbox cannot be had says why. An administrator makes a
 * runner's token here (shown once) and revokes it.
 */
final class RunnerPages {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private final Hosting hosting;
    private final RunnerStore store;
    private final RunnerTokens tokens;
    private final Views views;

    RunnerPages(Hosting hosting, Views views) {
        this.hosting = hosting;
        this.store = hosting.runnerStore();
        this.tokens = new RunnerTokens(store);
        this.views = views;
    }

    /** A bot as the console shows it: whose, where, which version, given since, running since (empty: not yet). */
    record BotRow(String team, String contest, String version, String since, String runningSince) {}

    /** A runner as the console shows it. */
    record Row(long id, String name, String state, String stateClass, String slots, String load, String heard, String started,
               String note, boolean revocable, List<BotRow> bots) {}

    void page(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("runners", rows());
        model.put("leaseSeconds", RunnerDesk.LEASE_MILLIS / 1000);
        ctx.html(views.page("console-runners", model));
    }

    /** The table alone, refreshed every few seconds by the page. */
    void table(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("runners", rows());
        ctx.html(views.fragment("console-runners", "table", model));
    }

    void create(Context ctx) {
        try {
            RunnerTokens.Made made = tokens.create(ctx.formParam("name"));
            Pages.flash(ctx, "Runner " + made.name() + " made. Its token (shown once): " + made.token()
                    + "   Start it with: java -jar arena.jar runner --arena URL --token " + made.token());
        } catch (BadUpload e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/runners");
    }

    void revoke(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse("no runner " + ctx.pathParam("id"));
        }
        StoredRunner r = store.byId(id).orElseThrow(() -> new NotFoundResponse("no runner " + id));
        if (tokens.revoke(id)) Pages.flash(ctx, "Runner " + r.name() + " is revoked: its token is refused from now on, and its bots run elsewhere.");
        else Pages.flashError(ctx, "Runner " + r.name() + " was revoked already.");
        Pages.back(ctx, "/console/runners");
    }

    private List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        rows.add(inside());
        List<StoredLease> leases = store.leases();
        for (StoredRunner r : store.all()) {
            List<BotRow> bots = new ArrayList<>();
            for (StoredLease l : leases) {
                if (l.runnerId() != r.id()) continue;
                bots.add(new BotRow(l.team(), l.contest(), "version " + l.version() + " (" + l.language() + ")", l.since().format(TIME),
                        l.runningSince() == null ? "" : l.runningSince().format(TIME)));
            }
            String state;
            String css;
            if (r.revoked()) {
                state = "revoked " + r.revokedAt().format(TIME);
                css = "gone";
            } else if (r.heardMillisAgo() < 0) {
                state = "never started";
                css = "gone";
            } else if (!r.alive(RunnerDesk.LEASE_MILLIS)) {
                state = "gone: not heard from for " + r.heardMillisAgo() / 1000 + " s (its bots run elsewhere)";
                css = "gone";
            } else if (!r.sandboxOk()) {
                state = "refuses work: its sandbox cannot be had";
                css = "bad";
            } else {
                state = "alive";
                css = "ok";
            }
            String heard = r.heardMillisAgo() < 0 ? "never" : r.lastBeatAt().format(TIME) + " (" + r.heardMillisAgo() / 1000 + " s ago)";
            rows.add(new Row(r.id(), r.name(), state, css, r.slots() == 0 ? "" : String.valueOf(r.slots()),
                    r.slots() == 0 ? "" : bots.size() + " bots, " + r.busy() + " of " + r.slots() + " processes",
                    heard, r.startedAt() == null ? "" : r.startedAt().format(TIME),
                    r.sandboxOk() ? "languages: " + String.join(", ", r.languages()) + "; " + r.sandboxNote() : r.sandboxNote(), !r.revoked(), bots));
        }
        return rows;
    }

    /** The runner inside the arena: its slots, and the bots it runs now. */
    private Row inside() {
        String off = hosting.off();
        Runner own = hosting.runner().orElse(null);
        List<BotRow> bots = new ArrayList<>();
        int slots = 0;
        if (own != null) {
            slots = own.permits().count();
            for (BotToRun b : own.bots()) {
                bots.add(new BotRow(b.team(), b.contest(), b.describe(), "", own.ready(b.key()) ? "now" : ""));
            }
        }
        // issue 39: a host where the boxes weigh against every process, not the arena alone, is named with what to do
        String note = hosting.bots().map(h -> h.sandbox().cpuShare()).filter(c -> !c.fair()).map(c -> c.line()).orElse("");
        return new Row(0, "inside the arena", off == null ? "alive" : "off: " + off, off == null ? "ok" : "bad", String.valueOf(slots),
                own == null ? "" : bots.size() + " bots, " + own.permits().queued() + " waiting for a slot", "now", "", note, false, bots);
    }
}
