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

    /**
     * The games whose bots are one program share a family (LOCM 1.2 and 1.5: one CodinGame bot plays both): a hosted
     * version made for one game of a family may play in any of them without asking (issue 39).
     */
    default String family() {
        return name();
    }

    /** One sentence for the home page and the game list. */
    String summary();

    /** The game's own settings, beside the contest settings every game shares. */
    List<Setting> settings();

    /** How the game differs from the arena's usual way (matches per pair, entries, practice, replays...), as one record. */
    default GameTraits traits() {
        return GameTraits.USUAL;
    }

    /**
     * The round's data drawn from its data seed (a deck, a map, a card pool), shared by all its matches; it makes them
     * ({@link RoundData#newMatch}) and judges the entries saved for the round ({@link RoundData#entryProblem}). The
     * contest hands a child of the round's seed (RULINGS 9), never the seed its matches' seeds derive from.
     */
    RoundData prepareRound(long dataSeed, Settings settings);

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

    /**
     * The game over an instructor's data file for one contest (a game whose {@link GameTraits#takesDataFile()}). A file
     * that breaks the game's rules throws {@link IllegalArgumentException} saying where and what.
     */
    default Game withContestData(String dataFileText) {
        throw new IllegalArgumentException("the game " + name() + " takes no data file");
    }

    /** A limit a bot's answer has, as the game measures it: what it is for, and its milliseconds. */
    record TimeLimit(String what, long millis) {}

    /**
     * The limits a bot's answers have under these settings, the contest's own factor applied, before any language's
     * (issue 39: every limit shown is the one that applies). Empty: a bot has the contest's turn, whatever its language.
     */
    default List<TimeLimit> timeLimits(Settings settings) {
        return List.of();
    }

    /** The most turns a match lasts with these settings, for progress bars; 0 if the game cannot say. */
    default int turnLimit(Settings settings) {
        return 0;
    }

    /**
     * Whether a team with this saved entry (null: none) takes part in a round. A game where a round cannot be played
     * without an entry says no, and such a team sits the round out: paired with no one (Kieszostwory, RULINGS 7).
     */
    default boolean playsRoundWith(String entry) {
        return true;
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
