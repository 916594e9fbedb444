package arena.web;

import arena.contest.Accounts;
import arena.contest.Contests;
import arena.contest.Refused;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Logging in and out, signing up a team, and enrolling it in a contest. */
final class AccountPages {
    /** Every refused login's words, whatever the reason (issue 40: no name's existence or kind is told). */
    static final String WRONG_LOGIN = "Wrong name or password.";
    private final Accounts accounts;
    private final arena.contest.LoginThrottle logins;
    private final Contests contests;
    private final Views views;
    private final ContestViews contestViews;
    private final Security security;

    AccountPages(Accounts accounts, Security security, arena.contest.LoginThrottle logins, Contests contests, ContestStore contestStore,
                 PlayQueries playQueries, Views views) {
        this.accounts = accounts;
        this.security = security;
        this.logins = logins;
        this.contests = contests;
        this.views = views;
        this.contestViews = new ContestViews(contests, contestStore, playQueries);
    }

    void loginForm(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("as", "instructor".equals(ctx.queryParam("as")) ? "instructor" : "team");
        model.put("next", safeNext(ctx.queryParam("next")));
        model.put("name", "");
        ctx.html(views.page("login", model));
    }

    void login(Context ctx) {
        String as = "instructor".equals(ctx.formParam("as")) ? "instructor" : "team";
        String name = Optional.ofNullable(ctx.formParam("name")).orElse("").strip();
        String password = Optional.ofNullable(ctx.formParam("password")).orElse("");
        String next = safeNext(ctx.formParam("next"));
        // Limited per account and per address, checked off the request's thread (RULINGS 7, LoginThrottle).
        var verdict = as.equals("instructor") ? logins.instructor(name, password, ctx.ip()) : logins.team(name, password, ctx.ip());
        Optional<Principal> who = verdict.who().map(a -> new Principal(as.equals("instructor") ? Principal.Kind.INSTRUCTOR : Principal.Kind.TEAM, a.id(), a.name()));
        if (who.isEmpty()) {
            Map<String, Object> model = Pages.model(ctx);
            boolean limited = verdict.waitMillis() > 0 || verdict.busy();
            model.put("as", as);
            model.put("next", next);
            model.put("name", name);
            // the same words whatever the reason (issue 40): naming an instructor's login told a visitor which names are
            // instructors'; the form says beside the choice that instructors choose "an instructor"
            model.put("error", limited ? capitalize(verdict.reason()) + "." : WRONG_LOGIN);
            ctx.status(verdict.waitMillis() > 0 || verdict.busy() ? 429 : 401).html(views.page("login", model));
            return;
        }
        security.login(ctx, who.get());
        Pages.back(ctx, next != null ? next : who.get().isInstructor() ? "/console" : "/team");
    }

    /**
     * Where to go after logging in: only a path on this site, never another host (else a link to
     * {@code /login?next=...} would send a person who logs in to a page of anyone's choosing). Browsers
     * read {@code //host}, {@code /\host} and {@code \\host} as another host, and drop tabs and line
     * breaks anywhere in a URL before reading it, so {@code /<tab>/host} is {@code //host}: the path must
     * start with one {@code /}, hold no second {@code /} right after it, no backslash, no control,
     * format or space character, both as given and once more percent-decoded (a page may decode it
     * again). Anything else is dropped and the login goes to the person's home.
     */
    static String safeNext(String next) {
        if (next == null || next.isEmpty() || next.length() > 2048) return null;
        String decoded;
        try {
            decoded = java.net.URLDecoder.decode(next.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IllegalArgumentException badEscape) {
            return null;
        }
        for (String s : List.of(next, decoded)) {
            if (!s.startsWith("/") || s.startsWith("//") || s.indexOf('\\') >= 0) return null;
            if (s.codePoints().anyMatch(c -> Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c)
                    || Character.getType(c) == Character.FORMAT)) return null;
        }
        return next;
    }

    void logout(Context ctx) {
        Security.logout(ctx);
        Pages.back(ctx, "/");
    }

    void signupForm(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("name", "");
        model.put("contest", Optional.ofNullable(ctx.queryParam("contest")).orElse(""));
        model.put("openContests", contestViews.openToJoin());
        model.put("form", Form.empty());
        ctx.html(views.page("signup", model));
    }

    void signup(Context ctx) {
        String name = Optional.ofNullable(ctx.formParam("name")).orElse("").strip();
        String password = Optional.ofNullable(ctx.formParam("password")).orElse("");
        String repeat = Optional.ofNullable(ctx.formParam("password2")).orElse("");
        String contest = Optional.ofNullable(ctx.formParam("contest")).orElse("");
        // every field is checked before anything is created, so each reason comes back at once beside its field
        Form form = Form.empty().value("name", name);
        accounts.teamNameProblem(name).ifPresent(p -> form.error("name", p));
        Accounts.passwordProblem(password).ifPresent(p -> form.error("password", p));
        if (!password.equals(repeat)) form.error("password2", "the two passwords differ");
        Accounts.Created created = null;
        int refusal = 400;
        String busy = null;
        if (!form.hasErrors()) {
            // limited per address, the password hashed on the login pool (issue 27, LoginThrottle.signUp)
            var signUp = logins.signUp(ctx.ip(), () -> accounts.createTeam(name, password));
            created = signUp.created();
            if (created == null) {
                refusal = 429;
                busy = signUp.busy() ? "Too many sign-ups at once, try again in a second."
                        : "Too many sign-ups from your address, try again in " + Math.max(1, signUp.waitMillis() / 60_000) + " min.";
                form.error("name", busy);
            } else if (!created.ok()) {
                form.error("name", created.problem());
            }
        }
        if (form.hasErrors()) {
            Map<String, Object> model = Pages.model(ctx);
            model.put("name", name);
            model.put("contest", contest);
            model.put("openContests", contestViews.openToJoin());
            model.put("form", form);
            ctx.status(created != null && created.nameTaken() ? 409 : busy != null ? refusal : 400).html(views.page("signup", model));
            return;
        }
        security.login(ctx, new Principal(Principal.Kind.TEAM, created.id(), name));
        String message = "Welcome, " + name + "! Your team is registered.";
        if (!contest.isEmpty()) {
            try {
                contests.selfEnroll(contest, created.id());
                message += " It is enrolled in " + contest + ".";
            } catch (Refused | Contests.NotFound e) {
                Pages.flashError(ctx, "Could not enroll in " + contest + ": " + e.getMessage() + ".");
            }
        }
        Pages.flash(ctx, message);
        Pages.back(ctx, "/team");
    }

    void join(Context ctx) {
        Principal me = Security.user(ctx);
        String slug = ctx.pathParam("slug");
        try {
            contests.selfEnroll(slug, me.id());
            Pages.flash(ctx, "Your team is enrolled. Connect your bot to the bot port to play.");
        } catch (Refused | Contests.NotFound e) {
            Pages.flashError(ctx, capitalize(e.getMessage()) + ".");
        }
        // from the entry builder's page, back to it (a fixed choice, not a URL: no redirect elsewhere)
        Pages.back(ctx, "/contests/" + slug + ("entry".equals(ctx.formParam("back")) ? "/entry" : ""));
    }

    /** The team page's practice buttons: a practice match against the house bot chosen, then its live page. */
    void practice(Context ctx) {
        Principal me = Security.user(ctx);
        String slug = ctx.pathParam("slug");
        try {
            long id = contests.startPractice(slug, me.id(), ctx.formParam("bot"));
            Pages.back(ctx, "/matches/" + id);
        } catch (Refused | Contests.NotFound e) {
            Pages.flashError(ctx, "Practice: " + e.getMessage() + ".");
            Pages.back(ctx, "/team");
        }
    }

    static String capitalize(String s) {
        return s == null || s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
