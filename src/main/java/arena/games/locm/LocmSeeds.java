package arena.games.locm;

/**
 * The seeds of one game, named as the referee's game parameters.
 *
 * @param choicesSeed        1.2: {@code draftChoicesSeed}; 1.5: {@code constructedChoicesSeed} (which picks the order
 *                           of the 120 cards but, since all 120 are shown sorted, changes nothing visible)
 * @param cardGenSeed        1.5 only: {@code cardGenSeed}, drives the 120-card pool (ignored in 1.2)
 * @param shufflePlayer0Seed shuffles player 0's deck
 * @param shufflePlayer1Seed shuffles player 1's deck
 */
public record LocmSeeds(long choicesSeed, long cardGenSeed, long shufflePlayer0Seed, long shufflePlayer1Seed) {

    /** Seeds of a 1.2 game. */
    public static LocmSeeds of12(long draftChoicesSeed, long shufflePlayer0Seed, long shufflePlayer1Seed) {
        return new LocmSeeds(draftChoicesSeed, 0, shufflePlayer0Seed, shufflePlayer1Seed);
    }

    /** Seeds of a 1.5 game. */
    public static LocmSeeds of15(long cardGenSeed, long constructedChoicesSeed, long shufflePlayer0Seed,
                                 long shufflePlayer1Seed) {
        return new LocmSeeds(constructedChoicesSeed, cardGenSeed, shufflePlayer0Seed, shufflePlayer1Seed);
    }

    /**
     * Derives all seeds from one game seed as the referee does for its {@code seed} parameter:
     * {@code new Random(seed)} then {@code nextLong()} for draftChoices, shuffle0, shuffle1 (1.2) or
     * cardGen, constructedChoices, shuffle0, shuffle1 (1.5).
     */
    public static LocmSeeds fromGameSeed(LocmVariant variant, long seed) {
        Lcg r = new Lcg(seed); // Random's numbers without its atomic update per number (see Lcg)
        if (variant == LocmVariant.V1_2) {
            long d = r.nextLong(), s0 = r.nextLong(), s1 = r.nextLong();
            return of12(d, s0, s1);
        }
        long g = r.nextLong(), c = r.nextLong(), s0 = r.nextLong(), s1 = r.nextLong();
        return of15(g, c, s0, s1);
    }
}
