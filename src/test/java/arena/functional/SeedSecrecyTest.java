package arena.functional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.rules.SeedCommitments;
import arena.game.Seeds;
import arena.support.TestArena;
import arena.support.WebSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 8: seeds are secret until they have served. Pages show a commitment (salted since issue 40: {@link
 * SeedCommitments}) before; a round's seed once the round is over, a match's once the match is over, the master seed once the contest
 * is finished; the instructor sees them at any time.
 */
class SeedSecrecyTest {
    private static final long MASTER = 8_765_432_101_234_567L;
    private TestArena arena;

    @BeforeEach
    void start() throws Exception {
        arena = TestArena.start();
    }

    @AfterEach
    void stop() {
        arena.close();
    }

    @Test
    void aCommitmentIsTheSha256OfTheSeedsDigits() {
        assertEquals("sha256:73475cb40a568e8da8a045ced110137e159f890ac4da883b6b17dc651b3a8049", Seeds.commitment(42));
    }

    /** RULINGS 9: what {@code printf '%s' 'salt:seed' | sha256sum} gives. */
    @Test
    void aSaltedCommitmentIsTheSha256OfSaltColonSeed() {
        assertEquals("sha256:7b3b098f58012e7d32d1b88bb5c8c546db559a7456e83c682c425606378d844d",
                Seeds.commitment(42, "00112233445566778899aabbccddeeff"));
    }

    @Test
    void seedsAreShownOnlyOnceTheyHaveServed() throws Exception {
        arena.createContest("sealed", Map.of("turnMillis", 30, "turns", 3, "rounds", 2, "seed", MASTER, "selfSignup", false));
        arena.createTeam("alpha", "alpha-password");
        arena.createTeam("beta", "beta-password");
        arena.enroll("sealed", "alpha");
        arena.enroll("sealed", "beta");
        long round1 = Seeds.derive(MASTER, 1);
        SeedCommitments sealed = SeedCommitments.of(arena.app.contests().find("sealed").orElseThrow());
        WebSession visitor = new WebSession(arena);
        WebSession instructor = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);

        String contest = visitor.get("/contests/sealed").body();
        assertFalse(contest.contains(Long.toString(MASTER)), "the master seed is secret while the contest runs");
        assertTrue(contest.contains(sealed.commitment(MASTER)), "its commitment is shown");
        assertTrue(contest.contains(sealed.commitment(round1)), "so is the coming round's");
        assertFalse(contest.contains(Long.toString(round1)));
        String rules = visitor.get("/games/tally?contest=sealed").body();
        assertFalse(rules.contains(Long.toString(MASTER)), "nor on the rules page");
        assertTrue(rules.contains(sealed.commitment(MASTER)));
        assertTrue(instructor.get("/contests/sealed").body().contains(Long.toString(MASTER)), "the instructor sees it");

        arena.startRound("sealed");
        arena.awaitContest("sealed", "open", 1, 30_000);
        JsonNode match = arena.api("GET", "/api/contests/sealed/rounds/1/matches", null).json().get(0);
        long id = match.get("id").asLong();
        long matchSeed = arena.api("GET", "/api/matches/" + id, null).json().get("matchSeed").asLong();
        assertTrue(visitor.get("/contests/sealed/rounds/1").body().contains(Long.toString(round1)), "a round over shows its seed");
        assertTrue(visitor.get("/matches/" + id).body().contains(Long.toString(matchSeed)), "a match over shows its seed");
        JsonNode replay = new ObjectMapper().readTree(visitor.get("/matches/" + id + "/replay.json").body());
        assertEquals(round1, replay.get("roundSeed").asLong());
        assertEquals(matchSeed, replay.get("matchSeed").asLong());
        assertEquals(sealed.commitment(MASTER), replay.get("settings").get("seed").asText(), "the master seed stays secret in the replay file");
        assertEquals(sealed.commitment(MASTER), replay.get("seedCommitments").get("seed").asText());
        String after = visitor.get("/contests/sealed").body();
        assertTrue(after.contains(sealed.commitment(Seeds.derive(MASTER, 2))), "round 2's commitment is shown before it");
        assertFalse(after.contains(Long.toString(Seeds.derive(MASTER, 2))));

        arena.startRound("sealed");
        arena.awaitContest("sealed", "finished", 2, 30_000);
        assertTrue(visitor.get("/contests/sealed").body().contains(Long.toString(MASTER)), "the contest finished: its master seed is shown");
        assertEquals(MASTER, new ObjectMapper().readTree(visitor.get("/matches/" + id + "/replay.json").body()).get("settings").get("seed").asLong());
    }
}
