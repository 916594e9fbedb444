package arena.game;

import java.util.List;
import java.util.Map;

/**
 * A game the arena can host. Everything the foundation needs of a game goes through this contract;
 * the foundation knows no game by name (games are found with {@link java.util.ServiceLoader}).
 */
public interface Game {

    /** The name used in the API and in URLs, e.g. {@code vestrock}. */
    String name();

    String title();

    /** One sentence for the home page and the game list. */
    String summary();

    /** The game's own settings, beside the contest settings every game shares. */
    List<Setting> settings();

    /** Matches each pair of teams plays in a round; with 2 the seats are swapped in the second. */
    default int matchesPerPair() {
        return 2;
    }

    /** Round-level data drawn from the round's seed (a deck, a map, a card pool), shared by all its matches. */
    Object prepareRound(long roundSeed, Settings settings);

    /**
     * A new match of a round; the engine must be a pure function of its inputs and its commands. {@code names}
     * are the teams in seats 0 and 1, for the text the match writes for people (never for a rule).
     */
    MatchEngine newMatch(Object round, long matchSeed, Settings settings, SeatNames names);

    /**
     * A new match of a round in a game where teams register an entry before the round (a creature team,
     * a deck): {@code entries} holds each seat's entry as the round started, or null for a seat with none.
     */
    default MatchEngine newMatch(Object round, long matchSeed, Settings settings, List<String> entries, SeatNames names) {
        return newMatch(round, matchSeed, settings, names);
    }

    /**
     * Why an entry a team wants to save is not acceptable for the coming round (whose data is given), or
     * empty if it is. Games without entries refuse them all.
     */
    default java.util.Optional<String> entryProblem(Object nextRound, Settings settings, String entry) {
        return java.util.Optional.of("the game " + name() + " takes no entries");
    }

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
     * Whether the game's board shows its own turn counter (Kieszostwory counts only the turns in which a creature
     * acted, against its limit), so a page does not show the arena clock's turn beside it as a second, different count.
     */
    default boolean boardCountsTurns() {
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
     * The view model of the entry builder, template {@code games/<name>/entry.html}: a fragment {@code entry}
     * (the builder page's body) and a fragment {@code check} (a live summary, refreshed by HTMX as the team
     * edits; it may carry parts swapped out of band). {@code entry} is the team's saved entry (or null);
     * {@code draft} the builder's form as it is now (empty when the page opens), with the query's filters and
     * sorting, and {@code toggle}: the id of the row whose pick button was pressed in a page without scripts,
     * to be added to the entry or taken out of it.
     */
    default Map<String, Object> entryView(Object nextRound, Settings settings, String entry, Map<String, List<String>> draft) {
        return Map.of();
    }

    /**
     * For which rounds a saved entry counts, ending the sentence "It counts for ..." of the builder page and its
     * save message. By default the coming round and the rounds after: a game whose entries are built from one
     * round's own data says so.
     */
    default String entryCountsFor(int nextRound) {
        return "round " + nextRound + " and the rounds after, until you save another";
    }

    /** Turns the builder's form into the entry text; a form that makes no entry throws {@link IllegalArgumentException} saying why. */
    default String entryFromForm(Map<String, List<String>> form) {
        throw new IllegalArgumentException("the game " + name() + " takes no entries");
    }

    /** Settings of the demo contest that the run command starts (over the defaults). */
    default Map<String, Object> demoSettings() {
        return Map.of();
    }

    /** The Thymeleaf template (under {@code templates/}) with a {@code board} fragment for the live board. */
    default String boardTemplate() {
        return "games/" + name() + "/board";
    }

    /** The sample bot shown on the rules page: by default the starter bot. */
    default String sampleBot() {
        return Samples.text("/samples/" + starterFile());
    }

    /**
     * The file name of the bot a team downloads from its page to start with, a resource under {@code /samples/}
     * (by default {@code <name>_bot.py}). It must run alone, as every sample the arena ships does:
     * {@code python3 FILE HOST PORT TEAM PASSWORD [CONTEST_SLUG]}.
     */
    default String starterFile() {
        return name() + "_bot.py";
    }

    /** The starter bot's text, or empty if this build has none for the game. */
    default java.util.Optional<String> starterBot() {
        return Samples.read("/samples/" + starterFile());
    }

    /** The Thymeleaf template with a {@code rules} fragment explaining the game to a student. */
    default String rulesTemplate() {
        return "games/" + name() + "/rules";
    }
}
