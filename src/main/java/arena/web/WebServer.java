package arena.web;

import arena.contest.base.NotFound;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import arena.contest.accounts.Accounts;
import arena.contest.Contests;
import arena.contest.base.Refused;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.config.RoutesConfig;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.util.List;

/** The web face: every route of the arena is listed here, with the role that may reach it. */
public final class WebServer implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(WebServer.class);
    /** The largest request body taken, in bytes (a roster of thousands of lines, a game's data file). */
    static final int MAX_BODY = 1_000_000;
    private final Javalin app;
    // the faces the route table names, each a feature's handlers (null: not served, as hosted bots without hosting)
    private final PublicPages publicPages;
    private final ContestPages contestPages;
    private final AccountPages accountPages;
    private final EntryPages entryPages;
    private final ConsolePages console;
    private final RosterPages rosterPages;
    private final Api api;
    private final Exports exports;
    private final ContestArchive archive;
    private final ReplayPages replayPages;
    private final BotPresencePages botPresence;
    private final PracticeAsk practiceAsk;
    private final ScrimmageApi scrimmageApi;
    private final ScrimmagePages scrimmagePages;
    private final TeamPages teamPages;
    private final HostedBotApi hostedApi;
    private final HostedBotPages hostedPages;
    private final RunnerApi runnerApi;
    private final RunnerPages runnerPages;
    private final RecordPages recordPages;
    private final StaffPages staffPages;
    private final StudentPages studentPages;
    private final MarkingPages markingPages;
    private final MarkingApi markingApi;

    /** How long a logged-in session lasts without a request (issue 27: sessions expired never). */
    static final int SESSION_IDLE_SECONDS = 24 * 60 * 60;

    public WebServer(Accounts accounts, arena.contest.accounts.LoginThrottle logins, Contests contests, arena.store.AccountStore accountStore, ContestStore contestStore, PlayQueries playQueries, BotPortInfo botPort,
                     arena.store.SpectatorStore spectatorStore, arena.store.ActionRecordStore actionRecord) {
        this(accounts, logins, contests, accountStore, contestStore, playQueries, botPort, spectatorStore, actionRecord, null, false);
    }

    /**
     * @param hosting   the arena's hosted bots (null: none, and their routes are not served)
     * @param behindTls the arena is reached over HTTPS (a proxy in front of it): its cookies are sent over HTTPS only
     */
    @SuppressWarnings("StaticAssignmentInConstructor") // CsrfCookie.secure is the process's TLS setting, one per arena
    public WebServer(Accounts accounts, arena.contest.accounts.LoginThrottle logins, Contests contests, arena.store.AccountStore accountStore, ContestStore contestStore, PlayQueries playQueries, BotPortInfo botPort,
                     arena.store.SpectatorStore spectatorStore, arena.store.ActionRecordStore actionRecord, arena.hosted.Hosting hosting, boolean behindTls) {
        CsrfCookie.secure = behindTls;
        Views views = new Views();
        arena.contest.classroom.Students students = new arena.contest.classroom.Students(accountStore.students(), accounts, contests, logins); // issue 42
        Security security = hosting == null ? new Security(accounts, students)
                : new Security(accounts, students, new arena.hosted.RunnerTokens(hosting.runnerStore())::runner);
        this.publicPages = new PublicPages(contests, contestStore, playQueries, views, botPort,
                () -> hosting == null || hosting.bots().isEmpty() ? List.of() : hosting.bots().get().languages());
        this.contestPages = new ContestPages(contests, contestStore, playQueries, spectatorStore, views);
        arena.contest.classroom.JoinCodes joinCodes = new arena.contest.classroom.JoinCodes(contests, contestStore);
        this.accountPages = new AccountPages(accounts, students, security, logins, contests, contestStore, playQueries, joinCodes, views);
        this.entryPages = new EntryPages(contests, contestStore, views);
        this.console = new ConsolePages(accounts, contests, contestStore, playQueries, accountStore, joinCodes, views);
        this.rosterPages = new RosterPages(contests, new ContestViews(contests, contestStore, playQueries), views);
        this.api = new Api(accounts, contests, contestStore, playQueries);
        this.exports = new Exports(contests, contestStore, playQueries, accountStore.students());
        this.archive = new ContestArchive(contests, contestStore, playQueries, exports);
        this.replayPages = new ReplayPages(contests.replays(),
                accountStore, new ContestViews(contests, contestStore, playQueries), new PrivateLogs(contests), views);
        this.botPresence = new BotPresencePages(contests, contestStore, views);
        this.practiceAsk = new PracticeAsk(contests, hosting);
        this.scrimmageApi = new ScrimmageApi(contests, contestStore, hosting);
        this.scrimmagePages = new ScrimmagePages(contests, contestStore, views, hosting);
        this.teamPages = new TeamPages(contests, contestStore, playQueries, accountStore, views, botPort, practiceAsk, students);
        this.hostedApi = hosting == null ? null : new HostedBotApi(hosting, contests, contestStore);
        this.hostedPages = hosting == null ? null : new HostedBotPages(hosting, contests, contestStore, views);
        this.runnerApi = hosting == null ? null : new RunnerApi(hosting);
        this.runnerPages = hosting == null ? null : new RunnerPages(hosting, views);
        ActionRecorder recorder = new ActionRecorder(actionRecord, contestStore); // issue 42: who did what
        this.recordPages = new RecordPages(actionRecord, contestStore, views);
        this.staffPages = new StaffPages(new arena.contest.accounts.StaffAccounts(accountStore), views);
        this.studentPages = new StudentPages(students, contests, logins, joinCodes, security, actionRecord,
                new ContestViews(contests, contestStore, playQueries), views);
        // issue 43: staff bots, marking rules and marks
        arena.contest.classroom.StaffBots staffBots = new arena.contest.classroom.StaffBots(contests, accounts, accountStore, contestStore);
        arena.contest.classroom.Marks marks = new arena.contest.classroom.Marks(contests, contestStore, playQueries, accountStore.students());
        this.markingPages = new MarkingPages(contests, contestStore, staffBots, marks, hosting, views);
        this.markingApi = new MarkingApi(contests, staffBots, marks);

        app = Javalin.create(config -> {
            serve(config, behindTls);
            var r = config.routes;
            r.before(SecurityHeaders::add);
            r.beforeMatched(WebServer::bodyLimit);
            r.beforeMatched(ReadableBody::check);
            r.beforeMatched(security::check);
            r.after(recorder::after);
            routes(r);
            errors(r, views, contests);
        });
    }

    /** The server's own settings: virtual threads, static files, the body limit, sessions and their cookies. */
    private static void serve(JavalinConfig config, boolean behindTls) {
        config.concurrency.useVirtualThreads = true;
        config.startup.showJavalinBanner = false;
        config.staticFiles.add(s -> {
            s.hostedPath = "/static";
            s.directory = "/static";
            s.location = Location.CLASSPATH;
        });
        // One limit for every body: JSON, forms and uploads (a multipart body is not held to
        // maxRequestSize, so it gets the same limit of its own); over it, 413 Content Too Large.
        config.http.maxRequestSize = MAX_BODY;
        config.jetty.modifyServletContextHandler(handler -> {
            var sessions = handler.getSessionHandler();
            sessions.setMaxInactiveInterval(SESSION_IDLE_SECONDS);
            sessions.getSessionCookieConfig().setHttpOnly(true);
            sessions.getSessionCookieConfig().setSecure(behindTls);
            sessions.getSessionCookieConfig().setAttribute("SameSite", "Lax");
        });
        config.jetty.modifyServer(server -> server.setErrorHandler(new SecurityHeaders.JettyErrors()));
        config.jetty.multipartConfig.maxTotalRequestSize(MAX_BODY, io.javalin.config.SizeUnit.BYTES);
        config.jetty.multipartConfig.maxFileSize(MAX_BODY, io.javalin.config.SizeUnit.BYTES);
    }

    /**
     * Every route of the arena, with the role that may reach it (the access rules are {@link Security#check}'s, by role):
     * a table read top to bottom, one route a line, grouped by who uses it. A new route is a line here.
     */
    private void routes(RoutesConfig r) {
        r.get("/", publicPages::home, Role.ANYONE);
        r.get("/live", publicPages::homeLivePart, Role.ANYONE);
        r.get("/contests/{slug}", contestPages::page, Role.ANYONE);
        r.get("/contests/{slug}/status", contestPages::statusPart, Role.ANYONE);
        r.get("/contests/{slug}/live", contestPages::resultsPart, Role.ANYONE);
        r.get("/contests/{slug}/standings", contestPages::standings, Role.ANYONE);
        r.get("/contests/{slug}/rounds", contestPages::rounds, Role.ANYONE);
        r.get("/contests/{slug}/rounds/{n}", contestPages::round, Role.ANYONE);
        r.get("/contests/{slug}/standings.csv", exports::standings, Role.ANYONE);
        r.get("/contests/{slug}/matches.csv", exports::matches, Role.ANYONE);
        r.get("/contests/{slug}/students.csv", exports::students, Role.STAFF);
        r.get("/matches/{id}", publicPages::match, Role.ANYONE);
        r.get("/matches/{id}/board", publicPages::board, Role.ANYONE);
        r.get("/matches/{id}/logs", publicPages::logsPart, Role.ANYONE);
        r.get("/matches/{id}/replay", replayPages::page, Role.ANYONE);
        r.get("/matches/{id}/replay/step", replayPages::step, Role.ANYONE);
        r.get("/matches/{id}/replay.json", replayPages::download, Role.ANYONE);
        r.get("/games/{name}", publicPages::gameRules, Role.ANYONE);
        r.get("/games/{name}/starter", publicPages::starterBot, Role.ANYONE);
        r.get("/teams/{name}", teamPages::history, Role.ANYONE);
        r.get("/bots", publicPages::botGuide, Role.ANYONE);
        r.get("/favicon.ico", Favicon::serve, Role.ANYONE);
        r.get("/bridge.jar", BridgeDownload::serve, Role.ANYONE);

        r.get("/login", accountPages::loginForm, Role.ANYONE);
        r.post("/login", accountPages::login, Role.ANYONE);
        r.post("/logout", accountPages::logout, Role.ANYONE);
        r.get("/signup", accountPages::signupForm, Role.ANYONE);
        r.post("/signup", accountPages::signup, Role.ANYONE);
        // Students (issue 42): people with their own login, in a team per contest; acting for it on the team's routes
        r.get("/students/signup", studentPages::signupForm, Role.ANYONE);
        r.post("/students/signup", studentPages::signup, Role.ANYONE);
        r.get("/student", studentPages::page, Role.STUDENT);
        r.post("/student/teams", studentPages::createTeam, Role.STUDENT);
        r.post("/student/join", studentPages::join, Role.STUDENT);
        r.post("/student/contests/{slug}/leave", studentPages::leave, Role.STUDENT);
        r.post("/student/contests/{slug}/code", studentPages::newJoinCode, Role.STUDENT);
        r.post("/student/contests/{slug}/code/revoke", studentPages::revokeJoinCode, Role.STUDENT);
        r.post("/student/contests/{slug}/bot-password", studentPages::botPassword, Role.STUDENT);
        r.get("/team", teamPages::hub, Role.TEAM);
        r.get("/team/bots/{slug}", botPresence::team, Role.TEAM);
        r.post("/contests/{slug}/join", accountPages::join, Role.TEAM);
        r.post("/contests/{slug}/practice", practiceAsk.first(accountPages::practice), Role.TEAM);
        r.get("/team/scrimmages/{slug}", scrimmagePages::panel, Role.TEAM); // issue 43: the scrimmages' part of the team's card
        r.post("/team/scrimmages/{slug}", scrimmagePages::ask, Role.TEAM);
        r.post("/team/scrimmages/{slug}/{id}/accept", scrimmagePages::accept, Role.TEAM);
        r.post("/team/scrimmages/{slug}/{id}/refuse", scrimmagePages::refuse, Role.TEAM);
        r.post("/team/scrimmages/{slug}/policy", scrimmagePages::policy, Role.TEAM);
        r.get("/contests/{slug}/entry", entryPages::page, Role.TEAM);
        r.post("/contests/{slug}/entry", entryPages::save, Role.TEAM);
        r.post("/contests/{slug}/entry/check", entryPages::check, Role.TEAM);
        if (hostedPages != null) { // the hosted bot's part of the team's card (issue 26)
            r.get("/team/hosted/{slug}", hostedPages::panel, Role.TEAM);
            r.post("/team/hosted/{slug}/versions", hostedPages::submit, Role.TEAM);
            r.get("/team/hosted/{slug}/versions/{n}", hostedPages::source, Role.TEAM);
            r.get("/team/hosted/{slug}/versions/{n}/download", hostedPages::download, Role.TEAM);
            r.post("/team/hosted/{slug}/choice", hostedPages::choose, Role.TEAM);
            r.post("/team/hosted/{slug}/practice", hostedPages::practice, Role.TEAM);
            r.post("/team/hosted/{slug}/sparring", hostedPages::sparring, Role.TEAM); // issue 44: one version against another
        }

        r.get("/console", console::home, Role.STAFF);
        r.get("/console/settings-form", console::settingsForm, Role.INSTRUCTOR);
        r.post("/console/contests", console::createContest, Role.INSTRUCTOR);
        r.post("/console/teams", console::createTeam, Role.INSTRUCTOR);
        r.get("/console/contests/{slug}", console::contest, Role.STAFF);
        r.post("/console/contests/{slug}/enrollments", console::enroll, Role.STAFF);
        r.post("/console/contests/{slug}/members", studentPages::placeByStaff, Role.STAFF);
        r.post("/console/contests/{slug}/house-bots", console::enrollHouseBot, Role.STAFF);
        r.post("/console/contests/{slug}/rounds", console::startRound, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/playoff", console::startPlayoff, Role.INSTRUCTOR); // issue 43
        r.post("/console/contests/{slug}/pause", console::pause, Role.STAFF);
        r.post("/console/contests/{slug}/resume", console::resume, Role.STAFF);
        r.post("/console/contests/{slug}/end", console::endContest, Role.INSTRUCTOR);
        r.get("/console/contests/{slug}/progress", console::progress, Role.STAFF);
        r.get("/console/contests/{slug}/bots", botPresence::contest, Role.STAFF);
        r.get("/console/contests/{slug}/export.zip", archive::download, Role.STAFF);
        r.get("/console/contests/{slug}/teams", console::teams, Role.STAFF);
        r.get("/console/contests/{slug}/readiness", console::readiness, Role.STAFF);
        r.post("/console/contests/{slug}/announcement", console::announce, Role.STAFF);
        r.post("/console/contests/{slug}/join-code", console::renewJoinCode, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/settings", console::changeSettings, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/roster", rosterPages::importRoster, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/game-data", console::uploadGameData, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/rounds/{n}/void", console::voidRound, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/rounds/{n}/rerun", console::rerunRound, Role.INSTRUCTOR);
        r.post("/console/teams/{name}/password", console::resetPassword, Role.INSTRUCTOR);
        r.post("/console/teams/{name}/disabled", console::setDisabled, Role.INSTRUCTOR);
        // People (issue 42): the console's accounts (instructors only) and the record of who did what (assistants too)
        r.get("/console/accounts", staffPages::page, Role.INSTRUCTOR);
        r.post("/console/accounts", staffPages::create, Role.INSTRUCTOR);
        r.post("/console/accounts/{login}/password", staffPages::resetPassword, Role.INSTRUCTOR);
        r.post("/console/accounts/{login}/token", staffPages::newToken, Role.INSTRUCTOR);
        r.post("/console/accounts/{login}/token/revoke", staffPages::revokeToken, Role.INSTRUCTOR);
        r.post("/console/accounts/{login}/remove", staffPages::remove, Role.INSTRUCTOR);
        r.get("/console/contests/{slug}/marking", markingPages::page, Role.STAFF);
        r.post("/console/contests/{slug}/staff-bots", markingPages::addStaffBot, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/staff-bots/{team}/versions", markingPages::submitVersion, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/staff-bots/{team}/choice", markingPages::choose, Role.INSTRUCTOR);
        r.post("/console/contests/{slug}/marking-rules", markingPages::setRules, Role.INSTRUCTOR);
        r.get("/console/contests/{slug}/marks.csv", markingApi::marksCsv, Role.STAFF);
        r.get("/console/contests/{slug}/student-marks.csv", markingApi::studentMarksCsv, Role.STAFF);
        r.get("/team/marks/{slug}", markingPages::teamMarks, Role.TEAM);
        r.get("/console/record", recordPages::page, Role.STAFF);
        r.get("/console/record.csv", recordPages::csv, Role.STAFF);
        if (runnerPages != null) { // runners on other machines (issue 30)
            r.get("/console/runners", runnerPages::page, Role.STAFF);
            r.get("/console/runners/table", runnerPages::table, Role.STAFF);
            r.post("/console/runners", runnerPages::create, Role.INSTRUCTOR);
            r.post("/console/runners/{id}/revoke", runnerPages::revoke, Role.INSTRUCTOR);
        }

        r.post("/api/teams", api::createTeam, Role.API);
        r.post("/api/contests", api::createContest, Role.API);
        r.get("/api/games", api::games, Role.STAFF_API);
        r.get("/api/contests/{slug}", api::contest, Role.STAFF_API);
        r.patch("/api/contests/{slug}", api::changeSettings, Role.API);
        r.post("/api/contests/{slug}/enrollments", api::enroll, Role.STAFF_API);
        r.post("/api/contests/{slug}/rounds", api::startRound, Role.API);
        r.get("/api/contests/{slug}/readiness", api::readiness, Role.STAFF_API);
        r.post("/api/contests/{slug}/playoff", api::startPlayoff, Role.API); // issue 43: a final bracket
        r.get("/api/contests/{slug}/playoff", api::playoffSeeding, Role.STAFF_API);
        r.get("/api/contests/{slug}/bracket", api::bracket, Role.STAFF_API);
        r.get("/api/contests/{slug}/standings", api::standings, Role.STAFF_API);
        r.get("/api/contests/{slug}/standings.csv", exports::standings, Role.STAFF_API);
        r.get("/api/contests/{slug}/matches.csv", exports::matches, Role.STAFF_API);
        r.get("/api/contests/{slug}/students.csv", exports::students, Role.STAFF_API);
        r.get("/api/contests/{slug}/export.zip", archive::download, Role.STAFF_API);
        r.get("/api/contests/{slug}/rounds/{n}/matches", api::matches, Role.STAFF_API);
        r.get("/api/matches/{id}", api::match, Role.STAFF_API);
        r.get("/api/matches/{id}/replay", replayPages::api, Role.STAFF_API);
        r.post("/api/contests/{slug}/roster", api::roster, Role.API);
        r.post("/api/contests/{slug}/game-data", api::setGameData, Role.API);
        r.get("/api/contests/{slug}/game-data", api::gameData, Role.STAFF_API);
        r.post("/api/contests/{slug}/pause", api::pause, Role.STAFF_API);
        r.post("/api/contests/{slug}/resume", api::resume, Role.STAFF_API);
        r.post("/api/contests/{slug}/end", api::endContest, Role.API);
        r.post("/api/contests/{slug}/announcement", api::announce, Role.STAFF_API);
        r.post("/api/contests/{slug}/rounds/{n}/void", api::voidRound, Role.API);
        r.post("/api/contests/{slug}/rounds/{n}/unvoid", api::unvoidRound, Role.API);
        r.post("/api/contests/{slug}/rounds/{n}/rerun", api::rerunRound, Role.API);
        r.get("/api/contests/{slug}/staff-bots", markingApi::staffBots, Role.STAFF_API);
        r.post("/api/contests/{slug}/staff-bots", markingApi::addStaffBot, Role.API);
        r.get("/api/contests/{slug}/marking", markingApi::rules, Role.STAFF_API);
        r.put("/api/contests/{slug}/marking", markingApi::setRules, Role.API);
        r.get("/api/contests/{slug}/marks", markingApi::marks, Role.STAFF_API);
        r.get("/api/contests/{slug}/marks.csv", markingApi::marksCsv, Role.STAFF_API);
        r.get("/api/contests/{slug}/student-marks", markingApi::studentMarks, Role.STAFF_API);
        r.get("/api/contests/{slug}/student-marks.csv", markingApi::studentMarksCsv, Role.STAFF_API);
        r.post("/api/teams/{name}/password", api::resetPassword, Role.API);
        r.post("/api/teams/{name}/disable", api::disable, Role.API);
        r.post("/api/teams/{name}/enable", api::enable, Role.API);
        // issue 43: scrimmages between teams, by a team's own session or the admin token
        r.get("/api/contests/{slug}/scrimmages/{team}", scrimmageApi::list, Role.API_OR_TEAM);
        r.post("/api/contests/{slug}/scrimmages/{team}", scrimmageApi::ask, Role.API_OR_TEAM);
        r.post("/api/contests/{slug}/scrimmages/{team}/{id}/accept", scrimmageApi::accept, Role.API_OR_TEAM);
        r.post("/api/contests/{slug}/scrimmages/{team}/{id}/refuse", scrimmageApi::refuse, Role.API_OR_TEAM);
        r.put("/api/contests/{slug}/scrimmages/{team}/policy", scrimmageApi::policy, Role.API_OR_TEAM);
        if (hostedApi != null) { // hosted bots (issue 26): a team's own session may submit and choose too
            r.post("/api/teams/{name}/bots", hostedApi::submit, Role.API_OR_TEAM);
            r.get("/api/teams/{name}/bots", hostedApi::versions, Role.API_OR_TEAM);
            r.get("/api/teams/{name}/bots/{n}", hostedApi::version, Role.API_OR_TEAM);
            r.get("/api/teams/{name}/bots/{n}/files", hostedApi::files, Role.API_OR_TEAM);
            r.put("/api/contests/{slug}/bots/{team}", hostedApi::choose, Role.API_OR_TEAM);
            r.post("/api/contests/{slug}/sparring/{team}", hostedApi::sparring, Role.API_OR_TEAM);
            r.get("/api/languages", hostedApi::languages, Role.ANYONE);
        }
        if (runnerApi != null) { // a runner's own token (issue 30)
            r.post("/api/runner/hello", runnerApi::hello, Role.RUNNER);
            r.post("/api/runner/beat", runnerApi::beat, Role.RUNNER);
            r.get("/api/runner/sources/{hash}", runnerApi::sources, Role.RUNNER);
            r.post("/api/runner/notes", runnerApi::note, Role.RUNNER);
        }
    }

    /** What an exception a handler throws answers: the status and the page (or JSON) saying why. */
    private static void errors(RoutesConfig r, Views views, Contests contests) {
        r.exception(NotFound.class, (e, ctx) -> Errors.show(ctx, views, 404, e.getMessage()));
        r.exception(Contests.Conflict.class, (e, ctx) -> Errors.show(ctx, views, 409, e.getMessage()));
        r.exception(Refused.class, (e, ctx) -> Errors.show(ctx, views, 400, e.getMessage()));
        r.exception(arena.contest.base.RefusedFields.class, (e, ctx) -> {
            if (ctx.path().startsWith("/api/")) ctx.status(e.conflict() ? 409 : 400).json(new ApiJson.RefusedFields(e.getMessage(), e.reasons()));
            else Errors.show(ctx, views, e.conflict() ? 409 : 400, e.getMessage());
        });
        r.exception(Api.BadRequest.class, (e, ctx) -> Errors.show(ctx, views, 400, e.getMessage()));
        r.exception(arena.hosted.BadUpload.class, (e, ctx) -> Errors.show(ctx, views, 400, e.getMessage()));
        r.exception(arena.contest.Scrimmages.TooManyAsks.class, (e, ctx) -> { // issue 43: a team's scrimmages are a rate
            ctx.header("Retry-After", String.valueOf(Math.max(1, (e.waitTime().toMillis() + 999) / 1000)));
            Errors.show(ctx, views, 429, e.getMessage());
        });
        r.exception(arena.hosted.TooManyVersions.class, (e, ctx) -> { // issue 38: a team's versions are a rate
            ctx.header("Retry-After", String.valueOf(Math.max(1, (e.waitTime().toMillis() + 999) / 1000)));
            Errors.show(ctx, views, 429, e.getMessage());
        });
        r.exception(io.javalin.http.RedirectResponse.class, (e, ctx) -> ctx.status(e.getStatus()));
        r.exception(HttpResponseException.class, (e, ctx) -> Errors.show(ctx, views, e.getStatus(), e.getMessage()));
        // the database is away (a server restarted): the contests it paused say so from memory (StoreOutage resumes them)
        r.exception(org.jooq.exception.DataAccessException.class, (e, ctx) -> {
            List<String> paused = contests.pausedByTheStore();
            Errors.show(ctx, views, 503, "the database is not answering right now; try again in a moment"
                    + (paused.isEmpty() ? "" : ". Paused until it is back: " + String.join("; ", paused)));
        });
        r.exception(Exception.class, (e, ctx) -> {
            log.error("{} {} failed", ctx.method(), ctx.path(), e);
            Errors.show(ctx, views, 500, "something went wrong on the server");
        });
        r.error(404, ctx -> {
            if (ctx.result() == null || ctx.result().isEmpty()) Errors.show(ctx, views, 404, "there is no page " + ctx.path());
        });
    }

    /**
     * Refuses a body over {@link #MAX_BODY} by its declared length, before any handler or the CSRF check
     * parses it. (Javalin holds JSON and form bodies to maxRequestSize itself, but a multipart upload over
     * Jetty's limit fails as "400 bad multipart".) What was sent is read and dropped first, up to 16
     * times the limit: a client still sending when the answer comes and the connection closes would see
     * a reset connection instead of the 413.
     */
    private static void bodyLimit(io.javalin.http.Context ctx) {
        long length = ctx.contentLength();
        if (length <= MAX_BODY) return;
        if (length <= 16L * MAX_BODY) {
            try (var in = ctx.req().getInputStream()) {
                in.transferTo(java.io.OutputStream.nullOutputStream());
            } catch (java.io.IOException gone) {
                // the client stopped sending: it gets the answer if it still listens
            }
        }
        throw new io.javalin.http.ContentTooLargeResponse("the request body has " + length + " bytes; at most " + MAX_BODY + " are taken");
    }

    public void start(int port) {
        app.start(port);
    }

    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        publicPages.close();
    }

    /** What pages say about the bot port. */
    public record BotPortInfo(int port) {}
}
