package arena.web;

import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.classroom.Students;
import arena.store.ActionRecordStore;
import arena.store.StoredContest;
import arena.store.StoredStudent;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A student's own pages (issue 42): signing up as a person, its teams (one per contest) with their members, join codes,
 * bot password and what each member did; making a team, joining one with its code, leaving. Whatever a team may do on the
 * team's own pages, a member does there as the team ({@link Security#user}).
 */
final class StudentPages {
    /** The most recent lines of the record shown for a team on its members' page. */
    private static final int RECENT_ACTIONS = 10;
    private final Students students;
    private final arena.contest.Contests contests;
    private final arena.contest.accounts.LoginThrottle logins;
    private final arena.contest.classroom.JoinCodes joinCodes;
    private final Security security;
    private final ActionRecordStore record;
    private final ContestViews contestViews;
    private final Views views;

    StudentPages(Students students, arena.contest.Contests contests, arena.contest.accounts.LoginThrottle logins, arena.contest.classroom.JoinCodes joinCodes,
                 Security security, ActionRecordStore record, ContestViews contestViews, Views views) {
        this.joinCodes = joinCodes;
        this.students = students;
        this.contests = contests;
        this.logins = logins;
        this.security = security;
        this.record = record;
        this.contestViews = contestViews;
        this.views = views;
    }

    void signupForm(Context ctx) {
        renderSignup(ctx, Form.empty().value("code", arena.contest.classroom.JoinCodes.normalized(ctx.queryParam("code"))), 200);
    }

    private void renderSignup(Context ctx, Form form, int status) {
        Map<String, Object> model = Pages.model(ctx);
        model.put("form", form);
        ctx.status(status).html(views.page("student-signup", model));
    }

    /**
     * A student's sign-up, its password hashed on the login pool: limited per address as a team's (issue 27), or, with a
     * contest's join code, per code (issue 38: a lab of a hundred students is one address).
     */
    void signup(Context ctx) {
        Students.SignUp given = new Students.SignUp(field(ctx, "name").strip(), field(ctx, "password"), field(ctx, "studentNumber"), field(ctx, "email"));
        String code = arena.contest.classroom.JoinCodes.normalized(ctx.formParam("code"));
        Form form = Form.empty().value("name", given.name()).value("studentNumber", given.studentNumber()).value("email", given.email()).value("code", code);
        students.problems(given).forEach(form::error);
        if (!given.password().equals(field(ctx, "password2"))) form.error("password2", "the two passwords differ");
        int status = 400;
        if (!code.isEmpty()) {
            try {
                joinCodes.contestFor(code);
            } catch (Refused e) {
                long wait = logins.badJoinCode(ctx.ip()); // a wrong code counts as a sign-up of the address, as for teams
                form.error("code", wait > 0 ? "too many sign-ups from your address, try again later" : e.getMessage());
                if (wait > 0) status = 429;
            }
        }
        arena.contest.accounts.Accounts.Created created = null;
        if (!form.hasErrors()) {
            var signUp = code.isEmpty() ? logins.signUp(ctx.ip(), () -> students.signUp(given)) : logins.signUpWithCode(code, () -> students.signUp(given));
            created = signUp.created();
            if (created == null) {
                status = 429;
                form.error("name", signUp.busy() ? "too many sign-ups at once, try again in a second"
                        : "too many sign-ups " + signUp.limitedBy() + ", try again in " + Math.max(1, (signUp.waitMillis() + 59_999) / 60_000) + " min");
            } else if (!created.ok()) {
                form.error("name", created.problem());
                if (created.nameTaken()) status = 409;
            }
        }
        if (form.hasErrors()) {
            renderSignup(ctx, form, status);
            return;
        }
        security.login(ctx, new Principal(Principal.Kind.STUDENT, created.id(), given.name()));
        Pages.flash(ctx, "Welcome, " + given.name() + "! Make a team in a contest, or join one with the code a member gives you.");
        Pages.back(ctx, "/student");
    }

    /** A team of the student, in one contest, as its page shows it. */
    record TeamCard(StoredContest contest, String team, List<StoredStudent> members, int maxMembers, String joinCode,
                    String changesUntil, List<arena.store.StoredAction> recent) {}

    void page(Context ctx) {
        Principal me = Security.sessionUser(ctx);
        StoredStudent student = students.byId(me.id()).orElseThrow(() -> new io.javalin.http.NotFoundResponse("your account is gone"));
        List<TeamCard> cards = students.teamsOf(me.id()).stream().flatMap(m -> contests.all().stream().filter(c -> c.id() == m.contestId())
                .map(c -> new TeamCard(c, m.teamName(), students.members(c.id(), m.teamId()), students.maxMembers(c),
                        students.joinCode(c.id(), m.teamId()).orElse(null),
                        students.changesUntil(c) == 0 ? null : Students.day(students.changesUntil(c)),
                        record.ofTeam(c.id(), m.teamName(), RECENT_ACTIONS)))).toList();
        Map<String, Object> model = Pages.model(ctx);
        model.put("student", student);
        model.put("cards", cards);
        model.put("openContests", contestViews.openToJoin().stream()
                .filter(open -> cards.stream().noneMatch(mine -> mine.contest().slug().equals(open.slug()))).toList());
        ctx.html(views.page("student", model));
    }

    void createTeam(Context ctx) {
        Principal me = Security.sessionUser(ctx);
        String slug = field(ctx, "contest");
        try {
            Students.MadeTeam made = students.createTeam(me.id(), slug, field(ctx, "name"));
            ctx.attribute(ActionRecorder.TEAM, made.teamName());
            ctx.attribute(ActionRecorder.CONTEST, slug);
            Pages.flash(ctx, "Team " + made.teamName() + " is made and enrolled, with you in it. Its bot password, shown this once: "
                    + made.botPassword() + " (a member may set a new one below).");
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, "The team was not made: " + e.getMessage() + ".");
        }
        Pages.back(ctx, "/student");
    }

    void join(Context ctx) {
        Principal me = Security.sessionUser(ctx);
        try {
            var m = students.joinWithCode(me.id(), field(ctx, "code"));
            ctx.attribute(ActionRecorder.TEAM, m.teamName());
            contests.all().stream().filter(c -> c.id() == m.contestId()).findFirst().ifPresent(c -> ctx.attribute(ActionRecorder.CONTEST, c.slug()));
            Pages.flash(ctx, "You are in team " + m.teamName() + ".");
        } catch (Refused e) {
            Pages.flashError(ctx, "Not joined: " + e.getMessage() + ".");
        }
        Pages.back(ctx, "/student");
    }

    void leave(Context ctx) {
        Principal me = Security.sessionUser(ctx);
        try {
            var m = students.leave(me.id(), ctx.pathParam("slug"));
            ctx.attribute(ActionRecorder.TEAM, m.teamName());
            Pages.flash(ctx, "You left team " + m.teamName() + ".");
        } catch (Refused e) {
            Pages.flashError(ctx, capitalized(e) + ".");
        }
        Pages.back(ctx, "/student");
    }

    void newJoinCode(Context ctx) {
        changeTeam(ctx, (studentId, slug) -> {
            students.newJoinCode(studentId, slug);
            return "A new team code is made; the old one no longer works.";
        });
    }

    void revokeJoinCode(Context ctx) {
        changeTeam(ctx, (studentId, slug) -> {
            students.revokeJoinCode(studentId, slug);
            return "The team code is revoked: no one joins with it any more.";
        });
    }

    /** A member sets the team's bot password, or has one made; shown once (the store keeps its hash only). */
    void botPassword(Context ctx) {
        changeTeam(ctx, (studentId, slug) -> {
            String password = students.setBotPassword(studentId, slug, Optional.ofNullable(ctx.formParam("password")).orElse(""));
            return "The team's bot password is now: " + password + " (shown this once). Bots logged in keep playing; "
                    + "their next login needs it.";
        });
    }

    /** A member's change to its team in the path's contest; what it says when done. */
    private interface TeamChange {
        String make(long studentId, String slug);
    }

    /**
     * Makes a member's change to its team in the path's contest, records it against the team and says how it went, back
     * on the student's page: the team's code and bot password are changed the same way.
     */
    private void changeTeam(Context ctx, TeamChange change) {
        Principal me = Security.sessionUser(ctx);
        try {
            String done = change.make(me.id(), ctx.pathParam("slug"));
            recordTeam(ctx, me);
            Pages.flash(ctx, done);
        } catch (Refused e) {
            Pages.flashError(ctx, capitalized(e) + ".");
        }
        Pages.back(ctx, "/student");
    }

    /** The instructor or an assistant puts a student in a team of the contest (issue 42: enrolling is staff's). */
    void placeByStaff(Context ctx) {
        String slug = ctx.pathParam("slug");
        try {
            students.placeByStaff(slug, field(ctx, "student"), field(ctx, "team"));
            ctx.attribute(ActionRecorder.TEAM, field(ctx, "team").strip());
            Pages.flash(ctx, field(ctx, "student").strip() + " is in team " + field(ctx, "team").strip() + ".");
        } catch (Refused e) {
            Pages.flashError(ctx, capitalized(e) + ".");
        }
        Pages.back(ctx, "/console/contests/" + slug);
    }

    /** The record's line about the student's team in the path's contest. */
    private void recordTeam(Context ctx, Principal me) {
        contests.find(ctx.pathParam("slug")).flatMap(c -> students.teamIn(c.id(), me.id()))
                .ifPresent(m -> ctx.attribute(ActionRecorder.TEAM, m.teamName()));
    }

    private static String capitalized(Refused e) {
        return AccountPages.capitalize(e.getMessage());
    }

    private static String field(Context ctx, String name) {
        return Optional.ofNullable(ctx.formParam(name)).orElse("");
    }
}
