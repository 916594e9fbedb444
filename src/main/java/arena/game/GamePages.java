package arena.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the arena's pages show of a game, apart from its rules ({@link Game}): its board, the template of its rules
 * page, its entry builder, the bots people read and download, its demo contest. Supplied by the game's package beside
 * its {@link Game}, which hands it out with {@link Game#pages()}: a rule change never touches this, a page change never
 * touches the rules.
 */
public interface GamePages {

    /** The game's name: its templates live under {@code templates/games/<name>/}, its starter bots under {@code samples/<name>/}. */
    String name();

    /**
     * Draws the game's board, live and in replays, from its board view (issue 31: without the template engine, in
     * microseconds; the HTML of the board template it replaced, kept in the tests' {@code board-reference/}).
     */
    BoardHtml boardHtml();

    /** The Thymeleaf template with a {@code rules} fragment explaining the game to a student. */
    default String rulesTemplate() {
        return "games/" + name() + "/rules";
    }

    /** The Thymeleaf template of the entry builder, for games whose {@link GameTraits#hasEntries()} (see {@link #entryView}). */
    default String entryTemplate() {
        return "games/" + name() + "/entry";
    }

    /**
     * Whether the game's board shows its own turn counter (Kieszostwory counts only the turns in which a creature
     * acted, against its limit), so a page does not show the arena clock's turn beside it as a second, different count.
     */
    default boolean boardCountsTurns() {
        return false;
    }

    /** The sample bot shown on the rules page: by default the Python starter bot. */
    default String sampleBot() {
        return Samples.text(starterResource(StarterLanguage.PYTHON));
    }

    /**
     * The class-path resource of the game's starter bot in a language (by default {@code /samples/<name>/bot.py},
     * {@code Bot.java}, ...), the file a team downloads from its page to start with. It runs alone, as
     * {@code python3 bot.py HOST PORT TEAM CONTEST} and the like with the password in {@code $ARENA_PASSWORD}, or
     * speaks on its stdin and stdout when no HOST is given.
     */
    default String starterResource(StarterLanguage language) {
        return "/samples/" + name() + "/" + language.file();
    }

    /** The starter bot's text in a language, or empty if this build has none for the game in that language. */
    default Optional<String> starterBot(StarterLanguage language) {
        return Samples.read(starterResource(language));
    }

    /**
     * Whether the game's starters are CodinGame bots (a turn's input on stdin, one line on stdout) that the arena's
     * bridge connects, one process per match, rather than bot-port clients (LOCM): the pages then run them with the
     * bridge's command and offer {@code /bridge.jar}.
     */
    default boolean startersRunThroughBridge() {
        return false;
    }

    /** Settings of the demo contest that the run command starts (over the defaults). */
    default Map<String, Object> demoSettings() {
        return Map.of();
    }

    /**
     * The view model of the entry builder (a record of the game's own), template {@link #entryTemplate()}: a fragment {@code entry}
     * (the builder page's body) and a fragment {@code check} (a live summary, refreshed by HTMX as the team
     * edits; it may carry parts swapped out of band). {@code entry} is the team's saved entry (or null);
     * {@code draft} the builder's form as it is now (empty when the page opens), with the query's filters and
     * sorting, and {@code toggle}: the id of the row whose pick button was pressed in a page without scripts,
     * to be added to the entry or taken out of it. Asked only of a game whose {@link GameTraits#hasEntries()}: the others
     * have no builder.
     */
    default EntryView entryView(RoundData nextRound, Settings settings, String entry, Map<String, List<String>> draft) {
        throw new UnsupportedOperationException("the game " + name() + " takes no entries");
    }

    /** Turns the builder's form into the entry text; a form that makes no entry throws {@link IllegalArgumentException} saying why. */
    default String entryFromForm(Map<String, List<String>> form) {
        throw new IllegalArgumentException("the game " + name() + " takes no entries");
    }

    /**
     * For which rounds a saved entry counts, ending the sentence "It counts for ..." of the builder page and its
     * save message. By default the coming round and the rounds after: a game whose entries are built from one
     * round's own data says so.
     */
    default String entryCountsFor(int nextRound) {
        return "round " + nextRound + " and the rounds after, until you save another";
    }
}
