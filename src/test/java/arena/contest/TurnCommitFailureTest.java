package arena.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.accounts.Accounts;
import arena.contest.base.Games;
import arena.contest.life.LiveContest;
import arena.contest.life.StoreOutage;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnCommits;
import arena.domain.MatchLogEntry;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.Database;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.RoundStore;
import arena.support.Await;
import arena.web.WebServer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A tick either commits or does not happen: with a store that fails (a real exception out of the real store's
 * place), a turn is counted as played and told to bots only once stored; a brief failure is retried, a lasting one
 * pauses the contest with the reason (in memory, on the API), and after a resume nothing of the kept turn is lost.
 */
@Tag("functional")
class TurnCommitFailureTest {
    private static final String TOKEN = "failing-store-token-0123";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The real store behind a switch: while {@code failuresLeft} is above 0, each commit fails (and counts down). */
    static final class FlakyStore implements TurnCommits.Store {
        final TurnCommits.Store real;
        final AtomicInteger failuresLeft = new AtomicInteger();
        final AtomicInteger failed = new AtomicInteger();

        FlakyStore(TurnCommits.Store real) {
            this.real = real;
        }

        @Override
        public void saveTurn(long roundId, List<MatchLogEntry> events) {
            if (failuresLeft.getAndUpdate(n -> n > 0 ? n - 1 : n) > 0) {
                failed.incrementAndGet();
                throw new org.jooq.exception.DataAccessException("the disk is full (injected)");
            }
            real.saveTurn(roundId, events);
        }
    }

    private Database db;
    private MatchLogStore logs;
    private FlakyStore store;
    private Contests contests;
    private WebServer web;

    private arena.contest.accounts.LoginThrottle logins;

    @BeforeEach
    void start() throws Exception {
        db = Database.open(Files.createTempDirectory("arena-flaky"));
        AccountStore accountStore = new AccountStore(db);
        ContestStore contestStore = new ContestStore(db);
        logs = new MatchLogStore(db);
        Accounts accounts = new Accounts(accountStore);
        accounts.bootstrapInstructor("admin", "instructor-secret", TOKEN);
        store = new FlakyStore(logs::saveTurn);
        PlayQueries queries = new PlayQueries(db);
        contests = new Contests(Games.discover(), accounts, accountStore, contestStore, new RoundStore(db), logs, new EntryStore(db), queries, store);
        contests.recoverAll();
        logins = new arena.contest.accounts.LoginThrottle(accounts);
        web = new WebServer(accounts, logins, contests, accountStore, contestStore, queries, new WebServer.BotPortInfo(0),
                new arena.store.SpectatorStore(db), new arena.store.ActionRecordStore(db));
        web.start(0);
        contests.create("flaky", "Flaky", "tally", Map.of("turnMillis", 30, "turns", 1000));
        contests.enrollHouseBot("flaky", "steady");
        contests.enrollHouseBot("flaky", "greedy");
        contests.startRound("flaky");
    }

    @AfterEach
    void stop() {
        web.close();
        logins.close();
        contests.shutdown();
        db.close();
    }

    @Test
    void aCommitThatFailsBrieflyIsRetriedAndPlayGoesOnWithNothingLost() throws Exception {
        LiveContest live = contests.live("flaky").orElseThrow();
        await(() -> live.turn() >= 3, "the round plays");
        int before = live.turn();
        store.failuresLeft.set(TurnCommits.retries()); // one short of the attempts a commit gets
        await(() -> live.turn() >= before + 3, "play goes on through the failures");
        assertEquals(TurnCommits.retries(), store.failed.get(), "every injected failure was met");
        assertFalse(live.paused());
        assertNull(live.pausedBecause());
        contests.pause("flaky");
        assertStoredUpTo(live);
    }

    @Test
    void aCommitThatKeepsFailingPausesTheContestWithTheReasonAndResumesWithoutALoss() throws Exception {
        LiveContest live = contests.live("flaky").orElseThrow();
        await(() -> live.turn() >= 3, "the round plays");
        store.failuresLeft.set(Integer.MAX_VALUE);
        await(live::paused, "the contest pauses once the store keeps failing");
        int turn = live.turn();
        assertTrue(live.pausedBecause().contains("turn " + turn + " of round 1 could not be stored: the disk is full (injected)"),
                live.pausedBecause());
        JsonNode api = apiContest();
        assertTrue(api.get("paused").asBoolean());
        assertEquals(live.pausedBecause(), api.get("pausedBecause").asText());
        Thread.sleep(200); // a negative check: nothing is awaited, no turn may pass in this time
        assertEquals(turn, live.turn(), "no turn is counted as played while its commit fails");
        assertEquals(turn - 1, storedTicks(live), "the store holds every turn before the failing one, and no more");

        store.failuresLeft.set(0);
        contests.resume("flaky");
        assertNull(live.pausedBecause());
        await(() -> live.turn() >= turn + 2, "play goes on after the resume");
        assertTrue(apiContest().get("pausedBecause").isNull());
        contests.pause("flaky");
        assertStoredUpTo(live);
    }

    @Test
    void aContestPausedByTheStoreResumesByItselfWhenTheStoreIsBack() throws Exception {
        LiveContest live = contests.live("flaky").orElseThrow();
        await(() -> live.turn() >= 3, "the round plays");
        store.failuresLeft.set(Integer.MAX_VALUE); // the database server goes away
        await(live::paused, "the contest pauses once the store keeps failing");
        int turn = live.turn();
        store.failuresLeft.set(0); // it is back; nobody touches the contest
        await(() -> !live.paused(), "the contest resumes by itself (StoreOutage probes every " + StoreOutage.FIRST_PROBE_MILLIS + " ms)");
        assertNull(live.pausedBecause());
        await(() -> live.turn() >= turn + 2, "play goes on");
        contests.pause("flaky");
        assertStoredUpTo(live);
    }

    @Test
    void anInstructorsPauseIsNotLiftedByTheStoreComingBack() throws Exception {
        LiveContest live = contests.live("flaky").orElseThrow();
        await(() -> live.turn() >= 3, "the round plays");
        contests.pause("flaky");
        // a negative check: the store's first probe (which would lift a pause of its own) has its time to come and go
        Thread.sleep(StoreOutage.FIRST_PROBE_MILLIS + 500);
        assertTrue(live.paused(), "paused by hand: stays paused");
    }

    /** Every turn played so far is stored, each match's log without a gap: seq 0, 1, 2, ... */
    private void assertStoredUpTo(LiveContest live) throws Exception {
        // a commit under way when the pause came ends first
        Await.until("every match stores each turn ended", 10_000,
                () -> live.matches().stream().allMatch(m -> storedTicks(m) == live.turn() - 1));
        assertEquals(live.turn() - 1, storedTicks(live), "each turn ended is stored once");
        for (LiveMatch m : live.matches()) {
            var events = logs.events(m.id());
            for (int i = 0; i < events.size(); i++) assertEquals(i, events.get(i).seq(), "match " + m.id() + " has no gap in its log");
        }
    }

    /** The ends of turn stored for the round: the same for every match of a round that runs on. */
    private int storedTicks(LiveContest live) {
        int ticks = -1;
        for (LiveMatch m : live.matches()) {
            int n = storedTicks(m);
            if (ticks >= 0) assertEquals(ticks, n, "every match of the round has as many turn ends stored");
            ticks = n;
        }
        return ticks;
    }

    private int storedTicks(LiveMatch m) {
        return (int) logs.events(m.id()).stream().filter(e -> e.seat() == LiveMatch.TICK_SEAT).count();
    }

    private JsonNode apiContest() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + web.port() + "/api/contests/flaky"))
                .header("Authorization", "Bearer " + TOKEN).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }

    private static void await(BooleanSupplier condition, String what) throws Exception {
        Await.until(what, 10_000, condition::getAsBoolean);
    }
}
