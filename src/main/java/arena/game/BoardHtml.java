package arena.game;

import java.util.List;

/**
 * Draws a game's board as HTML straight from its board view ({@link MatchEngine#board()}), without the template
 * engine (issue 31: a Vestrock board cost 2 to 3 ms in Thymeleaf, about a core for the 380 boards of a 20-team round
 * drawn each turn; drawn here it costs microseconds). The HTML is the one the game's board template drew, character
 * for character: {@code BoardHtmlTest} holds every game's drawing to that template, kept in the tests' resources,
 * over every position of real matches and every eye.
 */
@FunctionalInterface
public interface BoardHtml {

    /** Appends the board, one element, to {@code out}; {@code teams} are the names of the teams in seat 0 and 1. */
    void draw(Object board, List<String> teams, StringBuilder out);
}
