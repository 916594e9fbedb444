package arena.web;

import arena.contest.accounts.Accounts;
import arena.contest.Contests;
import arena.contest.base.NotFound;
import arena.contest.classroom.JoinCodes;
import arena.contest.base.Refused;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Logging in and out, signing up a team, and enrolling it in a contest. */
final class AccountPages {
    /** Every refused login's words, whatever the reason (issue 40: no name's existence or kind is told). */
    static final String WRONG_LOGIN = "Wrong name or password.";
    private final Accounts accounts;
    private final arena.contest.accounts.LoginThrottle logins;
    private final Contests contests;
    private final Views views;
    private final ContestViews contestViews;
    private final JoinCodes joinCodes;
    private final Security security;
    private final arena.contest.classroom.Students students;

    AccountPages(Accounts accounts, arena.contest.classroom.Students students, Security security, arena.contest.accounts.LoginThrottle logins, Contests contests,
                 ContestStore contestStore, PlayQueries playQueries, JoinCodes joinCodes, Views views) {
        this.accounts = accounts;
        this.students = students;
        this.security = security;
        this.joinCodes = joinCodes;
        this.logins = logins;
        this.contests = contests;
        this.views = views;
        this.contestViews = new ContestViews(contests, contestStore, playQueries);
    }

    void loginForm(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("as", loginKind(ctx.queryParam("as")));
        model.put("next", safeNext(ctx.queryParam("next")));
        model.put("name", "");
        ctx.html(views.page("login", model));
    }

    void login(Context ctx) {
        String as = loginKind(ctx.formParam("as"));
        String name = Optional.ofNullable(ctx.formParam("name")).orElse("").strip();
        String password = Optional.ofNullable(ctx.formParam("password")).orElse("");
        String next = safeNext(ctx.formParam("next"));
        // Limited per account and per address, checked off the request's thread (RULINGS 7, LoginThrottle).
        var verdict = switch (as) {
            case "instructor" -> logins.instructor(name, password, ctx.ip());
            case "student" -> logins.student(name, password, ctx.ip(),
                    () -> students.verify(name, password).map(s -> new arena.contest.accounts.LoginThrottle.Account(s.id(), s.name())));
            default -> logins.team(name, password, ctx.ip());
        };
        Optional<Principal> who = verdict.who().map(a -> new Principal(switch (as) {
            case "instructor" -> staffKind(a.id());
            case "student" -> Principal.Kind.STUDENT;
            default -> Principal.Kind.TEAM;
        }, a.id(), a.name()));
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
        Pages.back(ctx, next != null ? next : who.get().isStaff() ? "/console" : who.get().isStudent() ? "/student" : "/team");
    }

    /** Who a login form logs in: a team (with its bot password), a student (issue 42) or an account of the console. */
    private static String loginKind(String given) {
        return "instructor".equals(given) || "student".equals(given) ? given : "team";
    }

    /** An account of the console logs in as what its role is now (issue 42). */
    private Principal.Kind staffKind(long instructorId) {
        return accounts.instructor(instructorId).map(i -> i.role() == arena.domain.StaffRole.ASSISTANT ? Principal.Kind.ASSISTANT : Principal.Kind.INSTRUCTOR)
                .orElse(Principal.Kind.ASSISTANT);
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

    /** The sign-up form; a link with a contest's join code ({@code /signup?code=...}) fills it in and names the contest. */
    void signupForm(Context ctx) {
        String code = JoinCodes.normalized(ctx.queryParam("code"));
        Form form = Form.empty();
        StoredContest joined = null;
        if (!code.isEmpty()) {
            try {
                joined = joinCodes.contestFor(code);
            } catch (Refused e) {
                form.error("code", capitalize(e.getMessage()) + ".");
            }
        }
        renderSignup(ctx, "", Optional.ofNullable(ctx.queryParam("contest")).orElse(""), code, joined, form, 200);
    }

    private void renderSignup(Context ctx, String name, String contest, String code, StoredContest joined, Form form, int status) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("name", name);
        model.put("contest", contest);
        model.put("code", code);
        model.put("codeContest", joined == null ? null : joined.title());
        model.put("openContests", contestViews.openToJoin());
        model.put("form", form);
        ctx.status(status).html(views.page("signup", model));
    }

    /**
     * A team's sign-up. With a contest's join code (issue 38) it is limited per code, not per address (a lab is one
     * address), and the new team is enrolled in that contest; without one, per address, as before (issue 27).
     */
    void signup(Context ctx) {
        String name = Optional.ofNullable(ctx.formParam("name")).orElse("").strip();
        String password = Optional.ofNullable(ctx.formParam("password")).orElse("");
        String repeat = Optional.ofNullable(ctx.formParam("password2")).orElse("");
        String contest = Optional.ofNullable(ctx.formParam("contest")).orElse("");
        String code = JoinCodes.normalized(ctx.formParam("code"));
        // every field is checked before anything is created, so each reason comes back at once beside its field
        Form form = Form.empty().value("name", name);
        accounts.teamNameProblem(name).ifPresent(p -> form.error("name", p));
        Accounts.passwordProblem(password).ifPresent(p -> form.error("password", p));
        if (!password.equals(repeat)) form.error("password2", "the two passwords differ");
        int status = 400;
        StoredContest joined = null;
        if (!code.isEmpty()) {
            try {
                joined = joinCodes.contestFor(code);
            } catch (Refused e) {
                // a wrong code counts as a sign-up of the address: codes are not guessed faster than an address signs up
                long wait = logins.badJoinCode(ctx.ip());
                form.error("code", wait > 0 ? tooMany("from your address", wait) : capitalize(e.getMessage()) + ".");
                if (wait > 0) status = 429;
            }
        }
        Accounts.Created created = null;
        if (!form.hasErrors()) {
            // the password hashed on the login pool (issue 27); limited per code or per address (LoginThrottle)
            var signUp = joined != null ? logins.signUpWithCode(code, () -> accounts.createTeam(name, password))
                    : logins.signUp(ctx.ip(), () -> accounts.createTeam(name, password));
            created = signUp.created();
            if (created == null) {
                status = 429;
                form.error("name", signUp.busy() ? "Too many sign-ups at once, try again in a second." : tooMany(signUp.limitedBy(), signUp.waitMillis()));
            } else if (!created.ok()) {
                form.error("name", created.problem());
                if (created.nameTaken()) status = 409;
            }
        }
        if (form.hasErrors()) {
            renderSignup(ctx, name, contest, code, joined, form, status);
            return;
        }
        security.login(ctx, new Principal(Principal.Kind.TEAM, created.id(), name));
        String message = "Welcome, " + name + "! Your team is registered.";
        String enrollIn = joined != null ? joined.slug() : contest;
        if (!enrollIn.isEmpty()) {
            try {
                if (joined != null) joinCodes.enroll(joined, name);
                else contests.selfEnroll(contest, created.id());
                message += " It is enrolled in " + (joined != null ? joined.title() : contest) + ".";
            } catch (Refused | NotFound e) {
                Pages.flashError(ctx, "Could not enroll in " + enrollIn + ": " + e.getMessage() + ".");
            }
        }
        Pages.flash(ctx, message);
        Pages.back(ctx, "/team");
    }

    private static String tooMany(String limitedBy, long waitMillis) {
        return "Too many sign-ups " + limitedBy + ", try again in " + Math.max(1, (waitMillis + 59_999) / 60_000) + " min.";
    }

    void join(Context ctx) {
        Principal me = Security.user(ctx);
        String slug = ctx.pathParam("slug");
        try {
            contests.selfEnroll(slug, me.id());
            Pages.flash(ctx, "Your team is enrolled. Connect your bot to the bot port to play.");
        } catch (Refused | NotFound e) {
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
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, "Practice: " + e.getMessage() + ".");
            Pages.back(ctx, "/team");
        }
    }

    static String capitalize(String s) {
        return s == null || s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
