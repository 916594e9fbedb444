package arena.games.locm.arena;

import arena.support.BotClient;
import arena.support.Practice;
import arena.support.TestArena;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** LOCM 1.2 and 1.5 practice matches over a real socket: NEXT hands the practice's turns like any match's. */
class PracticeSocketTest {

    /** One look: a turn handed over is answered (a pick while drafting, else PASS); nothing to do waits a little. */
    static void step(BotClient bot, long id) throws Exception {
        if (!"OK".equals(bot.command("NEXT NOW"))) throw new AssertionError("NEXT NOW refused");
        String head = bot.line();
        if (!head.startsWith("MATCH ")) {
            Thread.sleep(50); // a polling bot's own pause between looks (NEXT NOW never blocks), by design
            return;
        }
        String[] h = head.split(" ");
        String first = null;
        for (int i = 0; i < Integer.parseInt(h[2]); i++) {
            String l = bot.line();
            if (first == null) first = l;
        }
        boolean drafting = first != null && first.split(" ").length > 1 && first.split(" ")[1].equals("0");
        bot.command("ANSWER " + h[1] + " " + (drafting ? "PICK 0" : "PASS"));
    }

    /** One look: a turn handed over is answered with a bare PASS (1.5: the constructed turn plays the saved deck). */
    static void pass(BotClient bot, long id) throws Exception {
        if (!"OK".equals(bot.command("NEXT NOW"))) throw new AssertionError("NEXT NOW refused");
        String head = bot.line();
        if (!head.startsWith("MATCH ")) {
            Thread.sleep(50); // a polling bot's own pause between looks (NEXT NOW never blocks), by design
            return;
        }
        String[] h = head.split(" ");
        for (int i = 0; i < Integer.parseInt(h[2]); i++) bot.line();
        bot.command("ANSWER " + h[1] + " PASS");
    }

    private static void play(String game, String slug) throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("la", "password1");
            arena.createTeam("lb", "password1");
            Practice.createContest(arena, slug, game, Practice.fast(Map.of()));
            arena.enroll(slug, "la");
            arena.enroll(slug, "lb");
            try (BotClient a = arena.bot("la", "password1")) {
                Practice.playOne(arena, slug, a, "la", "lb", "greedy", bot -> Practice.countedIds(bot, "MATCHES"), PracticeSocketTest::step);
            }
        }
    }

    @Test
    void locm12() throws Exception {
        play("locm12", "lp");
    }

    @Test
    void locm15() throws Exception {
        play("locm15", "lq");
    }

    /**
     * Issue 27 point 11, RULINGS 8: a LOCM 1.5 practice plays the deck the team saved, on the coming round's pool (it
     * drew a pool of its own before, so the saved deck never played and a bare PASS ended the match "didn't choose
     * correct number of cards").
     */
    @Test
    void locm15PracticePlaysTheSavedDeckOnTheComingRoundsPool() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("da", "password1");
            Practice.createContest(arena, "ld", "locm15", Practice.fast(Map.of()));
            arena.enroll("ld", "da");
            try (BotClient a = arena.bot("da", "password1")) {
                StringBuilder deck = new StringBuilder("DECK");
                for (int i = 0; i < 30; i++) deck.append(' ').append(i);
                org.junit.jupiter.api.Assertions.assertEquals("OK", a.command(deck.toString()));
                long id = Practice.start(a, "greedy");
                var m = Practice.playToEnd(arena, a, id, PracticeSocketTest::pass, 90_000);
                org.junit.jupiter.api.Assertions.assertEquals("finished", m.get("status").asText(), m.toString());
                String summary = m.toString();
                org.junit.jupiter.api.Assertions.assertFalse(summary.contains("correct number"), summary);
                // the bare PASS played the deck saved: the match's log says so after the constructed turn (a deck saved for
                // another pool is not playable there, and the bare PASS then builds nothing of the team's)
                arena.support.WebSession team = new arena.support.WebSession(arena).login("team", "da", "password1");
                boolean savedDeckPlayed = false;
                for (int step = 1; step <= 4 && !savedDeckPlayed; step++) {
                    savedDeckPlayed = team.get("/matches/" + id + "/replay?step=" + step).body().contains("has chosen its deck (its saved deck)");
                }
                org.junit.jupiter.api.Assertions.assertTrue(savedDeckPlayed, "the practice played the saved deck");
            }
        }
    }
}
