package arena.web;

import static arena.game.Html.text;

import arena.contest.Contests;

/**
 * A match's board as the match page, its live poll and its replay show it, drawn by the game's
 * {@link arena.game.BoardHtml} (issue 31: in microseconds, not milliseconds in Thymeleaf). The live frame around it is
 * the HTML that {@code templates/match.html} drew as its fragment {@code board} (the tests' {@code board-reference/}
 * keeps that fragment, BoardHtmlTest holds this to it); the pages themselves stay templates and include these strings.
 */
final class BoardFrame {
    private BoardFrame() {}

    /** The game's board alone, as a replay's step shows it. */
    static String board(Contests.MatchView view) {
        StringBuilder out = new StringBuilder(8192);
        view.game().pages().boardHtml().draw(view.board(), view.teams(), out);
        return out.toString();
    }

    /**
     * The live board: the frame that polls it (while the match is played, naming {@code boardVersion} when there is
     * one), its status line, and the game's board.
     */
    static String live(Contests.MatchView view, String boardVersion) {
        StringBuilder out = new StringBuilder(8192);
        out.append("<div id=\"board\" class=\"board-frame\"\n       hx-trigger=\"every 1s\" hx-swap=\"outerHTML\"");
        if (!view.finished()) {
            out.append(" hx-get=\"/matches/").append(view.match().id()).append("/board");
            if (boardVersion != null) text(out.append("?v="), boardVersion);
            out.append('"');
        }
        out.append(">\n    <p class=\"status-line\">\n      ");
        if (!view.finished()) out.append("<span class=\"badge live\">live</span>");
        out.append("\n      ");
        if (view.finished()) out.append("<span class=\"badge finished\">")
                .append("voided".equals(view.match().status().text()) ? "voided" : "finished").append("</span>");
        out.append("\n      ");
        if (!view.game().pages().boardCountsTurns()) out.append("Turn <strong>").append(view.turn()).append("</strong> &middot; ");
        text(out.append("<span>"), view.summary()).append("</span>\n    </p>\n    ");
        view.game().pages().boardHtml().draw(view.board(), view.teams(), out);
        return out.append("\n  </div>").toString();
    }
}
