package arena.games.kieszostwory;

import static arena.game.Html.text;

import arena.game.BoardHtml;
import java.util.List;
import java.util.Locale;

/**
 * Kieszostwory's board ({@link BoardView}) drawn as HTML without the template engine (issue 31), the same HTML that its
 * template {@code games/kieszostwory/board.html} drew (kept in the tests' {@code board-reference/}; BoardHtmlTest
 * compares them over whole pairings). The blank lines and indents are the template's.
 */
final class KieszBoardHtml implements BoardHtml {

    @Override
    public void draw(Object board, List<String> teams, StringBuilder out) {
        BoardView b = (BoardView) board;
        out.append("<div class=\"kz-board\">\n  <link rel=\"stylesheet\" href=\"/static/kieszostwory.css\">\n  <p class=\"kz-status\">\n    <strong class=\"kz-duel\">");
        text(out, b.finished() ? "Both duels played" : b.duelName()).append("</strong>\n    ");
        if (!b.finished()) {
            out.append("\n      &middot; <span>");
            text(out, teams.get(b.firstSeat())).append("</span> is first\n      &middot; turn <strong class=\"kz-turn\">").append(b.countedTurns())
                    .append("</strong> of <span>").append(b.maxTurns()).append("</span>\n      ");
            if (b.forcedSwitch()) out.append("<span class=\"kz-forced\">&middot; switching creatures (not counted)</span>");
            out.append("\n    ");
        }
        out.append("\n    &middot; <span class=\"kz-score\">score <strong class=\"kz-score0\">").append(b.points().get(0))
                .append("</strong> : <strong class=\"kz-score1\">").append(b.points().get(1)).append("</strong></span>\n  </p>\n  <p class=\"kz-results\">\n    ");
        if (!b.results().get(0).isEmpty()) text(out.append("<span class=\"kz-result-match\">"), "Match: " + result(b.results().get(0), teams)).append("</span>");
        out.append("\n    ");
        if (!b.results().get(1).isEmpty()) text(out.append("<span class=\"kz-result-rematch\">"), " · Rematch: " + result(b.results().get(1), teams)).append("</span>");
        out.append("\n    ");
        if (b.finished()) out.append("<span class=\"kz-final\"> · Final score ").append(b.points().get(0)).append(" : ").append(b.points().get(1)).append("</span>");
        out.append("\n  </p>\n\n  <div class=\"kz-arena\">\n    ");
        boolean first = true;
        for (BoardView.Side s : b.sides()) {
            if (!first) out.append("\n    ");
            first = false;
            out.append("<section class=\"kz-side\" id=\"kz-side-").append(s.seat()).append("\">\n      <header>\n        <strong>");
            text(out, teams.get(s.seat())).append("</strong>\n        <span class=\"muted\">").append(s.first() ? "· first" : "")
                    .append("</span>\n        <span class=\"kz-left\">").append(s.healthy()).append(" of 6 healthy</span>\n      </header>\n      <div class=\"kz-in-arena\">\n        ");
            if (s.active() != null) creature(s.active(), true, out);
            out.append("\n        ");
            if (s.active() == null) out.append("<p class=\"muted kz-no-creature\">")
                    .append(b.finished() ? "no creature in the arena" : "no creature in the arena: must switch").append("</p>");
            text(out.append("\n      </div>\n      <p class=\"kz-last\">Last move: <code class=\"kz-last-move\">"), s.lastMove())
                    .append("</code></p>\n      <div class=\"kz-team\">\n        ");
            for (BoardView.Card c : s.team()) creature(c, false, out);
            out.append("\n      </div>\n    </section>");
        }
        out.append("\n  </div>\n\n  <details class=\"kz-log\" open>\n    <summary>Last events</summary>\n    <ol>\n      ");
        first = true;
        for (BoardView.LogLine l : b.log()) {
            if (!first) out.append("\n      ");
            first = false;
            out.append("<li>\n        <span class=\"muted\">").append(l.duel() == 0 ? "M" : "R").append(" T").append(l.turn()).append("</span>\n        ");
            if (l.seat() >= 0) text(out.append("<strong>"), teams.get(l.seat())).append("</strong>");
            text(out.append("\n        <span>"), l.text()).append("</span>\n      </li>");
        }
        out.append("\n    </ol>\n  </details>\n</div>");
    }

    /** A duel's result as the board says it: "a draw", or who won. */
    private static String result(String result, List<String> teams) {
        return result.equals("draw") ? "a draw" : teams.get(result.equals("seat0") ? 0 : 1) + " won";
    }

    /** One creature: name, types, an HP bar, bonuses, poison, and the invincible / resting / fainted marks. */
    private static void creature(BoardView.Card c, boolean big, StringBuilder out) {
        out.append("<div class=\"kz-creature");
        StringBuilder classes = new StringBuilder();
        if (c.empty()) classes.append("empty");
        if (c.fainted()) classes.append(" fainted");
        if (c.active()) classes.append(" in-arena");
        if (big) classes.append(" big");
        if (!classes.isEmpty()) out.append(' ').append(classes);
        out.append("\">\n  ");
        if (c.empty()) out.append("<span class=\"muted\">slot ").append(c.slot()).append(": empty</span>");
        out.append("\n  ");
        if (!c.empty()) {
            out.append("\n    <div class=\"kz-name\"><span class=\"kz-slot\">").append(c.slot()).append("</span> <strong>");
            text(out, c.name()).append("</strong>\n      ");
            for (String t : c.types()) {
                text(text(out.append("<span class=\"kz-type kz-t-"), t.toLowerCase(Locale.ROOT)).append("\">"), t).append("</span>");
            }
            out.append("</div>\n    <div class=\"kz-hpbar\"><span class=\"").append(c.hpClass()).append("\" style=\"width:").append(c.hpPercent())
                    .append("%\"></span></div>\n    <div class=\"kz-hp\"><span class=\"kz-hp-value\">").append(c.hp()).append("</span>/<span>")
                    .append(c.hpMax()).append("</span> HP\n      ");
            if (c.fainted()) out.append("<span class=\"kz-mark kz-fainted\">fainted</span>");
            out.append("\n      ");
            if (c.invincible()) out.append("<span class=\"kz-mark kz-invincible\" title=\"invincible: moves do nothing to it\">invincible</span>");
            out.append("\n      ");
            if (c.resting()) out.append("<span class=\"kz-mark kz-resting\" title=\"resting this turn\">resting</span>");
            out.append("\n      ");
            if (c.poisonTurns() > 0) out.append("<span class=\"kz-mark kz-poison\">poison ").append(c.poisonDamage()).append(" × ")
                    .append(c.poisonTurns()).append("</span>");
            out.append("\n      ");
            if (c.attackBonus() != 0) out.append("<span class=\"kz-mark kz-bonus\">ATK ").append(c.attackText()).append("</span>");
            out.append("\n      ");
            if (c.defenseBonus() != 0) out.append("<span class=\"kz-mark kz-bonus\">DEF ").append(c.defenseText()).append("</span>");
            out.append("\n    </div>\n    ");
            if (big) {
                out.append("<ul class=\"kz-moves\">");
                for (String m : c.moves()) text(out.append("<li>"), m).append("</li>");
                out.append("</ul>");
            }
            out.append("\n  ");
        }
        out.append("\n</div>");
    }
}
