package arena.web;

import arena.contest.base.NotFound;
import arena.store.ActionRecordStore;
import arena.store.ContestStore;
import arena.store.StoredAction;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.StringWriter;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** The record of who did what (issue 42) in the console, filtered by contest and by person, and as CSV. */
final class RecordPages {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    /** Lines on the page; the CSV has every line that matches. */
    static final int PAGE_LINES = 500;
    private final ActionRecordStore record;
    private final ContestStore contestStore;
    private final Views views;

    RecordPages(ActionRecordStore record, ContestStore contestStore, Views views) {
        this.record = record;
        this.contestStore = contestStore;
        this.views = views;
    }

    /** A line as the page shows it. */
    record Line(String at, String kind, String person, String contest, String action, String detail) {}

    /** The filter a request asks for: a contest's slug and a person's name, each blank for all. */
    private record Filter(String contest, String person, Long contestId) {
        String query() {
            StringBuilder q = new StringBuilder();
            if (!contest.isEmpty()) q.append("contest=").append(java.net.URLEncoder.encode(contest, java.nio.charset.StandardCharsets.UTF_8));
            if (!person.isEmpty()) q.append(q.isEmpty() ? "" : "&").append("person=").append(java.net.URLEncoder.encode(person, java.nio.charset.StandardCharsets.UTF_8));
            return q.toString();
        }
    }

    private Filter filter(Context ctx) {
        String contest = blankToEmpty(ctx.queryParam("contest"));
        String person = blankToEmpty(ctx.queryParam("person"));
        Long contestId = null;
        if (!contest.isEmpty()) {
            contestId = contestStore.bySlug(contest).map(c -> c.id())
                    .orElseThrow(() -> new NotFound("no contest " + contest));
        }
        return new Filter(contest, person, contestId);
    }

    void page(Context ctx) {
        Filter f = filter(ctx);
        Map<String, Object> model = Pages.model(ctx);
        model.put("lines", lines(f, PAGE_LINES).stream().map(RecordPages::line).toList());
        model.put("contest", f.contest());
        model.put("person", f.person());
        model.put("contests", contestStore.all().stream().map(c -> c.slug()).toList());
        model.put("people", record.actors());
        model.put("csvLink", "/console/record.csv" + (f.query().isEmpty() ? "" : "?" + f.query()));
        model.put("pageLines", PAGE_LINES);
        ctx.html(views.page("console-record", model));
    }

    void csv(Context ctx) throws IOException {
        Filter f = filter(ctx);
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader("time", "kind", "person", "contest", "action", "detail").get())) {
            for (StoredAction a : lines(f, Integer.MAX_VALUE)) {
                csv.printRecord(a.actedAt().format(TIME), a.actorKind(), a.actor(), nullToEmpty(a.contestSlug()), a.action(), nullToEmpty(a.detail()));
            }
        }
        ctx.contentType("text/csv; charset=utf-8");
        ctx.header("Content-Disposition", "attachment; filename=\"record" + (f.contest().isEmpty() ? "" : "-" + f.contest()) + ".csv\"");
        ctx.result(out.toString());
    }

    private List<StoredAction> lines(Filter f, int limit) {
        return record.newest(f.contestId(), f.person().isEmpty() ? null : f.person(), limit);
    }

    private static Line line(StoredAction a) {
        return new Line(a.actedAt().format(TIME), a.actorKind(), a.actor(), nullToEmpty(a.contestSlug()), a.action(), nullToEmpty(a.detail()));
    }

    private static String blankToEmpty(String s) {
        return s == null ? "" : s.strip();
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
