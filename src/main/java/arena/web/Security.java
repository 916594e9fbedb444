package arena.web;

import arena.contest.accounts.Accounts;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.RedirectResponse;
import io.javalin.http.UnauthorizedResponse;
import io.javalin.security.RouteRole;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Set;

/**
 * Sessions, CSRF and route roles: the before-filter every request passes.
 *
 * <p>Only a login makes a session (issue 27: every page view of every visitor was kept until a restart). Before it, the
 * forms that need CSRF protection (log in, sign up) get it from a signed double-submit cookie ({@link CsrfCookie}): the
 * form's token must equal the cookie's, and the cookie must carry this server's signature, so neither a page of another
 * site nor a cookie planted beside ours can forge one. Nothing of a visitor is kept on the server.
 */
public final class Security {
    static final String USER = "user";
    static final String CSRF = "csrf";
    static final String CSRF_FIELD = "_csrf";
    static final String CSRF_HEADER = "X-CSRF-Token";
    static final String STAMP = "stamp";

    /** The request attribute that holds the runner a runner's token names ({@link Role#RUNNER}). */
    static final String RUNNER = "runner";
    /** The request attribute that holds the team a student's request acts for (issue 42). */
    static final String ACTING = "acting";
    private final Accounts accounts;
    private final arena.contest.classroom.Students students;
    private final java.util.function.Function<String, java.util.Optional<arena.store.StoredRunner>> runners;

    public Security(Accounts accounts, arena.contest.classroom.Students students) {
        this(accounts, students, token -> java.util.Optional.empty());
    }

    /** @param runners the runner a runner's token names, unless unknown or revoked (issue 30) */
    public Security(Accounts accounts, arena.contest.classroom.Students students, java.util.function.Function<String, java.util.Optional<arena.store.StoredRunner>> runners) {
        this.accounts = accounts;
        this.students = students;
        this.runners = runners;
    }

    /**
     * Who the request is for: the session's team, instructor or assistant; for a student, the team it acts for in this
     * request ({@link #actFor}) if it is in one, else the student itself.
     */
    public static Principal user(Context ctx) {
        Principal acting = ctx.attribute(ACTING);
        return acting != null ? acting : sessionValue(ctx, USER);
    }

    /** The session's own principal: for a student, the student (never the team it acts for). */
    static Principal sessionUser(Context ctx) {
        return sessionValue(ctx, USER);
    }

    /**
     * A student's request acts for its team in the contest the request names (its path's {@code slug}, or {@code contest}
     * in its query), else for its newest team. Read from the store on every request, never kept in the session, so a
     * student who left a team reads none of its private pages from its next request on (issue 42).
     */
    private void actFor(Context ctx, Principal student) {
        String slug = ctx.pathParamMap().getOrDefault("slug", ctx.queryParam("contest"));
        students.actingTeam(student.id(), slug)
                .ifPresent(m -> ctx.attribute(ACTING, new Principal(Principal.Kind.TEAM, m.teamId(), m.teamName(), student.name())));
    }

    /** A value of the request's session, or null, without making a session when there is none. */
    @SuppressWarnings({"unchecked", "TypeParameterUnusedInFormals"}) // a session value is typed by its key, as the caller knows it
    static <T> T sessionValue(Context ctx, String key) {
        var session = ctx.req().getSession(false);
        return session == null ? null : (T) session.getAttribute(key);
    }

    /** A value of the request's session taken out of it (a flash message), without making a session when there is none. */
    @SuppressWarnings("TypeParameterUnusedInFormals") // a session value is typed by its key, as the caller knows it
    static <T> T consumeSessionValue(Context ctx, String key) {
        T value = sessionValue(ctx, key);
        if (value != null) ctx.req().getSession(false).removeAttribute(key);
        return value;
    }

    /** The CSRF token of the request's forms: its session's once logged in, else the visitor's signed cookie's. */
    public static String csrfToken(Context ctx) {
        String token = sessionValue(ctx, CSRF);
        return token != null ? token : CsrfCookie.token(ctx);
    }

    /**
     * Logs a principal in on a fresh session id, so a session planted before login is worth nothing. A team's session
     * keeps its password's stamp ({@link Accounts#sessionStamp}): it ends when the password changes or the team is
     * disabled.
     */
    public void login(Context ctx, Principal principal) {
        ctx.req().getSession(true);
        ctx.req().changeSessionId();
        ctx.sessionAttribute(USER, principal);
        ctx.sessionAttribute(CSRF, Accounts.randomSecret(32));
        if (principal.isTeam()) ctx.sessionAttribute(STAMP, accounts.sessionStamp(principal.id()).orElse(null));
        if (principal.isStaff()) ctx.sessionAttribute(STAMP, accounts.staffSessionStamp(principal.id()).orElse(null));
        if (principal.isStudent()) ctx.sessionAttribute(STAMP, students.sessionStamp(principal.id()).orElse(null));
    }

    /**
     * Ends a team's session whose password was changed or reset since it logged in, or whose team was disabled (issue 40:
     * such a session went on for up to a day). Read on every request of a team's session: one row by its key.
     */
    private void endOutdatedSession(Context ctx) {
        Principal user = sessionUser(ctx);
        if (user == null) return;
        String stamp = sessionValue(ctx, STAMP);
        // issue 42: an account of the console whose password or role changed, or that was removed, is out at once too
        java.util.Optional<String> now = user.isTeam() ? accounts.sessionStamp(user.id())
                : user.isStudent() ? students.sessionStamp(user.id()) : accounts.staffSessionStamp(user.id());
        if (stamp == null || !now.map(stamp::equals).orElse(false)) logout(ctx);
    }

    /** The request attribute that holds who acts by this request (a {@link Principal}): its session's, or its token's. */
    static final String ACTOR = "actor";

    /** Who acts by this request: the session's person or team, or the account whose token it bears; null for a visitor. */
    /** The request's bearer token, or null. */
    private static String bearer(Context ctx) {
        String header = ctx.header("Authorization");
        return header != null && header.startsWith("Bearer ") ? header.substring(7).trim() : null;
    }

    /** The instructor or assistant whose token the request bears; else 401 with {@code refusal}. */
    private Principal staffByToken(Context ctx, String refusal) {
        java.util.Optional<arena.store.StoredInstructor> account = accounts.instructorByToken(bearer(ctx));
        if (account.isEmpty()) {
            ctx.header("WWW-Authenticate", "Bearer");
            throw new UnauthorizedResponse(refusal);
        }
        boolean assistant = account.get().role() == arena.domain.StaffRole.ASSISTANT;
        return new Principal(assistant ? Principal.Kind.ASSISTANT : Principal.Kind.INSTRUCTOR, account.get().id(), account.get().login());
    }

    static Principal actor(Context ctx) {
        Principal byToken = ctx.attribute(ACTOR);
        return byToken != null ? byToken : user(ctx);
    }

    public static void logout(Context ctx) {
        var session = ctx.req().getSession(false);
        if (session != null) session.invalidate();
    }

    /** The one access check: runs before every matched route. */
    public void check(Context ctx) {
        endOutdatedSession(ctx);
        Principal session = sessionUser(ctx);
        if (session != null && session.isStudent()) actFor(ctx, session);
        Set<RouteRole> roles = ctx.routeRoles();
        if (roles.contains(Role.RUNNER)) { // a runner's own token only: the instructor's token is not a runner's
            String token = bearer(ctx);
            java.util.Optional<arena.store.StoredRunner> runner = token == null ? java.util.Optional.empty() : runners.apply(token);
            if (runner.isEmpty()) {
                ctx.header("WWW-Authenticate", "Bearer");
                throw new UnauthorizedResponse("a runner's token (made in the console) is required, and this one is unknown or revoked");
            }
            ctx.attribute(RUNNER, runner.get());
            return;
        }
        if (roles.contains(Role.API) || roles.contains(Role.STAFF_API) || (roles.contains(Role.API_OR_TEAM) && ctx.header("Authorization") != null)) {
            Principal staff = staffByToken(ctx, "a valid bearer token is required");
            if (staff.kind() == Principal.Kind.ASSISTANT && !roles.contains(Role.STAFF_API)) {
                throw new ForbiddenResponse("an assistant's token may not do this: only an instructor's may");
            }
            ctx.attribute(ACTOR, staff);
            return;
        }
        if (!ctx.method().name().equals("GET") && !ctx.method().name().equals("HEAD")) checkCsrf(ctx);
        if ((roles.isEmpty() || roles.contains(Role.ANYONE)) && ctx.method().name().equals("GET") && ctx.header("Authorization") != null) {
            // a public page read with a staff token says what the staff may know (GET /api/languages: why the sandbox is
            // off and what to do, issue 39); a token that is not one is refused, never taken for a visitor's silence
            ctx.attribute(ACTOR, staffByToken(ctx, "this bearer token is unknown or revoked (a page anyone may read needs none)"));
            return;
        }
        if (roles.isEmpty() || roles.contains(Role.ANYONE)) return;
        Principal user = user(ctx);
        boolean allowed = user != null
                && ((roles.contains(Role.TEAM) && user.isTeam()) || (roles.contains(Role.API_OR_TEAM) && user.isTeam()) || (roles.contains(Role.INSTRUCTOR) && user.isInstructor())
                        || (roles.contains(Role.STAFF) && user.isStaff()) || (roles.contains(Role.STUDENT) && session.isStudent()));
        if (allowed) return;
        if (user != null && user.isStudent() && (roles.contains(Role.TEAM) || roles.contains(Role.API_OR_TEAM))) {
            throw new ForbiddenResponse("you are in no team" + (ctx.pathParamMap().containsKey("slug") ? " of this contest" : "")
                    + ": make one or join one with its code on your page, /student");
        }
        if (user == null && roles.contains(Role.API_OR_TEAM)) throw new UnauthorizedResponse("a bearer token, or the team's login on the web, is required");
        if (user == null && ctx.method().name().equals("GET")) {
            ctx.header("Location", "/login?next=" + URLEncoder.encode(ctx.path(), StandardCharsets.UTF_8)
                    + (roles.contains(Role.INSTRUCTOR) || roles.contains(Role.STAFF) ? "&as=instructor" : roles.contains(Role.STUDENT) ? "&as=student" : ""));
            throw new RedirectResponse(HttpStatus.FOUND, "please log in");
        }
        throw new ForbiddenResponse(user == null ? "please log in"
                : user.kind() == Principal.Kind.ASSISTANT && roles.contains(Role.INSTRUCTOR) ? "an assistant may not do this: only an instructor may"
                : "this page is not for your account");
    }

    private static void checkCsrf(Context ctx) {
        String expected = sessionValue(ctx, CSRF);
        if (expected == null) expected = CsrfCookie.presented(ctx);
        String given = ctx.header(CSRF_HEADER);
        if (given == null) given = ctx.formParam(CSRF_FIELD);
        if (expected == null || given == null
                || !MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8))) {
            throw new ForbiddenResponse("the form has expired or did not come from this site: reload the page and try again");
        }
    }
}
