package arena.web;

import arena.contest.Contests;
import arena.contest.rules.Standings;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredTeam;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** CSV files of a contest's standings and of every match result, for spreadsheets and grade books. */
final class Exports {
    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;
    private final arena.store.StudentStore students;

    Exports(Contests contests, ContestStore contestStore, PlayQueries playQueries, arena.store.StudentStore students) {
        this.students = students;
        this.contests = contests;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
    }

    private StoredContest contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFoundResponse("there is no contest " + ctx.pathParam("slug")));
    }

    void standings(Context ctx) throws IOException {
        StoredContest c = contestOf(ctx);
        send(ctx, c.slug() + "-standings.csv", standingsCsv(c));
    }

    /** The standings as CSV: rank (shared by ties), team, points, rating, points per round. */
    String standingsCsv(StoredContest c) throws IOException {
        Standings.Table table = Standings.of(playQueries, c.id());
        List<String> header = new ArrayList<>(List.of("rank", "team", "points", "rating_mu", "rating_sigma"));
        for (int n = table.firstRound(); n <= table.rounds(); n++) header.add("round_" + n + (table.voided().contains(n) ? "_void" : ""));
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new)).get())) {
            for (Standings.Row r : table.rows()) {
                List<Object> row = new ArrayList<>(List.of(r.rank(), r.team(), number(r.points()),
                        round2(r.rating().mu()), round2(r.rating().sigma())));
                for (Double p : r.rounds()) row.add(p == null ? "" : number(p));
                csv.printRecord(row);
            }
        }
        return out.toString();
    }

    /**
     * The standings one row per student (issue 42): student, student id, team, and the team's rank, points and rating, so
     * a grade book reads each student's mark. Only the staff's (student ids and names are a class list, not public); a
     * team of no members has no row, and it is in the per-team file as before.
     */
    void students(Context ctx) throws IOException {
        StoredContest c = contestOf(ctx);
        send(ctx, c.slug() + "-students.csv", studentsCsv(c));
    }

    String studentsCsv(StoredContest c) throws IOException {
        Map<Long, Standings.Row> byTeam = new HashMap<>();
        for (Standings.Row r : Standings.of(playQueries, c.id()).rows()) byTeam.put(r.teamId(), r);
        Map<Long, String> names = new HashMap<>();
        for (StoredTeam t : contestStore.enrolledTeams(c.id())) names.put(t.id(), t.name());
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder()
                .setHeader("student", "student_id", "team", "rank", "points", "rating_mu", "rating_sigma").get())) {
            for (arena.store.StudentStore.MemberRow m : students.membersOf(c.id())) {
                Standings.Row r = byTeam.get(m.teamId());
                csv.printRecord(m.student(), m.studentNumber() == null ? "" : m.studentNumber(), names.getOrDefault(m.teamId(), "?"),
                        r == null ? "" : r.rank(), r == null ? "" : number(r.points()),
                        r == null ? "" : round2(r.rating().mu()), r == null ? "" : round2(r.rating().sigma()));
            }
        }
        return out.toString();
    }

    void matches(Context ctx) throws IOException {
        StoredContest c = contestOf(ctx);
        send(ctx, c.slug() + "-matches.csv", matchesCsv(c));
    }

    /** Every match of every round (voided ones too) as CSV. */
    String matchesCsv(StoredContest c) throws IOException {
        Map<Long, String> names = new HashMap<>();
        for (StoredTeam t : contestStore.enrolledTeams(c.id())) names.put(t.id(), t.name());
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder()
                .setHeader("round", "voided", "match", "id", "seat1", "seat2", "status", "score1", "score2", "summary").get())) {
            for (PlayQueries.MatchInRound r : playQueries.allMatches(c.id())) {
                StoredMatch m = r.match();
                csv.printRecord(r.round(), r.voided(), m.number(), m.id(),
                        names.getOrDefault(m.seat0TeamId(), "?"), names.getOrDefault(m.seat1TeamId(), "?"),
                        m.status().text(), m.score0() == null ? "" : number(m.score0()),
                        m.score1() == null ? "" : number(m.score1()), m.summary() == null ? "" : m.summary());
            }
        }
        return out.toString();
    }

    private static void send(Context ctx, String file, String body) {
        ctx.contentType("text/csv; charset=utf-8");
        ctx.header("Content-Disposition", "attachment; filename=\"" + file + "\"");
        ctx.result(body);
    }

    private static String number(double d) {
        return ContestViews.points(d);
    }

    private static String round2(double d) {
        return String.format(java.util.Locale.ROOT, "%.2f", d);
    }
}
