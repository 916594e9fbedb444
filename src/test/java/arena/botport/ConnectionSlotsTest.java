package arena.botport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.shared.BotPresence;
import arena.support.Await;
import arena.support.BotClient;
import arena.support.TestArena;
import arena.support.WaitingClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** RULINGS 7: a team's connection slots, over real sockets and real processes. */
@Tag("functional")
class ConnectionSlotsTest {
    private static TestArena arena;

    @BeforeAll
    static void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterAll
    static void stop() {
        arena.close();
    }

    private static BotPresence presence(String team, String slug) {
        long t = arena.app.contests().teamId(team).orElseThrow();
        long c = arena.app.contests().find(slug).orElseThrow().id();
        return arena.app.contests().bots().presence(t, c);
    }

    private static void await(BooleanSupplier what, long millis, String message) throws Exception {
        Await.until(message, millis, what::getAsBoolean);
    }

    @Test
    void theLimitHoldsForConnectionsWithNoContestSelected() throws Exception {
        arena.createTeam("two-ways", "password1");
        arena.createContest("slot-a", Map.of("maxConnections", 3));
        arena.createContest("slot-b", Map.of("maxConnections", 2));
        arena.enroll("slot-a", "two-ways");
        arena.enroll("slot-b", "two-ways");
        List<BotClient> bots = new ArrayList<>();
        try {
            // in two contests, nothing is selected at login; the limit is the larger of the two, 3
            for (int i = 0; i < 3; i++) bots.add(arena.bot("two-ways", "password1"));
            try (BotClient fourth = new BotClient(arena.app.botPort())) {
                assertEquals("ERR 106 too many connections for this team (limit 3)", fourth.greet("two-ways", "password1"));
                assertTrue(fourth.closedByServer());
            }
            assertEquals("ERR 105 no contest selected", bots.get(0).command("TURN"));
            // slot-b takes 2: the third connection is refused there and keeps its slot with no contest
            assertEquals("OK", bots.get(0).command("CONTEST slot-b"));
            assertEquals("OK", bots.get(1).command("CONTEST slot-b"));
            assertEquals("ERR 106 too many connections for this team (limit 2)", bots.get(2).command("CONTEST slot-b"));
            assertEquals(2, presence("two-ways", "slot-b").connections());
            assertEquals("OK", bots.get(2).command("CONTEST slot-a"));
            assertEquals(1, presence("two-ways", "slot-a").connections());
        } finally {
            for (BotClient b : bots) b.close();
        }
    }

    @Test
    void contestGivesTheOldSlotBackBeforeTakingTheNew() throws Exception {
        arena.createTeam("bridge-like", "password1");
        arena.createContest("slot-one", Map.of("maxConnections", 2));
        arena.enroll("slot-one", "bridge-like");
        try (BotClient a = arena.bot("bridge-like", "password1"); BotClient b = arena.bot("bridge-like", "password1")) {
            // selected at login (its one contest), then selected again by name as a bridge does: never a third slot
            assertEquals("OK", a.command("CONTEST slot-one"));
            assertEquals("OK", b.command("CONTEST slot-one"));
            assertEquals(2, presence("bridge-like", "slot-one").connections());
            assertTrue(b.command("TURN").startsWith("OK"));
        }
    }

    @Test
    void aClosedConnectionGivesItsSlotBackAtOnceEvenWhileItWaits() throws Exception {
        arena.createTeam("closer", "password1");
        arena.createContest("slot-close", Map.of("maxConnections", 1, "turnMillis", 600_000));
        arena.enroll("slot-close", "closer");
        arena.createTeam("closer-peer", "password1");
        arena.enroll("slot-close", "closer-peer");
        arena.startRound("slot-close");
        BotClient waiting = arena.bot("closer", "password1");
        assertEquals("OK", waiting.command("WAIT")); // the next turn is ten minutes away
        waiting.close();
        long start = System.nanoTime();
        await(() -> presence("closer", "slot-close").connections() == 0, 20_000, "the slot of a closed connection came back");
        try (BotClient again = arena.bot("closer", "password1")) {
            assertTrue(again.command("TURN").startsWith("OK"));
            assertTrue((System.nanoTime() - start) / 1_000_000 < 2000);
        }
    }

    @Test
    void aClientKilledWithSigkillInWaitGivesItsSlotBack() throws Exception {
        arena.createTeam("killed", "password1");
        arena.createTeam("killed-peer", "password1");
        arena.createContest("slot-kill", Map.of("maxConnections", 1, "turnMillis", 600_000));
        arena.enroll("slot-kill", "killed");
        arena.enroll("slot-kill", "killed-peer");
        arena.startRound("slot-kill");
        Process bot = WaitingClient.start(arena.app.botPort(), "killed", "password1", "slot-kill", "WAIT");
        assertEquals(1, presence("killed", "slot-kill").connections());
        try (BotClient refused = new BotClient(arena.app.botPort())) {
            assertTrue(refused.greet("killed", "password1").startsWith("ERR 106 "), "the slot is held while the bot lives");
        }
        bot.destroyForcibly(); // SIGKILL: the kernel closes its socket, the bot says nothing
        bot.waitFor();
        await(() -> presence("killed", "slot-kill").connections() == 0, 20_000, "the slot of a killed bot came back");
        try (BotClient again = arena.bot("killed", "password1")) {
            assertTrue(again.command("TURN").startsWith("OK"));
        }
    }

    @Test
    void aClientKilledWithSigkillInLocmNextGivesItsSlotBack() throws Exception {
        arena.createTeam("next-killed", "password1");
        arena.api("POST", "/api/contests", Map.of("slug", "slot-next", "title", "Next", "game", "locm12",
                "settings", Map.of("maxConnections", 1)));
        arena.enroll("slot-next", "next-killed");
        Process bot = WaitingClient.start(arena.app.botPort(), "next-killed", "password1", "slot-next", "NEXT");
        assertEquals(1, presence("next-killed", "slot-next").connections());
        bot.destroyForcibly();
        bot.waitFor();
        await(() -> presence("next-killed", "slot-next").connections() == 0, 20_000, "the slot of a bot killed in NEXT came back");
    }

    @Test
    void aBotSocketHasTcpKeepAliveSoAHalfOpenConnectionIsFound() throws Exception {
        // A half-open connection (the bot's machine gone, no FIN) cannot be made on one machine; what finds it is the
        // kernel's keep-alive on the server's socket, which `ss` shows as a keepalive timer on an idle connection.
        org.junit.jupiter.api.Assumptions.assumeTrue(new java.io.File("/usr/bin/ss").canExecute() || new java.io.File("/bin/ss").canExecute(),
                "ss (iproute2) shows the socket's timers");
        arena.createTeam("kept", "password1");
        arena.createContest("slot-keep", Map.of());
        arena.enroll("slot-keep", "kept");
        try (BotClient bot = arena.bot("kept", "password1")) {
            // ss shows one timer per socket: a retransmission timer while data is unacknowledged, else keep-alive's
            String out = Await.until("a keep-alive timer on the server's side", 20_000, () -> {
                Process ss = new ProcessBuilder("ss", "-tnoH", "state", "established", "( sport = :" + arena.app.botPort() + " )")
                        .redirectErrorStream(true).start();
                String said = new String(ss.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
                ss.waitFor();
                return said;
            }, said -> said.contains("timer:(keepalive"));
            assertTrue(out.contains("timer:(keepalive"), "the server's side of a bot connection has a keep-alive timer: " + out);
            assertTrue(out.matches("(?s).*timer:\\(keepalive,(\\d+(\\.\\d+)?sec|\\d+ms).*"),
                    "probes start after seconds (30), not the system's two hours: " + out);
        }
    }

    @Test
    void anIdleConnectionGivesItsSlotBack() throws Exception {
        try (TestArena quick = TestArena.start(1)) {
            quick.createTeam("sleepy", "password1");
            quick.createContest("slot-idle", Map.of("maxConnections", 1));
            quick.enroll("slot-idle", "sleepy");
            try (BotClient bot = quick.bot("sleepy", "password1")) {
                assertTrue(bot.closedByServer());
            }
            long t = quick.app.contests().teamId("sleepy").orElseThrow();
            long c = quick.app.contests().find("slot-idle").orElseThrow().id();
            assertEquals(0, quick.app.contests().bots().presence(t, c).connections());
            try (BotClient again = quick.bot("sleepy", "password1")) {
                assertTrue(again.command("TURN").startsWith("OK"));
            }
        }
    }
}
