package arena.contest.rules;

import arena.game.Seeds;
import java.util.Collection;

/**
 * What is derived from what (RULINGS 9, issue 40). A round's seed is {@code Seeds.derive(master, number)}; a re-run's a
 * fresh one, {@code Seeds.derive(master, 1_000_000 + re-run count)}; match {@code i} (1-based) plays {@code
 * Seeds.derive(roundSeed, i)}. What is public before a round (LOCM 1.5's pool, a map) is drawn, in the contests made
 * since, from a child seed of its own, {@code Seeds.derive(roundSeed, 0)}, stored as the round's data seed: drawn from
 * the round seed itself, the pool gave the round seed away to a search of its generator and with it every match's draw
 * order. The contests made before keep drawing from the round seed, so their rounds replay as they were played.
 */
public enum SeedScheme {
    /** The contests made before V20: a round's data from its own seed. */
    DATA_FROM_ROUND_SEED(1),
    /** A round's data from its child seed 0. */
    DATA_FROM_CHILD_SEED(2);

    public static final SeedScheme CURRENT = DATA_FROM_CHILD_SEED;
    /** A re-run's seed is the master's child {@code RERUN_CHILDREN + n}, far from any round number. */
    public static final long RERUN_CHILDREN = 1_000_000;

    private final int number;

    SeedScheme(int number) {
        this.number = number;
    }

    public int number() {
        return number;
    }

    public static SeedScheme of(int number) {
        for (SeedScheme s : values()) if (s.number == number) return s;
        throw new IllegalArgumentException("no seed scheme " + number);
    }

    public static long roundSeed(long master, int roundNumber) {
        return Seeds.derive(master, roundNumber);
    }

    public static long matchSeed(long roundSeed, int matchNumber) {
        return Seeds.derive(roundSeed, matchNumber);
    }

    /**
     * The seed a round's pairings are drawn from (groups by draw, the order of teams tied on points; issue 43): the round
     * seed's child {@code -1}, apart from its data (child 0) and its matches (1..n), as RULINGS 9 asks of everything
     * drawn for a round.
     */
    public static long pairingSeed(long roundSeed) {
        return Seeds.derive(roundSeed, PAIRING_CHILD);
    }

    /** The round seed's child the pairings are drawn from. */
    public static final long PAIRING_CHILD = -1;

    /**
     * The seed of the next re-run: the master's child {@code 1_000_000 + n}, n the re-runs so far plus one (the first
     * re-run is child 1_000_001). The re-runs so far are counted from the seeds the contest's rounds played, so nothing
     * else needs keeping.
     */
    public static long nextRerunSeed(long master, Collection<Long> playedSeeds) {
        for (long n = 1; ; n++) {
            long seed = Seeds.derive(master, RERUN_CHILDREN + n);
            if (!playedSeeds.contains(seed)) return seed;
        }
    }

    /** The data seed a round stores with its row: null where its data comes from its own seed. */
    public Long storedDataSeed(long roundSeed) {
        return this == DATA_FROM_CHILD_SEED ? Seeds.derive(roundSeed, 0) : null;
    }

    /** The seed a round's data is drawn from. */
    public long dataSeed(long roundSeed) {
        Long stored = storedDataSeed(roundSeed);
        return stored != null ? stored : roundSeed;
    }
}
