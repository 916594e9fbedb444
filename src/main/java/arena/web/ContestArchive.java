package arena.web;

import arena.contest.Contests;
import arena.contest.Replays;
import arena.game.Game;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * "Export everything": one zip of a contest, so that an instructor can archive a term. It holds the
 * contest and its settings ({@code contest.json}), its teams without passwords ({@code teams.csv}), its
 * rounds ({@code rounds.csv}, with their seeds), every match ({@code matches.csv}) with its replay file
 * ({@code replays/round-R-match-N-ID.json}, the same document as a match's replay download: seeds,
 * settings, entries and command log, enough to replay it anywhere), the standings ({@code standings.csv})
 * and the contest's own game data file if it has one. The zip is written straight to the response, one
 * replay at a time, so a long contest costs no more memory than one match.
 */
final class ContestArchive {
    private static final ObjectMapper JSON = new ObjectMapper().findAndRegisterModules()
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).enable(SerializationFeature.INDENT_OUTPUT);

    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;
    private final Exports exports;

    ContestArchive(Contests contests, ContestStore contestStore, PlayQueries playQueries, Exports exports) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
        this.exports = exports;
    }

    void download(Context ctx) throws IOException {
        StoredContest c = contests.find(ctx.pathParam("slug"))
                .orElseThrow(() -> new NotFoundResponse("there is no contest " + ctx.pathParam("slug")));
        ctx.contentType("application/zip");
        ctx.header("Content-Disposition", "attachment; filename=\"" + c.slug() + "-" + LocalDateTime.now().toLocalDate() + ".zip\"");
        write(c, ctx.outputStream());
    }

    void write(StoredContest c, OutputStream out) throws IOException {
        List<ContestStore.Entrant> teams = contestStore.entrants(c.id());
        Map<Long, String> names = new HashMap<>();
        for (ContestStore.Entrant t : teams) names.put(t.id(), t.name());
        List<PlayQueries.RoundSummary> rounds = playQueries.roundSummaries(c.id());
        String folder = c.slug() + "/";
        try (ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8)) {
            put(zip, folder + "contest.json", JSON.writeValueAsString(contestDocument(c, teams.size(), rounds.size())));
            put(zip, folder + "teams.csv", teamsCsv(teams));
            put(zip, folder + "rounds.csv", roundsCsv(rounds));
            put(zip, folder + "matches.csv", exports.matchesCsv(c));
            put(zip, folder + "standings.csv", exports.standingsCsv(c));
            put(zip, folder + "students.csv", exports.studentsCsv(c)); // issue 42: the results per student
            if (c.gameData() != null) put(zip, folder + "game-data.json", c.gameData());
            Replays replays = contests.replays();
            for (long id : playQueries.matchIds(c.id())) {
                Replays.Recording r = replays.recording(id).orElse(null);
                if (r == null) continue; // the game is not installed: matches.csv still lists the match
                List<String> seats = List.of(names.getOrDefault(r.match().seat0TeamId(), "?"), names.getOrDefault(r.match().seat1TeamId(), "?"));
                put(zip, folder + "replays/round-" + r.round().number() + "-match-" + r.match().number() + "-" + id + ".json",
                        JSON.writeValueAsString(replays.document(r, seats)));
            }
        }
    }

    /**
     * The archive's {@code contest.json}: the contest, its settings by name (null when its game is not installed), whether
     * it plays with its own game data, how many teams and rounds the archive holds, and the files in it.
     */
    record ContestDocument(String slug, String title, String game, String phase, boolean paused, boolean selfSignup,
                           String announcement, LocalDateTime createdAt, LocalDateTime exportedAt, Map<String, Object> settings,
                           boolean ownGameData, int teams, int rounds, List<String> files) {}

    private ContestDocument contestDocument(StoredContest c, int teams, int rounds) {
        Game game = contests.gameFor(c).orElse(null);
        return new ContestDocument(c.slug(), c.title(), c.game(), c.phase().text(), c.paused(), c.selfSignup(), c.announcement(),
                c.createdAt(), LocalDateTime.now().withNano(0), game == null ? null : contests.settingsOf(c, game).asMap(),
                c.gameData() != null, teams, rounds,
                List.of("contest.json", "teams.csv (no passwords)", "rounds.csv", "matches.csv", "standings.csv",
                        "replays/round-R-match-N-ID.json (seeds, settings, entries, command log)", "game-data.json (if the contest has its own)"));
    }

    private static String teamsCsv(List<ContestStore.Entrant> teams) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader("team", "kind", "disabled", "enrolled_at").get())) {
            for (ContestStore.Entrant t : teams) {
                csv.printRecord(t.name(), t.houseBot() == null ? "students" : "house bot " + t.houseBot(), t.disabled(),
                        t.enrolledAt() == null ? "" : t.enrolledAt().withNano(0));
            }
        }
        return out.toString();
    }

    private static String roundsCsv(List<PlayQueries.RoundSummary> rounds) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder()
                .setHeader("round", "seed", "status", "voided", "turns", "started_at", "finished_at").get())) {
            for (PlayQueries.RoundSummary r : rounds) {
                List<Object> row = new ArrayList<>(List.of(r.number(), r.seed(), r.status().text(), r.voided(), r.turn()));
                row.add(r.startedAt() == null ? "" : r.startedAt().withNano(0));
                row.add(r.finishedAt() == null ? "" : r.finishedAt().withNano(0));
                csv.printRecord(row);
            }
        }
        return out.toString();
    }

    private static void put(ZipOutputStream zip, String name, String text) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(text.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
    }
}
