package arena.web;

import arena.contest.Contests;
import arena.contest.base.NotFound;
import arena.contest.classroom.MarkRules;
import arena.contest.classroom.Marks;
import arena.contest.classroom.StaffBots;
import arena.store.StaffStore;
import arena.store.StoredContest;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The JSON API of staff bots, marking rules and marks (issue 43). A staff bot's versions are uploaded and chosen with
 * the hosted bots' own API ({@code POST /api/teams/{name}/bots}, {@code PUT /api/contests/{slug}/bots/{team}}).
 */
final class MarkingApi {
    /** A staff bot as the API answers it. */
    record StaffBotJson(String team, String level, String houseBot, boolean shown) {}

    /** A marking rule as the API takes and answers it. */
    record RuleJson(String level, int atLeastPercent, double points) {}

    record RulesJson(List<RuleJson> rules, List<String> levels) {}

    record LevelJson(String level, int matches, int wins, int percent) {}

    record MatchJson(long id, String staffBot, String level, int seat, String result) {}

    record MarkJson(String team, int round, double mark, String rule, List<LevelJson> levels, List<MatchJson> matches) {}

    private final Contests contests;
    private final StaffBots staffBots;
    private final Marks marks;

    MarkingApi(Contests contests, StaffBots staffBots, Marks marks) {
        this.contests = contests;
        this.staffBots = staffBots;
        this.marks = marks;
    }

    private StoredContest contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
    }

    static StaffBotJson json(StaffStore.StaffBot b) {
        return new StaffBotJson(b.name(), b.level(), b.houseBot(), b.shown());
    }

    void staffBots(Context ctx) {
        ctx.json(staffBots.of(contestOf(ctx).slug()).stream().map(MarkingApi::json).toList());
    }

    /** {@code {"name" | "houseBot", "level", "shown"}}: 201 with the staff bot; 400 naming every bad field at once. */
    void addStaffBot(Context ctx) {
        StoredContest c = contestOf(ctx);
        Map<String, Object> body = Api.body(ctx);
        Object shown = body.get("shown");
        if (shown != null && !(shown instanceof Boolean)) throw new Api.BadRequest("field shown must be true or false");
        String team = staffBots.add(c.slug(), Api.text(body, "name"), Api.text(body, "houseBot"), Api.text(body, "level"), !Boolean.FALSE.equals(shown));
        StaffStore.StaffBot made = staffBots.of(c.slug()).stream().filter(b -> b.name().equals(team)).findFirst().orElseThrow();
        ctx.status(201).json(json(made));
    }

    void rules(Context ctx) {
        StoredContest c = contestOf(ctx);
        ctx.json(rulesJson(c));
    }

    private RulesJson rulesJson(StoredContest c) {
        TreeSet<String> levels = new TreeSet<>();
        staffBots.of(c.slug()).forEach(b -> levels.add(b.level()));
        return new RulesJson(staffBots.rules(c.slug()).stream().map(r -> new RuleJson(r.level(), r.minPercent(), r.points())).toList(),
                List.copyOf(levels));
    }

    /** {@code {"rules": [{"level", "atLeastPercent", "points"}]}} replaces the rules; 400 naming each bad one ({@code rules[n]}). */
    void setRules(Context ctx) {
        StoredContest c = contestOf(ctx);
        Object given = Api.body(ctx).get("rules");
        if (!(given instanceof List<?> list)) throw new Api.BadRequest("field rules must be a list of {\"level\", \"atLeastPercent\", \"points\"}");
        List<MarkRules.Typed> typed = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof Map<?, ?> m)) {
                typed.add(new MarkRules.Typed(String.valueOf(o), null, null));
                continue;
            }
            typed.add(new MarkRules.Typed(m.get("level") == null ? "" : String.valueOf(m.get("level")),
                    m.get("atLeastPercent") == null ? "" : String.valueOf(m.get("atLeastPercent")),
                    m.get("points") == null ? "" : String.valueOf(m.get("points"))));
        }
        staffBots.setRules(c.slug(), typed, "rules[%d]");
        ctx.json(rulesJson(c));
    }

    static MarkJson json(Marks.Mark m) {
        return new MarkJson(m.team(), m.round(), m.points(), m.rule(), levels(m),
                m.matches().stream().map(x -> new MatchJson(x.id(), x.staffBot(), x.level(), x.seat(), x.result())).toList());
    }

    void marks(Context ctx) {
        ctx.json(marks.all(contestOf(ctx)).stream().map(MarkingApi::json).toList());
    }

    /** A student's mark in a marking round: the team's, with the per-level results behind it (issue 43). */
    record StudentMarkJson(String student, String studentId, String team, int round, double mark, String rule, List<LevelJson> levels) {}

    private static List<LevelJson> levels(Marks.Mark m) {
        return m.levels().stream().map(l -> new LevelJson(l.level(), l.matches(), l.wins(), l.percent())).toList();
    }

    /** Every student of every team with its team's mark in each marking round ({@link Marks#perStudent}). */
    void studentMarks(Context ctx) {
        ctx.json(marks.perStudent(contestOf(ctx)).stream().map(s -> new StudentMarkJson(s.student(), s.studentNumber(), s.mark().team(),
                s.mark().round(), s.mark().points(), s.mark().rule(), levels(s.mark()))).toList());
    }

    /** A line of a marks file: the columns before the mark's own, and the mark. */
    private record Line(List<Object> first, Marks.Mark mark) {}

    /**
     * The marks as CSV, one line per team and marking round: the mark, the rule that gave it, and per level the matches
     * won of those played. The members of a team are in {@link #studentMarksCsv}.
     */
    void marksCsv(Context ctx) throws IOException {
        StoredContest c = contestOf(ctx);
        send(ctx, c.slug() + "-marks.csv", csv(c, List.of("team"), marks.all(c).stream().map(m -> new Line(List.of(m.team()), m)).toList()));
    }

    /** The marks one line per student and marking round: the student, its student id, its team, then the team's line. */
    void studentMarksCsv(Context ctx) throws IOException {
        StoredContest c = contestOf(ctx);
        List<Line> lines = marks.perStudent(c).stream().map(s -> new Line(List.of(s.student(), s.studentNumber() == null ? "" : s.studentNumber(),
                s.mark().team()), s.mark())).toList();
        send(ctx, c.slug() + "-student-marks.csv", csv(c, List.of("student", "student_id", "team"), lines));
    }

    /** The columns {@code first}, then round, mark, rule, and each staff level's matches won and played. */
    private String csv(StoredContest c, List<String> first, List<Line> lines) throws IOException {
        TreeSet<String> levels = new TreeSet<>();
        staffBots.of(c.slug()).forEach(b -> levels.add(b.level()));
        List<String> header = new ArrayList<>(first);
        header.addAll(List.of("round", "mark", "rule"));
        for (String l : levels) {
            header.add(l + "_won");
            header.add(l + "_played");
        }
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new)).get())) {
            for (Line line : lines) {
                Marks.Mark m = line.mark();
                List<Object> row = new ArrayList<>(line.first());
                row.addAll(List.of(m.round(), m.pointsText(), m.rule() == null ? "" : m.rule()));
                for (String l : levels) {
                    Marks.LevelResult r = m.levels().stream().filter(x -> x.level().equals(l)).findFirst().orElse(null);
                    row.add(r == null ? 0 : r.wins());
                    row.add(r == null ? 0 : r.matches());
                }
                csv.printRecord(row);
            }
        }
        return out.toString();
    }

    private static void send(Context ctx, String file, String body) {
        ctx.header("Content-Disposition", "attachment; filename=\"" + file + "\"");
        ctx.contentType("text/csv; charset=utf-8").result(body);
    }
}
