package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import arena.games.locm.arena.Pool;
import arena.store.db.Tables;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 40, RULINGS 9: nothing public before a round shares bits with a secret seed; commitments are salted; a re-run
 * draws a fresh seed; the contests made before keep their pools and their commitments.
 */
class SeedDerivationTest {
    private static final long MASTER = 8_765_432_101_234_567L;
    /** The 48 bits of state of {@code java.util.Random} (and {@code Lcg}) a seed gives: what a search of a pool finds. */
    private static final long STATE_BITS = (1L << 48) - 1;
    private TestArena arena;

    @BeforeEach
    void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterEach
    void stop() {
        arena.close();
    }

    private void locmContest(String slug) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Pools", "game", "locm15",
                "settings", Map.of("seed", MASTER, "rounds", 2))));
    }

    private Pool comingPool(String slug) {
        return (Pool) arena.app.contests().live(slug).orElseThrow().nextRoundData();
    }

    /**
     * The search of issue 40 reduced: it recovers the 48-bit state the pool's generator was seeded with, then tries the
     * 65,536 values of the 16 bits the state lacks. The pool now comes from the round seed's child 0, so none of those
     * candidates is the round's seed, and no match seed follows from the generator's seed.
     */
    @Test
    void thePoolsGeneratorStateSharesNoBitsWithTheRoundSeed() {
        locmContest("pools");
        long roundSeed = Seeds.derive(MASTER, 1);
        Pool pool = comingPool("pools");
        long generatorSeed = Seeds.derive(roundSeed, 0);
        assertEquals(Pool.of(generatorSeed).fingerprint(), pool.fingerprint(), "the pool is drawn from the round seed's child 0");
        assertNotEquals(Pool.of(roundSeed).fingerprint(), pool.fingerprint(), "not from the round seed itself");
        long recovered = (generatorSeed ^ 0x5DEECE66DL) & STATE_BITS;
        for (long high = 0; high < 1 << 16; high++) {
            long candidate = (high << 48) | (recovered ^ 0x5DEECE66DL);
            assertNotEquals(roundSeed, candidate, "the pool's generator state gives the round seed");
            for (int match = 1; match <= 3; match++) assertNotEquals(Seeds.derive(roundSeed, match), Seeds.derive(candidate, match));
        }
    }

    /** A contest made before V20 keeps the pool it has shown (decks were saved for it) and its unsalted commitments. */
    @Test
    void aContestMadeBeforeKeepsItsPoolsAndCommitments() throws Exception {
        locmContest("older");
        arena.app.database().sql().update(Tables.CONTEST).set(Tables.CONTEST.SEED_SCHEME, 1).setNull(Tables.CONTEST.SALT_KEY)
                .where(Tables.CONTEST.SLUG.eq("older")).execute();
        arena.close();
        arena = TestArena.at(arena.dataDir);
        long roundSeed = Seeds.derive(MASTER, 1);
        assertEquals(Pool.of(roundSeed).fingerprint(), comingPool("older").fingerprint());
        String page = new WebSession(arena).get("/contests/older").body();
        assertTrue(page.contains(Seeds.commitment(MASTER)), "its master seed's commitment stays the one it showed");
        assertTrue(page.contains(Seeds.commitment(roundSeed)));
    }

    /** An instructor's memorable seed: its commitment is found by no search over 0..10^7, and checks once shown. */
    @Test
    void aChosenSeedsCommitmentCannotBeSearched() throws Exception {
        arena.createContest("chosen", Map.of("turnMillis", 20, "turns", 2, "rounds", 1, "seed", 12345, "selfSignup", false));
        arena.createTeam("alpha", "alpha-password");
        arena.createTeam("beta", "beta-password");
        arena.enroll("chosen", "alpha");
        arena.enroll("chosen", "beta");
        WebSession visitor = new WebSession(arena);
        String page = visitor.get("/contests/chosen").body();
        Set<String> shown = new HashSet<>();
        Matcher m = Pattern.compile("sha256:[0-9a-f]{64}").matcher(page);
        while (m.find()) shown.add(m.group());
        assertEquals(2, shown.size(), "the master seed's and the coming round's commitments: " + shown);
        for (long seed = 0; seed <= 10_000_000; seed++) assertFalse(shown.contains(Seeds.commitment(seed)), "found seed " + seed);

        arena.startRound("chosen");
        arena.awaitContest("chosen", "finished", 1, 30_000);
        String after = visitor.get("/contests/chosen").body();
        Matcher salt = Pattern.compile("committed with the salt\\s*<code>([0-9a-f]{32})</code>").matcher(after);
        assertTrue(salt.find(), "the finished contest shows its seed's salt");
        assertTrue(shown.contains(Seeds.commitment(12345, salt.group(1))), "salt:seed hashes to the commitment shown before");
        String round = visitor.get("/contests/chosen/rounds/1").body();
        Matcher roundSalt = Pattern.compile("(-?\\d+) \\(salt ([0-9a-f]{32})\\)").matcher(round);
        assertTrue(roundSalt.find(), round);
        assertEquals(Seeds.derive(12345, 1), Long.parseLong(roundSalt.group(1)));
        assertTrue(shown.contains(Seeds.commitment(Long.parseLong(roundSalt.group(1)), roundSalt.group(2))), "the round's seed checks too");
    }

    /** A re-run plays a fresh seed, committed anew; round 1's replays stay as they were. */
    @Test
    void aRerunDrawsAFreshSeed() throws Exception {
        arena.createContest("again", Map.of("turnMillis", 20, "turns", 2, "rounds", 5, "seed", MASTER, "selfSignup", false));
        arena.createTeam("alpha", "alpha-password");
        arena.createTeam("beta", "beta-password");
        arena.enroll("again", "alpha");
        arena.enroll("again", "beta");
        arena.startRound("again");
        arena.awaitContest("again", "open", 1, 30_000);
        long first = arena.api("GET", "/api/contests/again/rounds/1/matches", null).json().get(0).get("id").asLong();
        JsonNode before = arena.api("GET", "/api/matches/" + first + "/replay", null).json();

        assertEquals(202, arena.api("POST", "/api/contests/again/rounds/1/rerun", null).status());
        arena.awaitContest("again", "open", 2, 30_000);
        long rerun = arena.api("GET", "/api/contests/again/rounds/2/matches", null).json().get(0).get("id").asLong();
        JsonNode match = arena.api("GET", "/api/matches/" + rerun, null).json();
        long fresh = Seeds.derive(MASTER, 1_000_001);
        assertEquals(fresh, match.get("roundSeed").asLong(), "the first re-run plays the master's child 1,000,001");
        assertEquals(Seeds.derive(fresh, 1), match.get("matchSeed").asLong());
        assertNotEquals(Seeds.derive(MASTER, 1), match.get("roundSeed").asLong());
        assertEquals(before, arena.api("GET", "/api/matches/" + first + "/replay", null).json(), "round 1's replay stays");

        assertEquals(202, arena.api("POST", "/api/contests/again/rounds/1/rerun", null).status());
        arena.awaitContest("again", "open", 3, 30_000);
        long second = arena.api("GET", "/api/contests/again/rounds/3/matches", null).json().get(0).get("id").asLong();
        assertEquals(Seeds.derive(MASTER, 1_000_002), arena.api("GET", "/api/matches/" + second, null).json().get("roundSeed").asLong());
        JsonNode replay = new ObjectMapper().readTree(new WebSession(arena).get("/matches/" + second + "/replay.json").body());
        assertEquals(Seeds.derive(MASTER, 1_000_002), replay.get("roundSeed").asLong());
        assertTrue(replay.get("seedSalts").get("roundSeed").asText().matches("[0-9a-f]{32}"), "shown with its salt");
        assertNull(replay.get("seedCommitments").get("roundSeed"));
    }
}
