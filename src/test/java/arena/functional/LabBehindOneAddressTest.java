package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.accounts.LoginThrottle;
import arena.support.TestArena;
import arena.support.WebSession;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 38, point 4: a class in a lab reaches the arena from one address. Its bots start in the same second and all get
 * in, a few of them first with a wrong password (a typo must not shut the lab out); its students sign up with the
 * contest's join code past the per-address limit of sign-ups, which still holds for sign-ups without a code.
 */
class LabBehindOneAddressTest {
    private static final int BOTS = 100;
    private static final int WRONG_FIRST = 10;
    private static final long ALL_IN_MILLIS = 30_000;

    /**
     * A raw-socket bot as the starters are: logs in, and on {@code ERR 1 ... try again} tries again after a pause that
     * grows, with jitter; any other answer is returned. From 127.0.0.1, as every bot of the lab.
     */
    static String logIn(int port, String team, String password, long deadlineNanos) throws InterruptedException {
        long pause = 100;
        String last = "nothing";
        while (System.nanoTime() < deadlineNanos) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                s.setSoTimeout((int) Math.max(1000, (deadlineNanos - System.nanoTime()) / 1_000_000));
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                OutputStream out = s.getOutputStream();
                last = in.readLine();
                if ("LOGIN".equals(last)) {
                    out.write((team + "\n").getBytes(StandardCharsets.UTF_8));
                    last = in.readLine();
                    if ("PASS".equals(last)) {
                        out.write((password + "\n").getBytes(StandardCharsets.UTF_8));
                        last = in.readLine();
                    }
                }
                if (last != null && !last.contains("try again")) return last;
            } catch (IOException e) {
                last = e.toString(); // refused or reset: tried again like a refusal
            }
            // a lab bot's back-off between tries, by design
            Thread.sleep(pause + ThreadLocalRandom.current().nextLong(pause));
            pause = Math.min(2000, pause * 2);
        }
        return "still out after the deadline; last heard: " + last;
    }

    /**
     * The lab's bots as students start them: right after their sign-ups (their passwords known since, no bcrypt), all in
     * within 30 s; and again after a restart of the arena (each a bcrypt check on the login pool), all in, its time printed
     * for docs/scaling.md.
     */
    @Test
    void aHundredBotsFromOneAddressStartedTogetherAllLogInWithinThirtySeconds() throws Exception {
        java.nio.file.Path data;
        try (TestArena arena = TestArena.start()) {
            data = arena.dataDir;
            arena.createContest("lab", Map.of());
            List<Thread> makers = new ArrayList<>();
            for (int m = 0; m < 4; m++) {
                int first = m;
                makers.add(Thread.ofPlatform().start(() -> {
                    for (int i = first; i < BOTS; i += 4) {
                        arena.createTeam("lab-" + i, "password-" + i);
                        arena.enroll("lab", "lab-" + i);
                    }
                }));
            }
            for (Thread t : makers) t.join();
            long slowest = storm(arena.app.botPort());
            System.out.printf("issue 38: %d bots from one address (%d with a wrong password first), right after sign-up: all in, the last after %d ms%n",
                    BOTS, WRONG_FIRST, slowest);
            assertTrue(slowest < ALL_IN_MILLIS, "the last bot got in after " + slowest + " ms");
        }
        try (TestArena again = TestArena.at(data)) {
            long slowest = storm(again.app.botPort());
            System.out.printf("issue 38: %d bots from one address (%d with a wrong password first), after a restart: all in, the last after %d ms%n",
                    BOTS, WRONG_FIRST, slowest);
            // a figure, not a bound: after a restart every login is a bcrypt check (about 80 ms of a core when the machine
            // is quiet, shared by two lanes), which a machine busy with other work stretches; storm() holds them to 60 s
        }
    }

    /** The lab's bots started in the same second, the first few with a wrong password first; the slowest one's time. */
    private static long storm(int port) throws InterruptedException {
        Map<Integer, String> answers = new ConcurrentHashMap<>();
        Map<Integer, Long> tookMillis = new ConcurrentHashMap<>();
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> bots = new ArrayList<>();
        for (int i = 0; i < BOTS; i++) {
            int n = i;
            bots.add(Thread.ofPlatform().daemon().start(() -> {
                try {
                    go.await();
                    long start = System.nanoTime(), deadline = start + 2 * ALL_IN_MILLIS * 1_000_000;
                    if (n < WRONG_FIRST) {
                        String wrong = logIn(port, "lab-" + n, "mistyped-" + n, deadline);
                        if (!wrong.equals("ERR 1 bad login or password")) {
                            answers.put(n, "a wrong password answered " + wrong);
                            return;
                        }
                    }
                    answers.put(n, logIn(port, "lab-" + n, "password-" + n, deadline));
                    tookMillis.put(n, (System.nanoTime() - start) / 1_000_000);
                } catch (InterruptedException e) {
                    answers.put(n, "interrupted");
                }
            }));
        }
        go.countDown();
        for (Thread t : bots) t.join(2 * ALL_IN_MILLIS + 15_000);
        List<String> out = new ArrayList<>();
        answers.forEach((n, a) -> {
            if (!a.equals("OK")) out.add("lab-" + n + ": " + a);
        });
        assertEquals(List.of(), out, "every bot of the lab logged in");
        assertEquals(BOTS, answers.size());
        return tookMillis.values().stream().mapToLong(Long::longValue).max().orElseThrow();
    }

    private static final Pattern CODE = Pattern.compile("<code class=\"join-code\">([a-z0-9]+)</code>");

    /** The contest's join code as its console page shows it to the instructor. */
    private static String joinCode(WebSession instructor, String slug) throws Exception {
        var page = instructor.get("/console/contests/" + slug);
        assertEquals(200, page.statusCode());
        Matcher m = CODE.matcher(page.body());
        assertTrue(m.find(), "the console's contest page shows a join code");
        assertTrue(page.body().contains("/signup?code=" + m.group(1)), "and a link that carries it");
        return m.group(1);
    }

    private static java.net.http.HttpResponse<String> signUp(TestArena arena, String name, String code) throws Exception {
        WebSession web = new WebSession(arena);
        return web.post("/signup", Map.of("_csrf", web.csrf("/signup"), "name", name, "password", "password-" + name,
                "password2", "password-" + name, "contest", "", "code", code));
    }

    @Test
    void joinCodeSignUpsFromOneAddressPassTheAddresssLimitWhileCodelessOnesDoNot() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createContest("class", Map.of());
            WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            String code = joinCode(instructor, "class");
            assertEquals(code, joinCode(instructor, "class"), "the code stays until it is replaced");
            var form = new WebSession(arena).get("/signup?code=" + code);
            assertTrue(form.body().contains("Contest class"), "the link's form names the contest it joins");
            int withCode = LoginThrottle.SIGNUPS_PER_HOUR + 5;
            for (int i = 0; i < withCode; i++) {
                var r = signUp(arena, "student" + i, i % 2 == 0 ? code : " " + code.toUpperCase(java.util.Locale.ROOT) + " ");
                assertEquals(303, r.statusCode(), "sign-up " + i + " with the code: " + r.body());
            }
            assertEquals(withCode, arena.contest("class").get("teams").size(), "every team that signed up with the code is enrolled");
            for (int i = 0; i < LoginThrottle.SIGNUPS_PER_HOUR; i++) assertEquals(303, signUp(arena, "codeless" + i, "").statusCode());
            var limited = signUp(arena, "one-more", "");
            assertEquals(429, limited.statusCode());
            assertTrue(limited.body().contains("Too many sign-ups from your address"), limited.body());
            assertEquals(303, signUp(arena, "with-code-still", code).statusCode(), "the code's sign-ups do not wait for the address");
        }
    }

    @Test
    void aWrongOrReplacedCodeIsRefusedSayingSoAndANewCodeWorks() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createContest("codes", Map.of());
            WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            String old = joinCode(instructor, "codes");
            var wrong = signUp(arena, "guesser", "abcdefghjk");
            assertEquals(400, wrong.statusCode());
            assertTrue(wrong.body().contains("The join code abcdefghjk is not valid"), wrong.body());
            assertEquals(303, signUp(arena, "guesser", "").statusCode(), "no team was made with the wrong code: its name is free");
            var renewed = instructor.post("/console/contests/codes/join-code", Map.of("_csrf", instructor.csrf("/console/contests/codes")));
            assertEquals(303, renewed.statusCode());
            String fresh = joinCode(instructor, "codes");
            assertTrue(!fresh.equals(old), "a new code");
            var stale = signUp(arena, "late-student", old);
            assertEquals(400, stale.statusCode());
            assertTrue(stale.body().contains("is not valid (a code the instructor replaced no longer works)"), stale.body());
            var linked = new WebSession(arena).get("/signup?code=" + old);
            assertTrue(linked.body().contains("is not valid"), "a link with the old code says so at once");
            assertEquals(303, signUp(arena, "late-student", fresh).statusCode());
            assertEquals(1, arena.contest("codes").get("teams").size());
        }
    }
}
