package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.accounts.LoginThrottle;
import arena.support.Await;
import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WebSession;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 7: failed logins are limited per team and per remote address, on the bot port and on the web's /login.
 * Five failures are free per team (thirty per address, a lab's: issue 38); then the next attempt must wait 1 s (then
 * 2 s, 4 s ...), and an attempt during the wait is answered ERR 1 without its password being checked, right or wrong.
 * A password already verified is accepted.
 */
class LoginThrottleTest {

    private static String botLogin(TestArena arena, String team, String password) throws Exception {
        try (BotClient bot = new BotClient(arena.app.botPort())) {
            return bot.greet(team, password);
        }
    }

    /**
     * A team's own login in a loop: a connection just closed gives its slot back when the server reads its end, which a
     * busy machine delays by a moment, so a refusal for the team's 4 connections (ERR 106) is tried again shortly.
     */
    private static String ownLogin(TestArena arena, String team, String password) throws Exception {
        return Await.until("the team's slot back for its own login", 20_000, () -> botLogin(arena, team, password),
                answer -> !answer.startsWith("ERR 106 "));
    }

    @Test
    void aTeamIsLimitedAfterFiveFailuresOnTheBotPort() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("guessed", "password1");
            arena.createContest("thr", Map.of());
            arena.enroll("thr", "guessed");
            for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
                assertEquals("ERR 1 bad login or password", botLogin(arena, "guessed", "wrong-" + i));
            }
            long blockedAt = System.nanoTime();
            String right = botLogin(arena, "guessed", "password1");
            if ((System.nanoTime() - blockedAt) / 1_000_000 < 900) {
                assertEquals("ERR 1 too many failed logins, try again in 1 s", right, "even the right password waits, unchecked");
            }
            Thread.sleep(1100); // the rule's own 1 s wait, which is what is tested: a poll would be throttled anew
            assertEquals("OK", botLogin(arena, "guessed", "password1"), "after the wait the right password works");
            // a success resets the count: five more failures are free again
            for (int i = 0; i < LoginThrottle.FREE_FAILURES - 1; i++) assertEquals("ERR 1 bad login or password", botLogin(arena, "guessed", "x-" + i));
            assertEquals("OK", botLogin(arena, "guessed", "password1"));
        }
    }

    @Test
    void aVerifiedPasswordIsAcceptedDuringAWaitSoAGuesserCannotLockABotOut() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("defended", "password1");
            arena.createContest("thr2", Map.of());
            arena.enroll("thr2", "defended");
            assertEquals("OK", botLogin(arena, "defended", "password1"));
            for (int i = 0; i < LoginThrottle.FREE_FAILURES + 2; i++) assertTrue(botLogin(arena, "defended", "wrong-" + i).startsWith("ERR 1 "));
            assertEquals("OK", botLogin(arena, "defended", "password1"), "its own bot, with the password verified before, gets in");
        }
    }

    @Test
    void anAddressIsLimitedAcrossTeamNames() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("victim", "password1");
            for (int i = 0; i < LoginThrottle.ADDRESS_FREE_FAILURES; i++) assertEquals("ERR 1 bad login or password", botLogin(arena, "team" + i, "wrong"));
            long blockedAt = System.nanoTime();
            String answer = botLogin(arena, "victim", "not-its-password");
            if ((System.nanoTime() - blockedAt) / 1_000_000 < 900) {
                assertEquals("ERR 1 too many failed logins, try again in 1 s", answer, "one more team name from the same address waits");
            }
        }
    }

    @Test
    void theWebLoginIsLimitedToo() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("webbed", "password1");
            WebSession web = new WebSession(arena);
            for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
                var r = web.post("/login", Map.of("_csrf", web.csrf("/login"), "as", "team", "name", "webbed", "password", "wrong-" + i));
                assertEquals(401, r.statusCode());
            }
            long blockedAt = System.nanoTime();
            var r = web.post("/login", Map.of("_csrf", web.csrf("/login"), "as", "team", "name", "webbed", "password", "password1"));
            if ((System.nanoTime() - blockedAt) / 1_000_000 < 900) {
                assertEquals(429, r.statusCode());
                assertTrue(r.body().contains("Too many failed logins, try again in 1 s."), r.body());
            }
            Thread.sleep(1100); // the rule's own 1 s wait, which is what is tested: a poll would be throttled anew
            web.login("team", "webbed", "password1");
        }
    }

    /**
     * Issue 27's loop: guesses at one team under every case of its name, on both ports, while the team's own bot keeps
     * logging in (each of its logins ends the team's wait) and the guesser logs in as its own team between guesses.
     * At most {@value LoginThrottle#CHECKS_PER_MINUTE} guesses are checked in the minute; the rest are refused, saying so.
     */
    @Test
    void aGuessingLoopGetsAtMostTenCheckedGuessesAMinute() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("alpha", "alpha-password");
            arena.createTeam("mallory", "mallory-password");
            arena.createContest("loop", Map.of());
            arena.enroll("loop", "alpha");
            arena.enroll("loop", "mallory");
            assertEquals("OK", botLogin(arena, "alpha", "alpha-password"), "alpha's bot logged in once: its password is remembered");
            WebSession web = new WebSession(arena);
            String[] names = {"alpha", "Alpha", "ALPHA", "aLpha", "alPHA", "ＡＬＰＨＡ"};
            int checked = 0, refused = 0;
            long start = System.nanoTime();
            for (int i = 0; (System.nanoTime() - start) / 1_000_000 < 8_000; i++) {
                String name = names[i % names.length];
                String answer;
                if (i % 2 == 0) {
                    answer = botLogin(arena, name, "guess-" + i);
                } else {
                    var r = web.post("/login", Map.of("_csrf", web.csrf("/login"), "as", "team", "name", name, "password", "guess-" + i));
                    answer = r.statusCode() == 401 ? "ERR 1 bad login or password" : r.statusCode() == 429 ? "ERR 1 try again" : "HTTP " + r.statusCode();
                }
                if (answer.equals("ERR 1 bad login or password")) checked++;
                else if (answer.contains("try again")) refused++;
                else throw new AssertionError("a guess answered " + answer);
                assertEquals("OK", ownLogin(arena, "alpha", "alpha-password"), "alpha's own bot always gets in");
                assertEquals("OK", ownLogin(arena, "mallory", "mallory-password"), "the guesser's own team gets in");
            }
            assertTrue(checked <= LoginThrottle.CHECKS_PER_MINUTE, checked + " guesses were checked in 8 s");
            assertTrue(refused > 0, "the guesses past the limit were refused, saying so");
        }
    }

    @Test
    void aSuccessAsOneTeamDoesNotClearAnAddresssFailuresAgainstOthers() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("mallory", "mallory-password");
            arena.createTeam("victim", "password1");
            arena.createContest("addr", Map.of());
            arena.enroll("addr", "mallory");
            assertEquals("OK", botLogin(arena, "mallory", "mallory-password"), "the guesser's own team, verified once");
            for (int i = 0; i < LoginThrottle.ADDRESS_FREE_FAILURES; i++) assertEquals("ERR 1 bad login or password", botLogin(arena, "team" + i, "wrong"));
            long blockedAt = System.nanoTime();
            assertEquals("OK", botLogin(arena, "mallory", "mallory-password"), "its own team's verified password: the address may still log in as it");
            String answer = botLogin(arena, "victim", "not-its-password");
            if ((System.nanoTime() - blockedAt) / 1_000_000 < 900) {
                assertTrue(answer.startsWith("ERR 1 too many failed logins, try again in "), "the address still waits: " + answer);
            }
        }
    }

    @Test
    void theInstructorHasTheTeamsWayBackInDuringAWait() throws Exception {
        try (TestArena arena = TestArena.start()) {
            new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            WebSession guesser = new WebSession(arena);
            int refused = 0;
            for (int i = 0; i < LoginThrottle.FREE_FAILURES + 3; i++) {
                var r = guesser.post("/login", Map.of("_csrf", guesser.csrf("/login"), "as", "instructor", "name", "Admin", "password", "guess-" + i));
                if (r.statusCode() == 429) refused++;
                else assertEquals(401, r.statusCode());
            }
            assertTrue(refused > 0, "guessing under another case of the login is limited too");
            new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD); // throws unless it gets in at once
        }
    }

    @Test
    void signUpsAreLimitedPerAddress() throws Exception {
        try (TestArena arena = TestArena.start()) {
            for (int i = 0; i < LoginThrottle.SIGNUPS_PER_HOUR; i++) {
                WebSession web = new WebSession(arena);
                var r = web.post("/signup", Map.of("_csrf", web.csrf("/signup"), "name", "signed" + i, "password", "password-" + i,
                        "password2", "password-" + i, "contest", ""));
                assertEquals(303, r.statusCode(), "sign-up " + i + ": " + r.body());
            }
            WebSession web = new WebSession(arena);
            var r = web.post("/signup", Map.of("_csrf", web.csrf("/signup"), "name", "one-more", "password", "password-x",
                    "password2", "password-x", "contest", ""));
            assertEquals(429, r.statusCode());
            assertTrue(r.body().contains("Too many sign-ups from your address"), r.body());
        }
    }
}
