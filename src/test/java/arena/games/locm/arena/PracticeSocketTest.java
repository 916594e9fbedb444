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
            Thread.sleep(50);
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
}
