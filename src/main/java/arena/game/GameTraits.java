package arena.game;

import java.util.Set;

/**
 * How a game differs from the arena's usual way, said once as data ({@link Game#traits()}) instead of a method of the
 * contract per quirk: a game states only what it changes from {@link #USUAL}, with {@link #usual()}.
 *
 * @param matchesPerPair matches each pair of teams plays in a round; with 2 the seats are swapped in the second
 * @param botProgram what kind of program the game's bots are, which is how a hosted bot of it is run
 * @param takesDataFile whether an instructor may replace the game's data file (creatures, moves, cards) for one contest
 *     ({@link Game#withContestData})
 * @param commandLimitPerMatch whether the per-turn command limit ({@code commandsPerTurn}) counts per match (each of a
 *     team's matches has its own allowance, RULINGS 7) instead of per team
 * @param practiceDuringRounds whether a team's practice match against a house bot may run while a round is being
 *     played; a game whose protocol numbers a team's matches within the round (Kieszostwory's rivals) says no
 * @param replayStepsByCommand whether a replay steps by the players' accepted commands (each a move of the game, as
 *     LOCM's answers are) rather than by turns of the arena's clock, which in such a game say nothing about the moves
 * @param hasEntries whether teams register an entry before rounds (a deck, a creature team) and the arena shows a
 *     builder page for it
 * @param entryName what a team's entry is called on its pages, in a sentence ("deck", "Kieszostwory team")
 * @param settingsFreeBetweenRounds the game's own settings that may change between a contest's rounds: those that
 *     change nothing of how a played match replays (a time factor whose decisions are logged); the others change only
 *     before the first round
 */
public record GameTraits(int matchesPerPair, BotProgram botProgram, boolean takesDataFile, boolean commandLimitPerMatch,
                         boolean practiceDuringRounds, boolean replayStepsByCommand, boolean hasEntries, String entryName,
                         Set<String> settingsFreeBetweenRounds) {

    /** The usual game: two matches a pair, line-protocol bots, no data file, no entries, practice at any time. */
    public static final GameTraits USUAL = new GameTraits(2, BotProgram.LINE_PROTOCOL, false, false, true, false, false, "entry", Set.of());

    public GameTraits {
        if (matchesPerPair < 1 || matchesPerPair > 2) throw new IllegalArgumentException("a pair plays 1 or 2 matches: " + matchesPerPair);
        settingsFreeBetweenRounds = Set.copyOf(settingsFreeBetweenRounds);
    }

    /** The usual traits, to change where a game differs: {@code GameTraits.usual().withEntries("deck").build()}. */
    public static Builder usual() {
        return new Builder();
    }

    /** Traits stated one by one, each a difference from the usual game. */
    public static final class Builder {
        private int matchesPerPair = USUAL.matchesPerPair;
        private BotProgram botProgram = USUAL.botProgram;
        private boolean takesDataFile, commandLimitPerMatch, replayStepsByCommand, hasEntries;
        private boolean practiceDuringRounds = USUAL.practiceDuringRounds;
        private String entryName = USUAL.entryName;
        private Set<String> settingsFreeBetweenRounds = USUAL.settingsFreeBetweenRounds;

        private Builder() {
        }

        public Builder matchesPerPair(int matches) {
            matchesPerPair = matches;
            return this;
        }

        public Builder botProgram(BotProgram program) {
            botProgram = program;
            return this;
        }

        public Builder takesDataFile() {
            takesDataFile = true;
            return this;
        }

        public Builder commandLimitPerMatch() {
            commandLimitPerMatch = true;
            return this;
        }

        public Builder practiceOnlyBetweenRounds() {
            practiceDuringRounds = false;
            return this;
        }

        public Builder replayStepsByCommand() {
            replayStepsByCommand = true;
            return this;
        }

        /** Teams register an entry, called {@code name} on their pages. */
        public Builder entries(String name) {
            hasEntries = true;
            entryName = name;
            return this;
        }

        public Builder settingsFreeBetweenRounds(String... names) {
            settingsFreeBetweenRounds = Set.of(names);
            return this;
        }

        public GameTraits build() {
            return new GameTraits(matchesPerPair, botProgram, takesDataFile, commandLimitPerMatch, practiceDuringRounds, replayStepsByCommand,
                    hasEntries, entryName, settingsFreeBetweenRounds);
        }
    }
}
