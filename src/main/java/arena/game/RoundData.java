package arena.game;

import java.util.List;
import java.util.Optional;

/**
 * What the matches of one round share, drawn from the round's seed by {@link Game#prepareRound} (a deck, a map, a card
 * pool), and the maker of those matches. Each game implements it with its own type, so the round's data reaches the
 * game's engines typed: the arena holds it as a {@code RoundData} and never needs to know, or cast to, what it is.
 */
public interface RoundData {

    /**
     * A new match of this round; the engine must be a pure function of its inputs and its commands. {@code entries}
     * holds each seat's entry (a creature team, a deck) as the round started, or null for a seat with none; games
     * without entries ignore it. {@code names} are the teams in seats 0 and 1, for the text the match writes for people
     * (never for a rule).
     */
    MatchEngine newMatch(long matchSeed, Settings settings, List<String> entries, SeatNames names);

    /**
     * Why an entry a team wants to save is not acceptable for this round (the coming one), or empty if it is. Games
     * without entries refuse them all.
     */
    default Optional<String> entryProblem(Settings settings, String entry) {
        return Optional.of("this game takes no entries");
    }
}
