package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The console's forms, over HTTP: a refused form comes back as it was typed, each reason beside its
 * field; destructive actions carry a confirmation naming what they do; the contest's team table shows
 * entries and the disabled flag and is polled.
 */
class ConsoleFormsTest {
    private static TestArena arena;
    private static WebSession console;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createContest("taken", Map.of());
        console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    /** The input named {@code name} as the page renders it. */
    private static String input(String page, String name) {
        var m = Pattern.compile("<input[^>]*name=\"" + Pattern.quote(name) + "\"[^>]*>").matcher(page);
        if (!m.find()) throw new AssertionError("no input " + name);
        return m.group();
    }

    @Test
    void aTakenSlugComesBackWithEverythingTypedAndTheReasonBesideTheSlug() throws Exception {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("_csrf", console.csrf("/console"));
        form.put("slug", "taken");
        form.put("title", "Spring term, class B");
        form.put("game", "tally");
        form.put("s.turnMillis", "250");
        form.put("s.turns", "7");
        form.put("s.earlyTurns", "on");
        HttpResponse<String> r = console.post("/console/contests", form);
        assertEquals(409, r.statusCode());
        String page = r.body();
        assertTrue(input(page, "slug").contains("value=\"taken\""), input(page, "slug"));
        assertTrue(input(page, "slug").contains("aria-invalid=\"true\""), "the field at fault is marked, for the scroll and for screen readers");
        assertTrue(page.contains("id=\"slug-error\" class=\"field-error\">A contest with the short name taken exists: choose another.</small>"), page);
        assertTrue(input(page, "title").contains("value=\"Spring term, class B\""));
        assertTrue(page.contains("<option value=\"tally\" selected=\"selected\">"), "the game chosen stays chosen");
        assertTrue(input(page, "s.turnMillis").contains("value=\"250\""));
        assertTrue(input(page, "s.turns").contains("value=\"7\""));
        assertTrue(input(page, "s.earlyTurns").contains("checked"), "a ticked switch stays ticked");
        assertFalse(input(page, "s.selfSignup").contains("checked"), "an unticked switch stays unticked though its default is on");
    }

    @Test
    void everyBadSettingIsShownBesideItsOwnField() throws Exception {
        HttpResponse<String> r = console.post("/console/contests", Map.of("_csrf", console.csrf("/console"), "slug", "fresh",
                "title", "Fresh", "game", "tally", "s.turnMillis", "1.5", "s.rounds", "1e3", "s.turns", "9"));
        assertEquals(400, r.statusCode());
        String page = r.body();
        assertTrue(input(page, "s.turnMillis").contains("aria-invalid=\"true\""));
        assertTrue(page.contains("Setting turnMillis must be a whole number, written without a fraction or an exponent (not 1.5)."), page);
        assertTrue(page.contains("Setting rounds must be a whole number, written without a fraction or an exponent (not 1e3)."));
        assertTrue(input(page, "s.rounds").contains("value=\"1e3\""), "what was typed stays, even when wrong");
        assertFalse(input(page, "s.turns").contains("aria-invalid"), "a good setting is not marked");
        assertTrue(input(page, "slug").contains("value=\"fresh\""));
        assertEquals(404, arena.api("GET", "/api/contests/fresh", null).status(), "nothing was created");
    }

    @Test
    void aRefusedTeamNameComesBackWithTheReason() throws Exception {
        HttpResponse<String> r = console.post("/console/teams", Map.of("_csrf", console.csrf("/console"), "name", "admin", "password", "password1"));
        assertEquals(400, r.statusCode());
        assertTrue(input(r.body(), "name").contains("value=\"admin\""));
        assertTrue(r.body().contains("The name admin is reserved for the arena."));
        assertFalse(input(r.body(), "password").contains("value="), "a password is never written back into a page");
        HttpResponse<String> mixed = console.post("/console/teams", Map.of("_csrf", console.csrf("/console"), "name", "\u0430lpha", "password", "short"));
        assertTrue(mixed.body().contains("A team name has letters of one script only; this one mixes Latin and Cyrillic."));
        assertTrue(mixed.body().contains("A password has at least 8 characters."), "both fields' reasons at once");
    }

    @Test
    void destructiveActionsAskFirstNamingWhatTheyDo() throws Exception {
        arena.createTeam("careful", "careful-password");
        String home = console.get("/console").body();
        assertTrue(home.contains("data-confirm=\"Reset the password of team careful? Its old password stops working at once; the one made instead is shown once.\""), home);
        assertTrue(home.contains("data-confirm=\"Disable team careful? It plays no further rounds and cannot log in; its results stay.\""));

        arena.createContest("confirm", Map.of("turnMillis", 20, "turns", 2, "rounds", 3));
        arena.enroll("confirm", "careful");
        arena.api("POST", "/api/contests/confirm/enrollments", Map.of("houseBot", "steady"));
        String before = console.get("/console/contests/confirm").body();
        assertTrue(before.contains("data-confirm=\"Replace the game data file of Contest confirm?") || !before.contains("id=\"game-data\""));
        arena.startRound("confirm");
        arena.awaitContest("confirm", "open", 1, 20_000);
        String page = console.get("/console/contests/confirm").body();
        assertTrue(page.contains("data-confirm=\"Void round 1? Its 2 matches stay stored but no longer count in the standings (you can count it again later).\""), page);
        assertTrue(page.contains("data-confirm=\"Play round 1 again? Another round starts now, with the same decks, maps or pools, the teams enrolled now and a fresh seed, committed at once; round 1 itself and its replays stay as they are.\""));

        // and afterwards the page says what was done
        var voided = console.post("/console/contests/confirm/rounds/1/void", Map.of("_csrf", console.csrf("/console/contests/confirm"), "voided", "true"));
        assertEquals(303, voided.statusCode());
        assertTrue(console.get("/console/contests/confirm").body().contains("Round 1 is void: it no longer counts in the standings."));
        var reset = console.post("/console/teams/careful/password", Map.of("_csrf", console.csrf("/console")));
        assertEquals("/console#teams", reset.headers().firstValue("Location").orElseThrow());
        assertTrue(console.get("/console").body().contains("Password of careful reset: its old one no longer works. New password: "));
    }

    @Test
    void theTeamTableShowsEntriesAndTheDisabledFlagAndIsPolled() throws Exception {
        arena.createContest("table", Map.of());
        arena.createTeam("builders", "builders-password");
        arena.createTeam("idlers", "idlers-password");
        arena.enroll("table", "builders");
        arena.enroll("table", "idlers");
        WebSession team = new WebSession(arena).login("team", "builders", "builders-password");
        assertEquals(303, team.post("/contests/table/entry", Map.of("_csrf", team.csrf("/contests/table/entry"), "start", "4")).statusCode());

        String page = console.get("/console/contests/table").body();
        assertTrue(page.contains("hx-get=\"/console/contests/table/teams\""), "the table is polled");
        String table = console.get("/console/contests/table/teams").body();
        assertTrue(Pattern.compile("data-team=\"builders\".*?class=\"entry-status\">\\s*<span>saved 20\\d\\d-", Pattern.DOTALL).matcher(table).find(), table);
        assertTrue(Pattern.compile("data-team=\"idlers\".*?none saved for the next round", Pattern.DOTALL).matcher(table).find(), table);

        var disable = console.post("/console/teams/idlers/disabled", Map.of("_csrf", console.csrf("/console/contests/table"), "disabled", "true",
                "back", "/console/contests/table"));
        assertEquals("/console/contests/table", disable.headers().firstValue("Location").orElseThrow(), "back to the contest it was done from");
        table = console.get("/console/contests/table/teams").body();
        assertTrue(Pattern.compile("data-team=\"idlers\".*?<span class=\"badge paused\">disabled</span>", Pattern.DOTALL).matcher(table).find(), table);
        assertFalse(Pattern.compile("data-team=\"builders\"[^€]*?disabled</span>.*data-team=\"idlers\"", Pattern.DOTALL).matcher(table).find(),
                "only idlers is disabled");
    }

    @Test
    void aRefusedAnnouncementKeepsItsText() throws Exception {
        String tooLong = "x".repeat(401);
        var r = console.post("/console/contests/taken/announcement", Map.of("_csrf", console.csrf("/console/contests/taken"), "text", tooLong));
        assertEquals(400, r.statusCode());
        assertTrue(input(r.body(), "text").contains("value=\"" + tooLong + "\""));
        assertTrue(r.body().contains("An announcement has at most 400 characters."));
    }
}
