package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The team builder over HTTP (the board and the rules page are GameContractTest's, with KieszFixture). */
class WebPagesTest {
    /** A Kieszostwory contest with the team "trainer" enrolled, and that team logged in. */
    private static WebSession trainerIn(TestArena arena, String slug) throws Exception {
        arena.createTeam("trainer", "password1");
        SocketErrorCodes.createContest(arena, slug, Map.of());
        arena.enroll(slug, "trainer");
        return new WebSession(arena).login("team", "trainer", "password1");
    }

    @Test
    void theTeamBuilderListsFiltersSortsChecksAndSaves() throws Exception {
        try (TestArena arena = TestArena.start()) {
            WebSession web = trainerIn(arena, "kbuild");
            String page = web.get("/contests/kbuild/entry").body();
            assertTrue(page.contains("Bulwazaur") && page.contains("Smok Praświata") && page.contains("Miotacz ognia"), "every creature with its moves");
            assertTrue(page.contains("<span class=\"saved\">none</span>"));
            String grass = web.get("/contests/kbuild/entry?type=4&sort=-price").body();
            assertTrue(grass.contains("Bulwodrzew") && !grass.contains(">Płomiennik</button>"), "filtered by type");
            assertTrue(grass.indexOf(">Bulwodrzew</button>") < grass.indexOf(">Bulwiątko</button>"), "dearest first");
            String token = web.csrf("/contests/kbuild/entry");

            Map<String, String> form = new LinkedHashMap<>();
            form.put("_csrf", token);
            form.put("slot1", "51");
            form.put("slot2", "30");
            form.put("slot3", "27");
            form.put("slot4", "37");
            String over = web.htmx("/contests/kbuild/entry/check", form).body();
            assertTrue(over.contains("10600") && over.contains("over by 600") && over.contains("Not valid: the team costs 10600 kieszodolary"), over);
            assertTrue(!over.contains("<html"), "the check is the fragment only");
            assertTrue(over.contains("<p id=\"kz-summary\" class=\"kz-summary\" hx-swap-oob=\"true\">"), "the summary goes to the bar out of band");
            HttpResponse<String> refused = web.post("/contests/kbuild/entry", form);
            assertEquals(400, refused.statusCode());
            assertTrue(refused.body().contains("The team costs 10600 kieszodolary, over the budget of 10000 by 600."), "refused on the server");

            form.put("slot4", "30");
            HttpResponse<String> duplicate = web.post("/contests/kbuild/entry", form);
            assertEquals(400, duplicate.statusCode());
            assertTrue(duplicate.body().contains("Arcymag is picked twice"), "duplicates refused");

            form.put("slot4", "2");
            String ok = web.htmx("/contests/kbuild/entry/check", form).body();
            assertTrue(ok.contains("Valid team.") && ok.contains("9600"), ok);
            assertEquals(303, web.post("/contests/kbuild/entry", form).statusCode());
            long team = arena.app.contests().teamId("trainer").orElseThrow();
            assertEquals("51 30 27 2 0 0", arena.app.contests().entry("kbuild", team).orElseThrow());
            assertTrue(web.get("/contests/kbuild/entry").body().contains("Smok Praświata (3000), Arcymag (2600), Orłogrom (2500), Bulwazaur (1500)"));
        }
    }

    @Test
    void theFiltersAreNotPartOfTheTeamsFormAndEachMoveIsShownFromTheData() throws Exception {
        try (TestArena arena = TestArena.start()) {
            WebSession web = trainerIn(arena, "kmoves");
            String page = web.get("/contests/kmoves/entry").body();
            String teamForm = page.substring(page.indexOf("<form id=\"kz-form\""), page.indexOf("</form>", page.indexOf("<form id=\"kz-form\"")));
            String filters = page.substring(page.indexOf("<form id=\"kz-filters\""), page.indexOf("</form>", page.indexOf("<form id=\"kz-filters\"")));
            assertTrue(teamForm.contains("name=\"slot1\"") && !teamForm.contains("name=\"q\"") && !teamForm.contains("name=\"type\""),
                    "the team's form holds the slots, not the filters: " + teamForm);
            assertTrue(filters.contains("name=\"q\"") && filters.contains("method=\"get\""), "the filters are a search of their own");
            // Żądło jadu (Poison Sting, move 15): type Poison, damage 20, PP and poison as the data file says
            Dex.Move sting = Dex.standard().move(15);
            assertTrue(page.contains(">" + sting.name() + "</strong>"), "the move's name");
            assertTrue(page.contains("power " + sting.damage() + " · PP " + sting.pp()), "its power and PP");
            assertTrue(page.contains("poison " + sting.poisonDamage() + " a turn for " + sting.poisonTurns() + " turns"), "its effect");
            assertTrue(page.contains("class=\"kz-type kz-t-poison\">Poison</span>"), "its type");
        }
    }

    @Test
    void withoutScriptsAPickButtonAddsOrTakesOutItsCreature() throws Exception {
        try (TestArena arena = TestArena.start()) {
            WebSession web = trainerIn(arena, "kpick");
            String token = web.csrf("/contests/kpick/entry");
            Map<String, String> form = new LinkedHashMap<>(Map.of("_csrf", token, "slot1", "51", "slot2", "0", "toggle", "2"));
            String added = web.post("/contests/kpick/entry/check", form).body();
            assertTrue(added.contains("<html"), "the whole page");
            assertTrue(added.contains("<option value=\"2\" selected=\"selected\">Bulwazaur (1500)</option>"), "Bulwazaur takes the first empty slot");
            assertTrue(added.contains("<tr data-pick data-id=\"2\" class=\"picked\">") && added.contains(">slot 2</span>"), "its row is picked, slot 2: " + row(added, 2));
            assertTrue(added.contains("total <strong class=\"kz-budget\">4500</strong>"), added);

            form.put("slot2", "2");
            form.put("toggle", "51");
            String taken = web.post("/contests/kpick/entry/check", form).body();
            assertTrue(taken.contains("<tr data-pick data-id=\"51\">") && taken.contains("<tr data-pick data-id=\"2\" class=\"picked\">"), "51 is out, 2 stays: " + row(taken, 51));
            assertTrue(taken.contains("total <strong class=\"kz-budget\">1500</strong>"));

            Map<String, String> six = new LinkedHashMap<>(Map.of("_csrf", token, "slot1", "1", "slot2", "2", "slot3", "4", "slot4", "5", "slot5", "7", "slot6", "8"));
            six.put("toggle", "10");
            String full = web.post("/contests/kpick/entry/check", six).body();
            assertTrue(full.contains("<span class=\"kz-full\" role=\"status\">Six creatures already: take one out first.</span>"), "a seventh is refused in words");
            assertTrue(full.contains("<tr data-pick data-id=\"10\">"), "and not picked: " + row(full, 10));
        }
    }

    /** A creature's row as the page has it, for a failure's message. */
    private static String row(String page, int id) {
        int at = page.indexOf("data-id=\"" + id + "\"");
        return at < 0 ? "no row " + id : page.substring(Math.max(0, at - 40), Math.min(page.length(), at + 700));
    }
}
