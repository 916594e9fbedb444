package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import arena.support.BotClient;
import arena.support.TestArena;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Each error code shared by all games, provoked over a real socket (RULINGS section 1). */
class GenericErrorCodesTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
        arena.createTeam("solo", "password1");
        arena.createTeam("other", "password2");
        arena.createTeam("twice", "password3");
        arena.createContest("one", Map.of("turnMillis", 60_000, "commandsPerTurn", 5, "maxConnections", 2));
        arena.createContest("two", Map.of("turnMillis", 60_000));
        arena.enroll("one", "solo");
        arena.enroll("one", "other");
        arena.enroll("one", "twice");
        arena.enroll("two", "twice");
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    @Test
    void error1BadPasswordClosesTheConnection() throws Exception {
        try (BotClient bot = new BotClient(arena.app.botPort())) {
            assertEquals("ERR 1 bad login or password", bot.greet("solo", "wrong-password"));
            assertTrue(bot.closedByServer());
        }
    }

    @Test
    void error1UnknownTeam() throws Exception {
        try (BotClient bot = new BotClient(arena.app.botPort())) {
            assertEquals("ERR 1 bad login or password", bot.greet("nobody", "password1"));
            assertTrue(bot.closedByServer());
        }
    }

    @Test
    void error102AfterTheCommandLimitOfTheTurn() throws Exception {
        arena.createContest("limits", Map.of("turnMillis", 60_000, "commandsPerTurn", 3));
        arena.createTeam("chatty", "password4");
        arena.createTeam("quiet", "password5");
        arena.enroll("limits", "chatty");
        arena.enroll("limits", "quiet");
        arena.startRound("limits");
        try (BotClient bot = arena.bot("chatty", "password4")) {
            for (int i = 0; i < 3; i++) {
                assertEquals("OK", bot.command("TURN"));
                bot.line();
            }
            assertEquals("ERR 102 command limit reached for this turn (3)", bot.command("TURN"));
        }
    }

    @Test
    void error103UnknownCommand() throws Exception {
        try (BotClient bot = arena.bot("solo", "password1")) {
            assertEquals("ERR 103 unknown command FLY", bot.command("FLY away"));
        }
    }

    @Test
    void error104InvalidArguments() throws Exception {
        try (BotClient bot = arena.bot("solo", "password1")) {
            assertTrue(bot.command("STATE").startsWith("ERR 104 "));
            assertTrue(bot.command("STATE x").startsWith("ERR 104 "));
        }
    }

    @Test
    void error104ForALineOverFourKibibytesAndTheRestIsDiscarded() throws Exception {
        try (BotClient bot = arena.bot("solo", "password1")) {
            bot.sendRaw(("TURN " + "9".repeat(5000) + "\n").getBytes(StandardCharsets.UTF_8));
            assertEquals("ERR 104 line too long (over 4096 bytes)", bot.line());
            assertEquals("OK", bot.command("TURN"), "the connection goes on with the next line");
        }
    }

    @Test
    void error105BeforeAContestIsSelected() throws Exception {
        try (BotClient bot = arena.bot("twice", "password3")) {
            assertEquals("ERR 105 no contest selected", bot.command("TURN"));
            assertTrue(bot.command("CONTEST nowhere").startsWith("ERR 104 "));
            assertEquals("OK", bot.command("CONTEST two"));
            assertEquals("OK", bot.command("TURN"));
        }
    }

    @Test
    void error106BeyondTheConnectionsATeamMayHold() throws Exception {
        List<BotClient> held = new ArrayList<>();
        try {
            held.add(arena.bot("other", "password2"));
            held.add(arena.bot("other", "password2"));
            BotClient third = new BotClient(arena.app.botPort());
            held.add(third);
            assertEquals("ERR 106 too many connections for this team (limit 2)", third.greet("other", "password2"));
            assertTrue(third.closedByServer());
            held.get(0).close();
            Await.until("a connection's end gives its slot back to the team", 20_000, () -> {
                BotClient again = new BotClient(arena.app.botPort());
                held.add(again);
                return again.greet("other", "password2").equals("OK");
            });
        } finally {
            for (BotClient b : held) b.close();
        }
    }

    @Test
    void spacesTabsAndCarriageReturnsAreAccepted() throws Exception {
        try (BotClient bot = arena.bot("solo", "password1")) {
            bot.sendRaw("\t turn  \r\n".getBytes(StandardCharsets.UTF_8));
            assertEquals("OK", bot.line());
        }
    }
}
