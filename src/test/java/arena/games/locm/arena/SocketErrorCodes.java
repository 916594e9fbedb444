package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.BotClient;
import arena.support.TestArena;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Every error code of the LOCM protocol (801-806) and the shared ones, provoked over a real socket.
 * Scenarios on a test arena; GameContractTest runs them and checks that every code of Err was heard.
 */
final class SocketErrorCodes {

    static void createContest(TestArena arena, String slug, String game, Map<String, Object> settings) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "LOCM " + slug, "game", game, "settings", settings)));
    }

    /** NEXT's answer: OK, then the MATCH line and its input lines (or one OVER / END line). */
    static List<String> next(BotClient bot) throws Exception {
        assertEquals("OK", bot.command("NEXT"));
        List<String> lines = new ArrayList<>();
        String head = bot.line();
        lines.add(head);
        if (head.startsWith("MATCH ")) {
            int n = Integer.parseInt(head.split(" ")[2]);
            for (int i = 0; i < n; i++) lines.add(bot.line());
        }
        return lines;
    }

    static void everyCodeOverTheBotPort(TestArena arena) throws Exception {
        arena.createTeam("la", "password1");
        arena.createTeam("lb", "password1");
        createContest(arena, "l12", "locm12", Map.of("turnMillis", 60_000, "seed", 3, "holdMinutes", 0));
        arena.enroll("l12", "la");
        arena.enroll("l12", "lb");
        arena.startRound("l12");
        try (BotClient a = arena.bot("la", "password1"); BotClient b = arena.bot("lb", "password1")) {
            List<String> turn = next(a);
            String[] head = turn.get(0).split(" ");
            assertEquals("MATCH", head[0]);
            assertEquals("1000", head[3], "the first draft pick: 1000 ms");
            assertEquals(List.of("30 0 0 25 0", "30 0 0 25 0", "0 0", "3"), turn.subList(1, 5), "the reference draft input");
            assertEquals(8, turn.size());
            long id = Long.parseLong(head[1]);

            assertEquals("ERR 801 NoSuchMatch", a.command("ANSWER 424242 PICK 0"));
            assertEquals("ERR 801 NoSuchMatch", a.command("LOG 424242 hello"));
            assertEquals("ERR 802 NotYourTurn", b.command("ANSWER " + id + " PICK 0"), "la picks first in its seat-0 match");
            assertEquals("ERR 805 NoDecksInThisGame", a.command("POOL"));
            assertEquals("ERR 805 NoDecksInThisGame", a.command("DECK 1 2 3"));
            String spent = a.command("HOLD " + id);
            assertTrue(spent.startsWith("ERR 806 HoldSpent"), "no minutes of hold in this contest: " + spent);
            assertEquals("ERR 801 NoSuchMatch", a.command("HOLD 424242"));
            assertEquals("OK", a.command("SAVED_DECK " + id));
            assertEquals("none", a.line(), "1.2 has no decks: a bot chooses its own");
            assertEquals("ERR 801 NoSuchMatch", a.command("SAVED_DECK 424242"));
            assertEquals("OK", a.command("LOG " + id + " thinking   hard"));
            assertTrue(a.command("FLY").startsWith("ERR 103 "));
            assertTrue(a.command("ANSWER").startsWith("ERR 104 "));
            assertTrue(a.command("ANSWER x PICK 0").startsWith("ERR 104 "));
            assertTrue(a.command("NEXT later").startsWith("ERR 104 "));
            assertEquals("OK", a.command("NEXT NOW"));
            assertEquals("NONE", a.line(), "la's other match waits for lb; this one was taken");
            assertEquals("OK", a.command("CLOCK"));
            assertEquals("60000 1.0", a.line());

            assertEquals("OK", a.command("ANSWER " + id + " PICK 9"), "an invalid answer is taken, and loses as in the referee");
            assertEquals("ERR 803 MatchOver", a.command("ANSWER " + id + " PICK 0"));
            List<String> news = next(a);
            assertEquals("OVER " + id + " LOSS player 1: Invalid action format. \"PICK\" argument should be 0, 1 or 2.", news.get(0));
            List<String> mine = a.counted("MATCHES");
            assertEquals(2, mine.size());
            assertTrue(mine.contains(id + " 0 LOSS lb"), mine.toString());
        }
    }

    static void decksAreCheckedWhenABotSavesOne(TestArena arena) throws Exception {
        arena.createTeam("lc", "password1");
        createContest(arena, "l15", "locm15", Map.of("turnMillis", 60_000, "seed", 4));
        arena.enroll("l15", "lc");
        try (BotClient c = arena.bot("lc", "password1")) {
            assertEquals("OK", c.command("POOL"));
            String[] head = c.line().split(" ");
            assertEquals("120", head[1]);
            for (int i = 0; i < 120; i++) assertTrue(c.line().startsWith(i + " "));
            assertEquals("ERR 804 DeckRefused: the deck has 3 cards; it must have exactly 30", c.command("DECK 1 2 3"));
            assertEquals("ERR 804 DeckRefused: card 7 is in the deck 3 times; a deck may hold at most 2 copies of a card; "
                    + "the deck has 3 cards; it must have exactly 30", c.command("DECK 7 7 7"));
            StringBuilder deck = new StringBuilder("DECK");
            for (int i = 0; i < 15; i++) deck.append(' ').append(i).append(' ').append(i);
            assertEquals("OK", c.command(deck.toString()));
            assertEquals("OK", c.command("GET_DECK"));
            assertEquals("pool " + head[0] + ": " + deck.substring(5), c.line());
        }
        arena.createTeam("lc-nodeck", "password1");
        arena.enroll("l15", "lc-nodeck");
        arena.startRound("l15");
        for (String[] team : new String[][] {{"lc", "saved"}, {"lc-nodeck", "none"}}) {
            try (BotClient c = arena.bot(team[0], "password1")) {
                List<String> mine = c.counted("MATCHES");
                assertEquals(2, mine.size(), mine.toString());
                for (String match : mine) {
                    assertEquals("OK", c.command("SAVED_DECK " + match.split(" ")[0]));
                    assertEquals(team[1], c.line(), team[0] + "'s match " + match + ": a bare PASS plays its saved deck or not");
                }
            }
        }
    }

    static void theSharedCodes(TestArena arena) throws Exception {
        arena.createTeam("ld", "password1");
        arena.createTeam("le", "password1");
        createContest(arena, "lx", "locm12", Map.of("turnMillis", 60_000, "commandsPerTurn", 3));
        createContest(arena, "ly", "locm15", Map.of("turnMillis", 60_000));
        arena.enroll("lx", "ld");
        arena.enroll("lx", "le");
        arena.enroll("ly", "ld");
        arena.startRound("lx");
        try (BotClient bad = arena.newBot()) {
            assertEquals("ERR 1 bad login or password", bad.greet("ld", "wrong"));
        }
        try (BotClient d = arena.bot("ld", "password1")) {
            assertTrue(d.command("NEXT").startsWith("ERR 105 "), "two contests: select one first");
            assertEquals("OK", d.command("CONTEST lx"));
            assertEquals(2, d.counted("MATCHES").size());
            assertEquals("ERR 801 NoSuchMatch", d.command("LOG 999999 a"));
            assertEquals("ERR 801 NoSuchMatch", d.command("LOG 999999 b"));
            assertTrue(d.command("LOG 999999 c").startsWith("ERR 102 "), "the fourth command of the turn");
        }
    }
}
