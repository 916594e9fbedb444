package arena.web;

import arena.contest.accounts.Accounts;
import arena.contest.base.NotFound;
import arena.domain.ContestPhase;
import arena.contest.rules.ContestSettings;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.domain.MatchStatus;
import arena.game.Game;
import arena.game.Setting;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The JSON API for instructors' scripts (bearer token; checked by {@link Security}). */
final class Api {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Accounts accounts;
    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;

    Api(Accounts accounts, Contests contests, ContestStore contestStore, PlayQueries playQueries) {
        this.accounts = accounts;
        this.contests = contests;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
    }

    /** A request the API cannot take; answers 400 with the reason. */
    static final class BadRequest extends RuntimeException {
        BadRequest(String why) {
            super(why, null, false, false);
        }
    }

    /**
     * A request's body as a JSON object, or a 400 saying why it is none: every JSON API of the arena reads its bodies
     * here (issue 45: {@link HostedBotApi} and {@link ScrimmageApi} had copies of it).
     */
    static Map<String, Object> body(Context ctx) {
        // Read outside the try: a body over the limit is Javalin's 413, not a malformed body (400).
        String text = ctx.body();
        try {
            Object parsed = JSON.readValue(text, Object.class);
            if (parsed instanceof Map<?, ?> map) {
                @SuppressWarnings("unchecked") Map<String, Object> m = (Map<String, Object>) map;
                return m;
            }
        } catch (Exception e) {
            throw new BadRequest("the body must be a JSON object: " + e.getMessage().lines().findFirst().orElse(""));
        }
        throw new BadRequest("the body must be a JSON object");
    }

    static String text(Map<String, Object> body, String field) {
        Object v = body.get(field);
        if (v == null) return null;
        if (!(v instanceof String s)) throw new BadRequest("field " + field + " must be a string");
        return s;
    }

    void createTeam(Context ctx) {
        Map<String, Object> body = body(ctx);
        String name = text(body, "name");
        String password = text(body, "password");
        if (name == null) throw new BadRequest("field name is required");
        if (password == null) throw new BadRequest("field password is required");
        Accounts.Created created = accounts.createTeam(name, password);
        if (created.nameTaken()) throw new Contests.Conflict(created.problem());
        if (!created.ok()) throw new BadRequest(created.problem());
        ctx.status(201).json(new ApiJson.CreatedTeam(created.id(), name));
    }

    void createContest(Context ctx) {
        Map<String, Object> body = body(ctx);
        Object settings = body.getOrDefault("settings", Map.of());
        if (!(settings instanceof Map<?, ?> map)) throw new BadRequest("field settings must be an object");
        @SuppressWarnings("unchecked") Map<String, Object> given = new java.util.LinkedHashMap<>((Map<String, Object>) map);
        // a script's contest is closed to sign-ups unless it says otherwise (issue 27: anyone could fill it with teams);
        // the console's form shows the setting, with its default, to the instructor who fills it in
        given.putIfAbsent(ContestSettings.SELF_SIGNUP, false);
        String slug = text(body, "slug");
        if (text(body, "game") == null) throw new BadRequest("field game is required; games: " + String.join(", ", contests.gameNames()));
        StoredContest c = contests.create(slug, text(body, "title"), text(body, "game"), given);
        ctx.status(201).json(contestJson(c));
    }

    /**
     * Changes settings of a contest ({"settings": {...}}): 200 with the contest; 400 naming each bad setting, 409 each
     * that cannot change now (contest.SettingsChange).
     */
    void changeSettings(Context ctx) {
        StoredContest c = contestOf(ctx);
        Object settings = body(ctx).get("settings");
        if (!(settings instanceof Map<?, ?> map)) throw new BadRequest("field settings is required: an object of settings by name");
        @SuppressWarnings("unchecked") Map<String, Object> given = (Map<String, Object>) map;
        contests.admin().changeSettings(c.slug(), given); // refused: 400 or 409 naming each setting (WebServer)
        ctx.json(contestJson(contestOf(ctx)));
    }

    void games(Context ctx) {
        List<ApiJson.GameInfo> list = new ArrayList<>();
        for (Game g : contests.games().all()) {
            List<ApiJson.GameSetting> settings = new ArrayList<>();
            for (Setting s : ContestSettings.schema(g)) {
                settings.add(new ApiJson.GameSetting(s.name(), s.kind().name().toLowerCase(Locale.ROOT), s.defaultValue(),
                        s.min(), s.max(), s.description(), ContestSettings.COMMON.contains(s)));
            }
            list.add(new ApiJson.GameInfo(g.name(), g.title(), g.summary(), settings, List.copyOf(g.houseBots().keySet())));
        }
        ctx.json(list);
    }

    private StoredContest contestOf(Context ctx) {
        return contests.find(ctx.pathParam("slug")).orElseThrow(() -> new NotFound("no contest " + ctx.pathParam("slug")));
    }

    void contest(Context ctx) {
        ctx.json(contestJson(contestOf(ctx)));
    }

    private ApiJson.Contest contestJson(StoredContest c) {
        LiveContest live = contests.live(c.slug()).orElse(null);
        Game game = contests.games().get(c.game()).orElse(null);
        // Read once: a round may end (or start) between two reads, and the answer must describe one moment.
        LiveContest.Progress progress = contests.progress(c); // a standby's from the store

        return new ApiJson.Contest(c.slug(), c.title(), c.game(), c.phase().text(),
                live != null ? live.paused() : c.paused(),
                live != null ? live.pausedBecause() : null,
                progress != null ? progress.round() : live != null ? live.roundNumber() : playQueries.lastRoundNumber(c.id()),
                progress != null ? progress.turn() : 0,
                contestStore.enrolledTeams(c.id()).stream().map(StoredTeam::name).toList(),
                c.announcement(),
                progress == null ? null : new ApiJson.Progress(progress.round(), progress.finished(), progress.matches(), progress.turn(), progress.turnLimit()),
                // false for a contest another arena process on the same database runs (this one reads it from there)
                live != null,
                game == null ? Map.of() : contests.settingsOf(c, game).asMap());
    }

    void enroll(Context ctx) {
        StoredContest c = contestOf(ctx);
        Map<String, Object> body = body(ctx);
        String team = text(body, "team");
        String bot = text(body, "houseBot");
        if ((team == null) == (bot == null)) throw new BadRequest("give either team or houseBot");
        String enrolled;
        if (bot != null) {
            enrolled = contests.enrollHouseBot(c.slug(), bot);
        } else {
            contests.enroll(c.slug(), team);
            enrolled = accounts.teamByName(team).map(StoredTeam::name).orElse(team);
        }
        ctx.status(201).json(new ApiJson.Enrolled(c.slug(), enrolled));
    }

    void startRound(Context ctx) {
        StoredContest c = contestOf(ctx);
        int round = contests.startRound(c.slug());
        ctx.status(202).json(new ApiJson.RoundStarted(round));
    }

    /** Who will play the coming round (409 for a contest with no round coming here). */
    void readiness(Context ctx) {
        StoredContest c = contestOf(ctx);
        LiveContest live = contests.live(c.slug()).orElseThrow(() -> new Contests.Conflict(c.phase() == ContestPhase.FINISHED
                ? "contest " + c.slug() + " is finished: no round is coming" : "contest " + c.slug() + " is run by another arena process; ask it"));
        arena.contest.rules.Readiness r = live.readiness();
        arena.contest.rules.Readiness.Stage st = r.stage();
        ctx.json(new ApiJson.Readiness(r.teams(), r.willPlay(), r.sitOut().stream().map(s -> new ApiJson.SitOut(s.team(), s.why())).toList(),
                r.noBot(), r.round(), st == null ? null : new ApiJson.ReadinessStage(st.number(), st.stages(), st.drawn(),
                        st.seeds().stream().map(s -> new ApiJson.StageSeed(s.seed(), s.team(), s.status(), s.bot())).toList(),
                        st.series().stream().map(s -> new ApiJson.StageSeries(List.of(s.higherSeed(), s.lowerSeed()), List.of(s.higher(), s.lower()),
                                s.waitingOn())).toList())));
    }

    /** The seeds a playoff started now would have, with their bots (issue 43); 409 once the contest has had its playoff. */
    void playoffSeeding(Context ctx) {
        StoredContest c = contestOf(ctx);
        LiveContest live = contests.live(c.slug()).orElseThrow(() -> new Contests.Conflict("contest " + c.slug() + " plays no more rounds here"));
        if (contests.bracket(c.id()).isPresent()) throw new Contests.Conflict("contest " + c.slug() + " has had its playoff: see its bracket");
        ctx.json(new ApiJson.PlayoffSeeding(live.playoffSeeding().stream().map(s -> new ApiJson.StageSeed(s.seed(), s.team(), s.status(), s.bot())).toList()));
    }

    /** Starts the final bracket (issue 43): {@code {"teams": N, "bestOf": k}}; 400 naming every bad field at once. */
    void startPlayoff(Context ctx) {
        StoredContest c = contestOf(ctx);
        Map<String, Object> body = body(ctx);
        int round = contests.startPlayoff(c.slug(), body.get("teams"), body.get("bestOf"));
        ctx.status(202).json(new ApiJson.RoundStarted(round));
    }

    /** The final bracket as played so far (404 when the contest has none). */
    void bracket(Context ctx) {
        StoredContest c = contestOf(ctx);
        arena.contest.rules.Playoffs.State b = contests.bracket(c.id()).orElseThrow(() -> new NotFound("contest " + c.slug() + " has no playoff"));
        Map<Long, String> names = new java.util.HashMap<>();
        for (arena.contest.rules.Standings.Row r : arena.contest.rules.Standings.of(playQueries, c.id()).rows()) names.put(r.teamId(), r.team());
        List<List<ApiJson.BracketSeries>> stages = new ArrayList<>();
        for (List<arena.contest.rules.Playoffs.Series> stage : b.stages()) {
            List<ApiJson.BracketSeries> ties = new ArrayList<>();
            for (arena.contest.rules.Playoffs.Series s : stage) {
                String higher = names.get(s.higherTeam());
                String winner = s.winnerSeed() == 0 ? null : s.winnerSeed() == s.higherSeed() ? higher : names.get(s.lowerTeam());
                ties.add(s.bye() ? new ApiJson.BracketSeries(List.of(s.higherSeed()), Arrays.asList(higher), List.of(), winner, List.of(), List.of())
                        : new ApiJson.BracketSeries(List.of(s.higherSeed(), s.lowerSeed()), Arrays.asList(higher, names.get(s.lowerTeam())),
                        List.of(s.higherWins(), s.lowerWins()), winner, s.matches(), s.matches().stream().map(id -> "/matches/" + id + "/replay").toList()));
            }
            stages.add(ties);
        }
        ctx.json(new ApiJson.Bracket(b.seeds().stream().map(names::get).toList(), b.bestOf(), b.firstRound(), stages,
                b.champion() == null ? null : names.get(b.champion())));
    }

    void standings(Context ctx) {
        StoredContest c = contestOf(ctx);
        List<ApiJson.Standing> list = new ArrayList<>();
        arena.contest.rules.Standings.Table table = arena.contest.rules.Standings.of(playQueries, c.id());
        for (arena.contest.rules.Standings.Row s : table.rows()) {
            list.add(new ApiJson.Standing(s.rank(), s.team(), s.points(), s.rounds(), table.firstRound(),
                    new ApiJson.Rating(s.rating().mu(), s.rating().sigma()), s.group()));
        }
        ctx.json(list);
    }

    /** One match: its seats, status, scores, seeds, and whether it is a practice match (which never counts). */
    void match(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new BadRequest("a match id is a whole number");
        }
        Contests.MatchView v = contests.matchView(id, arena.game.Eye.ALL).orElseThrow(() -> new NotFound("no match " + id));
        ctx.json(new ApiJson.Match(v.id(), v.contestSlug(), v.roundNumber(), v.practice(), v.teams(), v.status().text(), v.finished(), v.turn(),
                v.scores(), v.roundSeed(), v.matchSeed(), v.summary()));
    }

    void matches(Context ctx) {
        StoredContest c = contestOf(ctx);
        int n;
        try {
            n = Integer.parseInt(ctx.pathParam("n"));
        } catch (NumberFormatException e) {
            throw new BadRequest("a round number is a whole number");
        }
        StoredRound round = playQueries.round(c.id(), n).orElseThrow(() -> new NotFound("contest " + c.slug() + " has no round " + n));
        Map<Long, String> names = new LinkedHashMap<>();
        for (StoredTeam t : contestStore.enrolledTeams(c.id())) names.put(t.id(), t.name());
        List<ApiJson.RoundMatch> list = new ArrayList<>();
        for (StoredMatch m : contests.matchesOf(round.id())) {
            boolean finished = m.status() == MatchStatus.FINISHED;
            list.add(new ApiJson.RoundMatch(m.id(), Arrays.asList(names.get(m.seat0TeamId()), names.get(m.seat1TeamId())), m.status().text(),
                    finished ? Arrays.asList(m.score0(), m.score1()) : null, m.summary()));
        }
        ctx.json(list);
    }

    void roster(Context ctx) {
        StoredContest c = contestOf(ctx);
        arena.contest.accounts.Roster.Result result = contests.admin().importRoster(c.slug(), ctx.body());
        if (!result.ok()) {
            List<ApiJson.RosterLine> lines = new ArrayList<>();
            for (arena.contest.accounts.Roster.Problem p : result.problems()) lines.add(new ApiJson.RosterLine(p.line(), p.reason()));
            ctx.status(400).json(new ApiJson.RosterRefused("the roster has " + lines.size() + " bad line" + (lines.size() == 1 ? "" : "s") + "; nothing was imported",
                    lines));
            return;
        }
        List<ApiJson.RosterTeam> teams = new ArrayList<>();
        for (arena.contest.accounts.Roster.Imported t : result.teams()) {
            teams.add(new ApiJson.RosterTeam(t.name(), t.generatedPassword(), t.created()));
        }
        ctx.json(new ApiJson.RosterImported(c.slug(), teams));
    }

    void resetPassword(Context ctx) {
        String given = ctx.body().isBlank() ? null : text(body(ctx), "password");
        String password = contests.admin().resetPassword(ctx.pathParam("name"), given);
        ctx.json(new ApiJson.PasswordReset(ctx.pathParam("name"), given == null ? password : null));
    }

    void disable(Context ctx) {
        contests.admin().setDisabled(ctx.pathParam("name"), true);
        ctx.json(new ApiJson.TeamDisabled(ctx.pathParam("name"), true));
    }

    void enable(Context ctx) {
        contests.admin().setDisabled(ctx.pathParam("name"), false);
        ctx.json(new ApiJson.TeamDisabled(ctx.pathParam("name"), false));
    }

    private int roundNumber(Context ctx) {
        try {
            return Integer.parseInt(ctx.pathParam("n"));
        } catch (NumberFormatException e) {
            throw new BadRequest("a round number is a whole number");
        }
    }

    void voidRound(Context ctx) {
        contests.admin().voidRound(contestOf(ctx).slug(), roundNumber(ctx), true);
        ctx.json(new ApiJson.RoundVoided(roundNumber(ctx), true));
    }

    void unvoidRound(Context ctx) {
        contests.admin().voidRound(contestOf(ctx).slug(), roundNumber(ctx), false);
        ctx.json(new ApiJson.RoundVoided(roundNumber(ctx), false));
    }

    void rerunRound(Context ctx) {
        int round = contests.admin().rerunRound(contestOf(ctx).slug(), roundNumber(ctx));
        ctx.status(202).json(new ApiJson.RoundRerun(round, roundNumber(ctx)));
    }

    void pause(Context ctx) {
        contests.pause(contestOf(ctx).slug());
        ctx.json(contestJson(contestOf(ctx)));
    }

    void resume(Context ctx) {
        contests.resume(contestOf(ctx).slug());
        ctx.json(contestJson(contestOf(ctx)));
    }

    /** Ends the contest now: the round in progress voided, finished rounds and standings kept, no round started after. */
    void endContest(Context ctx) {
        arena.contest.ContestEnding.Ended ended = contests.admin().endContest(contestOf(ctx).slug(), null);
        ctx.json(new ApiJson.EndedContest(contestJson(contestOf(ctx)), ended.voidedRound() == 0 ? null : ended.voidedRound(), ended.summary()));
    }

    void announce(Context ctx) {
        contests.admin().announce(contestOf(ctx).slug(), text(body(ctx), "text"));
        ctx.json(contestJson(contestOf(ctx)));
    }

    void setGameData(Context ctx) {
        StoredContest c = contestOf(ctx);
        contests.admin().setGameData(c.slug(), ctx.body());
        ctx.json(new ApiJson.GameDataReplaced(c.slug(), "replaced"));
    }

    void gameData(Context ctx) {
        StoredContest c = contestOf(ctx);
        if (c.gameData() == null) throw new NotFound("contest " + c.slug() + " plays with the game's own data");
        ctx.contentType("application/json; charset=utf-8").result(c.gameData());
    }
}
