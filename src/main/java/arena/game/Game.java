package arena.game;

import java.util.List;
import java.util.Map;

/**
 * A game the arena can host: its rules, protocol and scoring. Everything the foundation needs of a game goes through
 * this contract and, for what the pages show, through its {@link GamePages} ({@link #pages()}); the foundation knows
 * no game by name (games are found with {@link java.util.ServiceLoader}).
 */
public interface Game {

    /** The name used in the API and in URLs, e.g. {@code vestrock}. */
    String name();

    String title();

    /** One sentence for the home page and the game list. */
    String summary();

    /** The game's own settings, beside the contest settings every game shares. */
    List<Setting> settings();

    /**
     * The game's own settings that may change between a contest's rounds: those that change nothing of how a played
     * match replays (a time factor whose decisions are logged). The others change only before the first round.
     */
    default java.util.Set<String> settingsFreeBetweenRounds() {
        return java.util.Set.of();
    }

    /** Matches each pair of teams plays in a round; with 2 the seats are swapped in the second. */
    default int matchesPerPair() {
        return 2;
    }

    /**
     * The round's data drawn from the round's seed (a deck, a map, a card pool), shared by all its matches; it makes
     * them ({@link RoundData#newMatch}) and judges the entries saved for the round ({@link RoundData#entryProblem}).
     */
    RoundData prepareRound(long roundSeed, Settings settings);

    /** The text protocol spoken by bots on the bot port. */
    Protocol protocol();

    /** House bots by name; each call of a factory makes a fresh bot. */
    Map<String, HouseBot.Factory> houseBots();

    /**
     * Round scores per team from the round's finished matches. The default adds up each team's match
     * scores; games with another rule override it.
     */
    default Map<Long, Double> roundScores(List<MatchResult> results) {
        return MatchResult.sumPerTeam(results);
    }

    /** What kind of program the game's bots are, which is how a hosted bot of it is run ({@link BotProgram}). */
    default BotProgram botProgram() {
        return BotProgram.LINE_PROTOCOL;
    }

    /** Whether an instructor may replace the game's data file (creatures, moves, cards) for one contest. */
    default boolean takesDataFile() {
        return false;
    }

    /**
     * The game over an instructor's data file for one contest. A file that breaks the game's rules throws
     * {@link IllegalArgumentException} saying where and what.
     */
    default Game withContestData(String dataFileText) {
        throw new IllegalArgumentException("the game " + name() + " takes no data file");
    }

    /**
     * Whether the per-turn command limit ({@code commandsPerTurn}) counts per match (each of a team's matches
     * has its own allowance) instead of per team. Commands that touch no match are then limited to the
     * allowance times the number of the team's matches.
     */
    default boolean commandLimitPerMatch() {
        return false;
    }

    /**
     * Whether a team's practice match against a house bot may run while a round is being played. A game whose protocol
     * numbers a team's matches within the round (Kieszostwory's rivals) says no: its practice runs only between rounds.
     */
    default boolean practiceDuringRounds() {
        return true;
    }

    /** The most turns a match lasts with these settings, for progress bars; 0 if the game cannot say. */
    default int turnLimit(Settings settings) {
        return 0;
    }

    /**
     * Whether a replay steps by the players' accepted commands (each a move of the game, as LOCM's answers are) rather
     * than by turns of the arena's clock, which in such a game say nothing about the moves.
     */
    default boolean replayStepsByCommand() {
        return false;
    }

    /**
     * Whether a team with this saved entry (null: none) takes part in a round. A game where a round cannot be played
     * without an entry says no, and such a team sits the round out: paired with no one (Kieszostwory, RULINGS 7).
     */
    default boolean playsRoundWith(String entry) {
        return true;
    }

    /** Whether teams register an entry before rounds (a deck, a creature team) and the arena shows a builder page. */
    default boolean hasEntries() {
        return false;
    }

    /** What a team's entry is called on its pages, in a sentence ("deck", "creature team"). */
    default String entryName() {
        return "entry";
    }

    /**
     * The default value of each of the game's settings, shown by its rules page when no contest is given (a contest's
     * own settings replace them there).
     */
    default Map<String, Object> defaults() {
        return Settings.of(settings(), Map.of()).asMap();
    }

    /** What the arena's pages show of the game: its board, rules page, entry builder, sample bots and demo. */
    GamePages pages();
}
