package arena.contest.classroom;

import arena.contest.Contests;
import arena.contest.accounts.Accounts;
import arena.contest.accounts.LoginThrottle;
import arena.contest.accounts.TeamNames;
import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.rules.ContestSettings;
import arena.domain.ContestPhase;
import arena.store.StoredContest;
import arena.store.StoredStudent;
import arena.store.StudentStore.Membership;
import arena.store.StudentStore;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Students in teams (issue 42). A student signs up with a name and password of its own (a student id and an email if
 * given) and is in at most one team per contest: it makes a team in a contest, joins one with the code a member made, or
 * the instructor puts it in one. Decisions (issue 42, RULINGS 9 "People"):
 * <ul>
 *   <li>Membership is per contest, so a team may play in several contests with its members for each; the size bound
 *   ({@link ContestSettings#TEAM_MEMBERS}) and the date of the last change ({@link ContestSettings#TEAM_CHANGES_UNTIL})
 *   are the contest's.</li>
 *   <li>A first join is allowed until the contest is finished; a leave or a move (joining another team of the contest)
 *   only until the end of the day the instructor set (UTC). The instructor (or an assistant, as for enrollments) places
 *   a student at any time: the date binds the students, not the staff. The size bound binds everyone.</li>
 *   <li>The team's bot password stays the team's (the bot port and the bridge know teams only). The store keeps only its
 *   hash, so a member cannot read it back: a member sets a new one or has one made, shown once, as the roster does.</li>
 *   <li>A team its members left keeps existing with no members, its password working, as the teams of before.</li>
 * </ul>
 */
public final class Students {
    private static final Pattern NUMBER = Pattern.compile("[\\p{L}\\p{N}_./-]{1,32}");
    private static final Pattern EMAIL = Pattern.compile("[^\\s@]{1,64}@[^\\s@]{1,189}");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final StudentStore store;
    private final Accounts accounts;
    private final Contests contests;
    private final LoginThrottle limits;
    /** Student names are checked against every existing one and then inserted, one at a time (as team names). */
    private final Object creating = new Object();

    public Students(StudentStore store, Accounts accounts, Contests contests, LoginThrottle limits) {
        this.limits = limits;
        this.store = store;
        this.accounts = accounts;
        this.contests = contests;
    }

    /** What a sign-up form brings; {@code studentNumber} and {@code email} may be blank. */
    public record SignUp(String name, String password, String studentNumber, String email) {}

    /** Why each field of a sign-up is refused (by field name), empty when it may be made; the name's clash is told at creation. */
    public java.util.Map<String, String> problems(SignUp s) {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        TeamNames.formProblem(s.name() == null ? null : s.name().strip()).ifPresent(p -> out.put("name", p.replace("team name", "name")));
        Accounts.passwordProblem(s.password()).ifPresent(p -> out.put("password", p));
        if (!blank(s.studentNumber()) && !NUMBER.matcher(s.studentNumber().strip()).matches())
            out.put("studentNumber", "a student id has 1 to 32 letters, digits, _, ., / or -");
        if (!blank(s.email()) && !EMAIL.matcher(s.email().strip()).matches()) out.put("email", "this is not an email address");
        return out;
    }

    /** Makes the student (its password hashed at the normal cost: a person's own). */
    public Accounts.Created signUp(SignUp s) {
        java.util.Map<String, String> problems = problems(s);
        if (!problems.isEmpty()) return new Accounts.Created(0, problems.values().iterator().next(), false);
        String hash = Accounts.hash(s.password());
        synchronized (creating) {
            return store.create(s.name().strip(), hash, orNull(s.studentNumber()), orNull(s.email()))
                    .map(id -> new Accounts.Created(id, null, false))
                    .orElseGet(() -> new Accounts.Created(0, "the name " + s.name().strip() + " is taken", true));
        }
    }

    /** The student with this name and password, if both are right. */
    public Optional<StoredStudent> verify(String name, String password) {
        if (name == null || password == null) return Optional.empty();
        Optional<StoredStudent> found = store.byName(name.strip());
        if (found.isEmpty()) {
            Accounts.check(password, NoStudent.HASH); // as long as a wrong password (issue 40: no name's existence told)
            return Optional.empty();
        }
        return found.filter(s -> Accounts.check(password, s.passwordHash()));
    }

    private static final class NoStudent {
        static final String HASH = Accounts.hash(Accounts.randomSecret(16));
    }

    public Optional<StoredStudent> byId(long id) {
        return store.byId(id);
    }

    /** What a student's session keeps of its password: a new password ends its sessions at once (as a team's, issue 40). */
    public Optional<String> sessionStamp(long studentId) {
        return store.byId(studentId).map(s -> Accounts.digest("student\0" + s.passwordHash()));
    }

    /** The student's teams, the newest first. */
    public List<Membership> teamsOf(long studentId) {
        return store.memberships(studentId);
    }

    /** The student's team in the contest, read now (rights follow membership per request, issue 42). */
    public Optional<Membership> teamIn(long contestId, long studentId) {
        return store.membership(contestId, studentId);
    }

    /** The team a student's request acts for: its team in the contest named, or, naming none, its newest team. */
    public Optional<Membership> actingTeam(long studentId, String contestSlug) {
        if (contestSlug == null || contestSlug.isEmpty()) return store.memberships(studentId).stream().findFirst();
        return contests.find(contestSlug).flatMap(c -> store.membership(c.id(), studentId));
    }

    public List<StoredStudent> members(long contestId, long teamId) {
        return store.members(contestId, teamId);
    }

    /** A team made by a student in a contest, with its bot password (shown once). */
    public record MadeTeam(String teamName, String botPassword) {}

    /**
     * Makes a team in an open contest, enrolls it (as a team enrolls itself) and puts the student in it. A student already
     * in a team of the contest moves, which only the date allows.
     */
    public MadeTeam createTeam(long studentId, String slug, String teamName) {
        StoredContest contest = contest(slug);
        if (contest.phase() != ContestPhase.OPEN) throw new Refused("registration is closed while a round runs");
        if (!contest.selfSignup()) throw new Refused("teams are enrolled by the instructor in this contest: ask for a place in one");
        if (store.membership(contest.id(), studentId).isPresent()) mayChange(contest, "move to a new team");
        String botPassword = Accounts.randomSecret(12);
        String name = teamName == null ? "" : teamName.strip();
        LoginThrottle.SignUp made = limits.teamByStudent(studentId, () -> accounts.createTeam(name, botPassword));
        Accounts.Created created = made.created();
        if (created == null) {
            throw new Refused("team", made.busy() ? "too many teams are being made at once, try again in a second"
                    : "too many teams made " + made.limitedBy() + ", try again in " + Math.max(1, (made.waitMillis() + 59_999) / 60_000) + " min");
        }
        if (!created.ok()) throw new Refused("team", created.problem());
        contests.selfEnroll(slug, created.id());
        place(contest, studentId, created.id());
        return new MadeTeam(name, botPassword);
    }

    /** Joins the team whose code this is, in its contest (a move if the student is in another team of it). */
    public Membership joinWithCode(long studentId, String code) {
        String given = JoinCodes.normalized(code);
        StudentStore.CodeFor target = given.isEmpty() || given.length() > 32 ? null : store.byJoinCode(given).orElse(null);
        if (target == null) throw new Refused("code", "this team code is not valid (a member may have revoked it): ask the team for its current one");
        StoredContest contest = contests.all().stream().filter(c -> c.id() == target.contestId()).findFirst().orElseThrow(() -> new Refused("code", "the code's contest is gone"));
        if (contest.phase() == ContestPhase.FINISHED) throw new Refused("code", "the contest " + contest.slug() + " is finished");
        if (store.membership(contest.id(), studentId).isPresent()) mayChange(contest, "move to another team");
        place(contest, studentId, target.teamId());
        return store.membership(contest.id(), studentId).orElseThrow();
    }

    /** Leaves the student's team in the contest, until the date the instructor set. */
    public Membership leave(long studentId, String slug) {
        StoredContest contest = contest(slug);
        Membership m = store.membership(contest.id(), studentId).orElseThrow(() -> new Refused("you are in no team of " + slug));
        mayChange(contest, "leave the team");
        store.leave(contest.id(), studentId);
        return m;
    }

    /** The instructor (or an assistant) puts a student in a team of the contest: the team is enrolled if it was not. */
    public void placeByStaff(String slug, String studentName, String teamName) {
        StoredContest contest = contest(slug);
        StoredStudent student = store.byName(blank(studentName) ? "" : studentName.strip())
                .orElseThrow(() -> new Refused("student", "there is no student " + studentName));
        long teamId = contests.teamId(blank(teamName) ? "" : teamName.strip()).orElseThrow(() -> new Refused("team", "there is no team " + teamName));
        contests.enroll(slug, teamName.strip());
        place(contest, student.id(), teamId);
    }

    /** A member makes a new join code for its team in the contest (the old one stops working). */
    public String newJoinCode(long studentId, String slug) {
        StoredContest contest = contest(slug);
        Membership m = memberIn(contest, studentId);
        for (int tries = 0; tries < 4; tries++) {
            String code = fresh();
            if (store.setJoinCode(contest.id(), m.teamId(), code, studentId)) return code;
        }
        throw new IllegalStateException("no new team code could be stored for team " + m.teamName());
    }

    public void revokeJoinCode(long studentId, String slug) {
        StoredContest contest = contest(slug);
        store.revokeJoinCode(contest.id(), memberIn(contest, studentId).teamId());
    }

    /** The team's current join code in the contest, if a member made one. */
    public Optional<String> joinCode(long contestId, long teamId) {
        return store.joinCode(contestId, teamId);
    }

    /** A member sets the team's bot password, or has one made (when none is given); the new one is returned to show once. */
    public String setBotPassword(long studentId, String slug, String password) {
        Membership m = memberIn(contest(slug), studentId);
        return contests.admin().resetPassword(m.teamName(), password);
    }

    /** The contest's bound on a team's members. */
    public int maxMembers(StoredContest contest) {
        return settings(contest).getInt(ContestSettings.TEAM_MEMBERS);
    }

    /**
     * The last day (UTC) students may leave or move, as the setting holds it ({@code YYYYMMDD}), or 0 for none. Days
     * written so compare as numbers, so a day that no calendar has (20260231) still falls between its neighbours.
     */
    public long changesUntil(StoredContest contest) {
        return settings(contest).getLong(ContestSettings.TEAM_CHANGES_UNTIL);
    }

    /** A day as the setting holds it, written as people read it: 2026-12-15. */
    public static String day(long yyyymmdd) {
        return String.format(java.util.Locale.ROOT, "%04d-%02d-%02d", yyyymmdd / 10_000, yyyymmdd / 100 % 100, yyyymmdd % 100);
    }

    private arena.game.Settings settings(StoredContest contest) {
        arena.game.Game game = contests.gameFor(contest).orElseThrow(() -> new Refused("the contest's game " + contest.game() + " is not installed"));
        return contests.settingsOf(contest, game);
    }

    private void mayChange(StoredContest contest, String what) {
        long until = changesUntil(contest);
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        long todayNumber = today.getYear() * 10_000L + today.getMonthValue() * 100L + today.getDayOfMonth();
        if (until != 0 && todayNumber > until)
            throw new Refused("students may " + what + " only until " + day(until) + " in this contest; ask the instructor");
    }

    private void place(StoredContest contest, long studentId, long teamId) {
        int max = maxMembers(contest);
        StudentStore.Placed placed = store.place(contest.id(), studentId, teamId, max);
        if (placed == StudentStore.Placed.TEAM_FULL) throw new Refused("team", "the team is full: a team has at most " + max + " members in this contest");
    }

    private Membership memberIn(StoredContest contest, long studentId) {
        return store.membership(contest.id(), studentId).orElseThrow(() -> new Refused("you are in no team of " + contest.slug()));
    }

    private StoredContest contest(String slug) {
        return contests.find(slug).orElseThrow(() -> new NotFound("there is no contest " + slug));
    }

    private static String fresh() {
        StringBuilder b = new StringBuilder(JoinCodes.LENGTH);
        for (int i = 0; i < JoinCodes.LENGTH; i++) b.append(JoinCodes.ALPHABET.charAt(RANDOM.nextInt(JoinCodes.ALPHABET.length())));
        return b.toString();
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static String orNull(String s) {
        return blank(s) ? null : s.strip();
    }
}
