package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import arena.support.BotClient;
import arena.support.TestArena;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every error code of the specification (900-933) and the generic ones, provoked over a real socket.
 * The contest's seed is chosen so that its six-card deck starts with a 0-cost mana creature (c0) and a
 * Damage spell (c1) that c0's mana pays for; with 1 HP, that spell ends a match.
 * Scenarios on a test arena; GameContractTest runs them and checks that every code of Err was heard.
 */
final class SocketErrorCodes {

    static void createContest(TestArena arena, String slug, Map<String, Object> settings) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Vestrock " + slug, "game", "vestrock", "settings", settings)));
    }

    private static long findSeed() {
        for (long s = 1; ; s++) {
            var cards = Deck.deal(Seeds.derive(Seeds.derive(s, 1), 0), 6).cards();
            CardSpec c0 = cards.get(0), c1 = cards.get(1);
            if (c0.type() == CardType.CREATURE && c0.cost() == 0 && c0.mana() > 0
                    && c1.type() == CardType.DAMAGE && c1.cost() >= 1 && c1.cost() <= c0.mana()) return s;
        }
    }

    private static String ask(BotClient bot, String command) throws Exception {
        return bot.command(command);
    }

    static void everyCodeOverTheBotPort(TestArena arena) throws Exception {
        long seed = findSeed();
        var cards = Deck.deal(Seeds.derive(Seeds.derive(seed, 1), 0), 6).cards();
        int c0 = cards.get(0).id(), c1 = cards.get(1).id();
        arena.createTeam("va", "password1");
        arena.createTeam("vb", "password1");
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("turnMillis", 60_000);
        settings.put("earlyTurns", true);
        settings.put("seed", seed);
        settings.put("deckSize", 6);
        settings.put("handLimit", 1);
        settings.put("initHp", 1);
        createContest(arena, "vr", settings);
        arena.enroll("vr", "va");
        arena.enroll("vr", "vb");
        arena.startRound("vr");
        try (BotClient a = arena.bot("va", "password1"); BotClient b = arena.bot("vb", "password1")) {
            assertEquals("OK", a.command("GET_MY_MATCHES"));
            assertEquals("2", a.line());
            String[] ids = a.line().split(" ");
            assertEquals("OK", a.command("GET_TURN_INFO " + ids[0]));
            long match = a.line().equals("1 60") ? Long.parseLong(ids[0]) : Long.parseLong(ids[1]);
            String m = " " + match;

            assertEquals("ERR 930 NotYourMatch", ask(a, "GET_HP 424242"));
            assertEquals("ERR 913 NotYourTurn", ask(b, "GET_HP" + m));
            assertEquals("ERR 933 GameHasNotEndedYet", ask(a, "GET_FINAL_SCORE" + m));
            assertEquals("ERR 910 NoSuchAttacker", ask(a, "BLOCK" + m + " " + c0 + " " + c1));
            assertEquals("ERR 900 NoCardWithSuchId", ask(a, "DISCARD_CARD" + m + " 5000"));
            assertEquals("ERR 906 CardNotInHand", ask(a, "DISCARD_CARD" + m + " " + c0));
            assertEquals("ERR 912 CardNotOnBoard", ask(a, "ADD_MANA" + m + " " + c0));
            assertEquals("OK", ask(a, "DRAW_CARD" + m));
            assertEquals(cards.get(0).line(), a.line());
            assertEquals("ERR 919 HandLimitExceeded", ask(a, "DRAW_CARD" + m));
            assertEquals("OK", ask(a, "PLAY_CARD" + m + " " + c0 + " -1"));
            assertEquals("ERR 905 InactiveCard", ask(a, "ADD_MANA" + m + " " + c0));
            assertEquals("OK", ask(a, "DRAW_CARD" + m));
            assertEquals(cards.get(1).line(), a.line());
            assertEquals("ERR 907 DrawLimitExceeded", ask(a, "DRAW_CARD" + m));
            assertEquals("ERR 901 NotEnoughMana", ask(a, "PLAY_CARD" + m + " " + c1 + " -6"));
            assertEquals("OK", ask(a, "BURN_CARD" + m));
            assertEquals("OK", ask(a, "BURN_CARD" + m));
            assertEquals("ERR 908 BurnLimitExceeded", ask(a, "BURN_CARD" + m));
            assertEquals("ERR 911 BlockingAlreadyFinished", ask(a, "BLOCK" + m + " " + c0 + " " + c0));
            assertTrue(ask(a, "FLY" + m).startsWith("ERR 103 "));
            assertTrue(ask(a, "GET_HP").startsWith("ERR 104 "));
            assertTrue(ask(a, "GET_HP x").startsWith("ERR 104 "));
            assertTrue(ask(a, "PLAY_CARD" + m + " 1").startsWith("ERR 104 "));

            nextTurn(a, b); // turn 2: seat 1 (vb) moves in this match
            assertEquals("ERR 903 NotYourCard", ask(b, "DISCARD_CARD" + m + " " + c1));
            assertEquals("OK", ask(b, "DRAW_CARD" + m));
            b.line();
            assertEquals("OK", ask(b, "DISCARD_CARD" + m + " " + cards.get(4).id()));
            assertEquals("OK", ask(b, "DRAW_CARD" + m));
            b.line();
            assertEquals("ERR 918 DeckIsEmpty", ask(b, "BURN_CARD" + m));

            nextTurn(a, b); // turn 3: va again
            assertEquals("OK", ask(a, "FINISH_BLOCK" + m));
            assertEquals("OK", ask(a, "ADD_MANA" + m + " " + c0));
            assertEquals("ERR 915 WrongTarget", ask(a, "PLAY_CARD" + m + " " + c1 + " -1"));
            assertEquals("ERR 916 SpellTargetNotOnBoard", ask(a, "PLAY_CARD" + m + " " + c1 + " 777"));
            assertEquals("OK", ask(a, "PLAY_CARD" + m + " " + c1 + " -6"));
            assertEquals("ERR 932 GameHasEnded", ask(a, "GET_HP" + m));
            assertEquals("ERR 932 GameHasEnded", ask(b, "GET_HP" + m), "932 before 913");
            assertEquals("OK", ask(a, "GET_FINAL_SCORE" + m));
            assertEquals("4 -1", a.line(), "1 - 0 + 3 * 1 and 0 - 1 + 0");
        }
    }

    static void theCommandLimitOfATurnAnswers102(TestArena arena) throws Exception {
        arena.createTeam("vc", "password1");
        arena.createTeam("vd", "password1");
        createContest(arena, "vl", Map.of("turnMillis", 60_000, "commandsPerTurn", 3));
        arena.enroll("vl", "vc");
        arena.enroll("vl", "vd");
        arena.startRound("vl");
        try (BotClient c = arena.bot("vc", "password1")) {
            for (int i = 0; i < 3; i++) {
                assertEquals("OK", c.command("GET_MY_MATCHES"));
                c.line();
                c.line();
            }
            assertTrue(c.command("GET_MY_MATCHES").startsWith("ERR 102 "));
        }
    }

    /** Both teams WAIT; with early turns on the next turn begins at once and each WAIT answers its second OK. */
    private static void nextTurn(BotClient a, BotClient b) throws Exception {
        assertEquals("OK", a.command("WAIT"));
        assertEquals("OK", b.command("WAIT"));
        assertEquals("OK", a.line());
        assertEquals("OK", b.line());
    }
}
