package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Students in teams (issue 42), over HTTP and the bot port: a student signs up, makes a team (its bot password shown
 * once, working on the bot port), makes a team code; a second student joins with it and acts for the team; the size
 * bound and the date of the last change hold; a student who left reads none of the team's pages from its next request
 * on; the staff put a student in a team; the record names the members; the results per student are the staff's.
 */
class StudentsTest {
    private static final Pattern BOT_PASSWORD = Pattern.compile("shown this once: ([A-Za-z0-9]+)");
    private static final Pattern CODE = Pattern.compile("class=\"team-code\">([a-z0-9]+)<");
    private static TestArena arena;
    private static WebSession admin;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createContest("klass", Map.of("selfSignup", true, "teamMembers", 2));
        arena.createContest("locked", Map.of("selfSignup", true, "teamChangesUntil", 20000101));
        admin = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    private static WebSession signUp(String name, String studentNumber) throws Exception {
        WebSession s = new WebSession(arena);
        Map<String, String> form = new HashMap<>(Map.of("_csrf", s.csrf("/students/signup"), "name", name, "password", name + "-password",
                "password2", name + "-password", "email", name + "@example.org"));
        if (studentNumber != null) form.put("studentNumber", studentNumber);
        var r = s.post("/students/signup", form);
        assertEquals(303, r.statusCode(), r.body());
        assertEquals("/student", r.headers().firstValue("Location").orElse(""));
        return s;
    }

    private static String csrf(WebSession s) throws Exception {
        return s.csrf("/student");
    }

    private static String find(Pattern p, String page) {
        Matcher m = p.matcher(page);
        assertTrue(m.find(), "the page shows it: " + page);
        return m.group(1);
    }

    @Test
    void studentsMakeAndJoinATeamThatPlaysWithItsBotPassword() throws Exception {
        WebSession alice = signUp("alice", "s1001");
        assertEquals(303, alice.post("/student/teams", Map.of("_csrf", csrf(alice), "contest", "klass", "name", "owls")).statusCode());
        String page = alice.get("/student").body();
        String botPassword = find(BOT_PASSWORD, page);
        try (BotClient bot = arena.bot("owls", botPassword)) {
            assertTrue(bot.command("WAIT").startsWith("OK"), "the team's bot logs in with the password made for it");
        }
        assertEquals(303, alice.post("/student/contests/klass/code", Map.of("_csrf", csrf(alice))).statusCode());
        String code = find(CODE, alice.get("/student").body());

        WebSession bob = signUp("bob", null);
        assertEquals(403, bob.get("/team").statusCode(), "in no team yet, no team's page");
        assertEquals(303, bob.post("/student/join", Map.of("_csrf", csrf(bob), "code", code.toUpperCase(java.util.Locale.ROOT))).statusCode());
        String bobs = bob.get("/student").body();
        assertTrue(bobs.contains("You are in team owls"), bobs);
        assertTrue(bobs.matches("(?s).*<li>alice</li>\\s*<li>bob</li>.*"), "both members listed: " + bobs);
        var hub = bob.get("/team?contest=klass");
        assertEquals(200, hub.statusCode());
        assertTrue(hub.body().contains("Team owls") && hub.body().contains("as <strong>bob</strong>"), hub.body());
        assertTrue(hub.body().contains("class=\"hub-team-code\">" + code + "<") && hub.body().contains("<strong>alice</strong>"),
                "the team's page shows its members and its code: " + hub.body());
        assertEquals(200, alice.get("/team").statusCode());

        WebSession carol = signUp("carol", null);
        carol.post("/student/join", Map.of("_csrf", csrf(carol), "code", code));
        assertTrue(carol.get("/student").body().contains("the team is full: a team has at most 2 members"), "the contest bounds a team's size");

        // a member does what the team may do, and the record names the member
        assertEquals(303, bob.post("/contests/klass/join", Map.of("_csrf", csrf(bob))).statusCode());
        String record = admin.get("/console/record.csv?contest=klass").body();
        assertTrue(record.contains(",student,alice,klass,made team owls,"), record);
        assertTrue(record.contains(",student,bob,klass,joined the team with its code,"), record);
        assertTrue(record.contains(",student,bob,klass,enrolled the team (team owls),"), record);
        assertFalse(record.contains(code), "a team code is never recorded");
        assertTrue(bob.get("/student").body().contains("enrolled the team (team owls)"), "the team's members see what each did");

        // a member sets a new bot password: the old one no longer logs in
        assertEquals(303, bob.post("/student/contests/klass/bot-password", Map.of("_csrf", csrf(bob), "password", "fresh-owls-password")).statusCode());
        try (BotClient bot = arena.newBot()) {
            assertTrue(bot.greet("owls", botPassword).startsWith("ERR 1"), "the old bot password is refused");
        }
        arena.bot("owls", "fresh-owls-password").close();

        // rights follow membership at once: after leaving, the same session reads none of the team's pages
        assertEquals(200, bob.get("/team/bots/klass").statusCode());
        assertEquals(303, bob.post("/student/contests/klass/leave", Map.of("_csrf", csrf(bob))).statusCode());
        assertEquals(403, bob.get("/team/bots/klass").statusCode());
        assertEquals(403, bob.get("/team?contest=klass").statusCode());

        // the staff place a student (and the size bound still holds for them)
        assertEquals(303, admin.post("/console/contests/klass/members", Map.of("_csrf", admin.csrf("/console/contests/klass"), "student", "carol", "team", "owls")).statusCode());
        assertTrue(carol.get("/student").body().contains("Team owls"), "carol is in owls now");

        var perStudent = admin.get("/contests/klass/students.csv");
        assertEquals(200, perStudent.statusCode());
        assertTrue(perStudent.body().startsWith("student,student_id,team,rank,points,rating_mu,rating_sigma"), perStudent.body());
        assertTrue(perStudent.body().contains("alice,s1001,owls,"), perStudent.body());
        assertTrue(perStudent.body().contains("carol,,owls,"), perStudent.body());
        assertFalse(perStudent.body().contains("bob,"), "bob left: " + perStudent.body());
        assertEquals(302, new WebSession(arena).get("/contests/klass/students.csv").statusCode(), "a class list is not public");
        assertEquals(403, alice.get("/contests/klass/students.csv").statusCode(), "nor a student's");
    }

    @Test
    void leavingAndMovingEndOnTheInstructorsDate() throws Exception {
        WebSession dan = signUp("dan", null);
        assertEquals(303, dan.post("/student/teams", Map.of("_csrf", csrf(dan), "contest", "locked", "name", "hawks")).statusCode());
        dan.post("/student/contests/locked/leave", Map.of("_csrf", csrf(dan)));
        String page = dan.get("/student").body();
        assertTrue(page.contains("only until 2000-01-01"), page);
        assertTrue(page.contains("Team hawks"), "dan is still in hawks: " + page);
        dan.post("/student/teams", Map.of("_csrf", csrf(dan), "contest", "locked", "name", "hawks2"));
        assertTrue(dan.get("/student").body().contains("only until 2000-01-01"), "nor may dan move to a new team");
    }

    @Test
    void aRosterOfStudentsMakesTheirTeamsAndShowsEachPasswordOnce() throws Exception {
        arena.createContest("rostered", Map.of("teamMembers", 2));
        String csv = "student,team,email\nfrank,pumas,frank@example.org\ngina,pumas,\nhal,lynxes,\n";
        var r = admin.post("/console/contests/rostered/roster", Map.of("_csrf", admin.csrf("/console/contests/rostered"), "csv", csv));
        assertEquals(200, r.statusCode(), r.body());
        Matcher m = Pattern.compile("<td>frank</td>\\s*<td>pumas</td>\\s*<td><code>([A-Za-z0-9]+)</code>").matcher(r.body());
        assertTrue(m.find(), r.body());
        WebSession frank = new WebSession(arena).login("student", "frank", m.group(1));
        String page = frank.get("/student").body();
        assertTrue(page.matches("(?s).*<li>frank</li>\\s*<li>gina</li>.*"), page);
        assertEquals(200, frank.get("/team?contest=rostered").statusCode());
        assertTrue(arena.contest("rostered").toString().contains("lynxes") || admin.get("/console/contests/rostered").body().contains("lynxes"),
                "the teams the roster made are enrolled");

        var over = admin.post("/console/contests/rostered/roster", Map.of("_csrf", admin.csrf("/console/contests/rostered"),
                "csv", "student,team,email\nivan,pumas,\n"));
        assertEquals(400, over.statusCode());
        assertTrue(over.body().contains("more than 2"), over.body());
        var ivan = new WebSession(arena);
        assertEquals(401, ivan.post("/login", Map.of("_csrf", ivan.csrf("/login"), "as", "student", "name", "ivan", "password", "anything-1")).statusCode(),
                "nothing of a refused roster was made");
    }

    @Test
    void aStudentsLoginIsItsOwnAndBadSignUpsAreToldField() throws Exception {
        signUp("erin", null);
        WebSession again = new WebSession(arena);
        var taken = again.post("/students/signup", Map.of("_csrf", again.csrf("/students/signup"), "name", "ERIN", "password", "whatever-1",
                "password2", "whatever-1"));
        assertEquals(409, taken.statusCode());
        var bad = again.post("/students/signup", Map.of("_csrf", again.csrf("/students/signup"), "name", "x y", "password", "short",
                "password2", "other", "email", "not-an-address"));
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("this is not an email address") || bad.body().contains("This is not an email address"), bad.body());
        assertTrue(bad.body().contains("at least 8 characters"), bad.body());
        var wrong = again.post("/login", Map.of("_csrf", again.csrf("/login"), "as", "student", "name", "erin", "password", "wrong-password"));
        assertEquals(401, wrong.statusCode());
        new WebSession(arena).login("student", "erin", "erin-password");
        var asTeam = again.post("/login", Map.of("_csrf", again.csrf("/login"), "as", "team", "name", "erin", "password", "erin-password"));
        assertEquals(401, asTeam.statusCode(), "a student's password is not a team's");
    }
}
