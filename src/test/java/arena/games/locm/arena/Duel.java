package arena.games.locm.arena;

import arena.game.Seeds;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmSeeds;
import arena.games.locm.LocmVariant;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/** A tiny helper: one arena match of a variant from a seed, played by house bots' answers, or driven by hand. */
final class Duel {
    final LocmArenaMatch m;

    Duel(LocmVariant variant, long seed) {
        this(variant, seed, Arrays.asList(null, null), 50, 1.0);
    }

    Duel(LocmVariant variant, long seed, List<List<Integer>> decks, long turnMillis, double factor) {
        this(variant, seed, decks, arena.game.SeatNames.NUMBERED, LocmClock.of(turnMillis, factor));
    }

    /** A match whose seats' holds may last {@code holdMillis} in all. */
    Duel(LocmVariant variant, long seed, long turnMillis, long holdMillis) {
        this(variant, seed, Arrays.asList(null, null), arena.game.SeatNames.NUMBERED, LocmClock.of(turnMillis, 1.0).withHoldMillis(holdMillis));
    }

    /** A match between two named teams. */
    Duel(LocmVariant variant, long seed, arena.game.SeatNames names) {
        this(variant, seed, Arrays.asList(null, null), names, LocmClock.of(50, 1.0));
    }

    /** A match kept by this clock. */
    Duel(LocmVariant variant, long seed, LocmClock clock) {
        this(variant, seed, Arrays.asList(null, null), arena.game.SeatNames.NUMBERED, clock);
    }

    private Duel(LocmVariant variant, long seed, List<List<Integer>> decks, arena.game.SeatNames names, LocmClock clock) {
        LocmSeeds seeds = LocmSeeds.fromGameSeed(variant, seed);
        LocmMatch game = variant == LocmVariant.V1_5 ? LocmMatch.create15(seeds, Pool.of(seed).cards()) : LocmMatch.create(variant, seeds);
        m = new LocmArenaMatch(game, clock, decks, names);
    }

    int toMove() {
        return m.game().toMove();
    }

    String input(int seat) {
        return m.game().inputFor(seat);
    }

    String answer(int seat, String line) {
        return String.join("|", m.apply(seat, line.isEmpty() ? "ANSWER" : "ANSWER " + line).lines());
    }

    /** Plays to the end with these bots by seat; returns the winner (-1: no winner). */
    int play(LocmHouseBot first, LocmHouseBot second, long botSeed) {
        LocmHouseBot[] bots = {first, second};
        Random[] rnd = {new Random(botSeed), new Random(botSeed + 1)};
        while (!m.finished()) {
            for (int seat : List.copyOf(m.game().awaiting())) {
                if (m.finished()) break;
                answer(seat, bots[seat].answer(input(seat), rnd[seat]));
            }
        }
        return m.game().winner();
    }

    static long seed(int i) {
        return Seeds.derive(2024, i);
    }
}
