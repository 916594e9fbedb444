package arena.games.vestrock;

import static arena.game.Html.text;

import arena.game.BoardHtml;
import arena.game.Html;
import java.util.List;

/**
 * Vestrock's board ({@link BoardView}) drawn as HTML without the template engine (issue 31), the same HTML that its
 * template {@code games/vestrock/board.html} drew (kept in the tests' {@code board-reference/}; BoardHtmlTest compares
 * them over whole matches). The blank lines and indents are the template's: a condition that does not hold leaves
 * the line it stood on, as it did there.
 */
// the board must match its reference HTML to the character: strings stay concatenations, with every newline in sight
@SuppressWarnings("StringConcatToTextBlock")
final class VestrockBoardHtml implements BoardHtml {

    @Override
    public void draw(Object board, List<String> teams, StringBuilder out) {
        BoardView b = (BoardView) board;
        out.append("<div class=\"vr-board\">\n  <link rel=\"stylesheet\" href=\"/static/vestrock.css\">\n  <p class=\"vr-status\">\n    ");
        if (!b.finished()) {
            out.append("\n      Turn <strong class=\"vr-turn\">").append(b.turn()).append("</strong> of <span>").append(b.turns())
                    .append("</span>\n      &middot; <span class=\"vr-turns-left\">").append(b.turnsLeft())
                    .append(b.turnsLeft() == 1 ? " turn left" : " turns left")
                    .append("</span>\n      &middot; <strong class=\"vr-to-move\">");
            text(out, teams.get(b.current())).append("</strong> to move,\n      <span class=\"vr-phase\">")
                    .append(b.blocking() ? "blocking phase" : "action phase").append("</span>\n    ");
        }
        out.append("\n    ");
        if (b.finished()) {
            out.append("\n      <span class=\"vr-final\">Final score:\n        <span>");
            text(out, teams.get(0)).append("</span> <strong class=\"vr-score0\">");
            text(out, b.scores().get(0)).append("</strong>\n        : <strong class=\"vr-score1\">");
            text(out, b.scores().get(1)).append("</strong> <span>");
            text(out, teams.get(1)).append("</span></span>\n      &middot; <span>");
            text(out, b.result()).append("</span> after turn <span>").append(b.turn()).append("</span>\n    ");
        }
        out.append("\n  </p>\n\n  <div class=\"vr-sides\">\n    ");
        boolean first = true;
        for (BoardView.Side s : b.sides()) {
            if (!first) out.append("\n    ");
            first = false;
            side(b, s, teams, out);
        }
        out.append("\n  </div>\n\n  <div class=\"vr-middle\">\n    <div class=\"vr-row vr-attackers\">\n      <span class=\"vr-label\">");
        if (b.blocking()) text(out.append("Attacking "), teams.get(b.current()));
        else out.append("Attacks for next turn");
        out.append("</span>\n      <span class=\"vr-cards\">\n        ");
        for (BoardView.Card c : b.attackers()) card(c, false, out);
        out.append("\n        ");
        if (b.attackers().isEmpty()) out.append("<span class=\"muted\">none</span>");
        out.append("\n      </span>\n    </div>\n    <div class=\"vr-row vr-deck\">\n      <span class=\"vr-label\">Deck <strong class=\"vr-deck-size\">")
                .append(b.deckSize()).append("</strong></span>\n      <span class=\"vr-cards\">\n        ");
        if (b.deckSize() > 0) out.append("<span class=\"muted\">top:</span>");
        out.append("\n        ");
        for (BoardView.Card c : b.deckTop()) card(c, false, out);
        out.append("\n        ");
        if (b.deckSize() == 0) out.append("<span class=\"muted\">empty: no more draws or burns</span>");
        out.append("\n      </span>\n    </div>\n  </div>\n\n"
                + "  <p class=\"muted vr-legend\">Grey dashed creatures are inactive; an orange outline marks a blocked attacker. Tap or hover a card for its protocol line.</p>\n"
                + "  <p class=\"tap-detail vr-detail\" role=\"status\" aria-live=\"polite\" data-hint=\"\"></p>\n\n"
                + "  <details class=\"vr-log\" open>\n    <summary>Last actions</summary>\n    <ol>\n      ");
        Html.lastActions(out, b.log(), teams);
        out.append("\n    </ol>\n  </details>\n</div>");
    }

    private static void side(BoardView b, BoardView.Side s, List<String> teams, StringBuilder out) {
        out.append(s.toMove() ? "<section class=\"vr-side to-move\" id=\"vr-side-" : "<section class=\"vr-side\" id=\"vr-side-").append(s.seat())
                .append("\">\n      <header>\n        <strong>");
        text(out, teams.get(s.seat())).append("</strong>\n        <span class=\"muted\">")
                .append(s.seat() == 0 ? "· first player" : "· second player")
                .append("</span>\n        <span class=\"vr-hp\">HP <strong class=\"vr-hp-value\">").append(s.hp()).append("</strong>/<span>")
                .append(b.initHp()).append("</span></span>\n        ");
        if (s.toMove()) out.append("<span class=\"vr-mana\">mana <strong>").append(s.mana()).append("</strong></span>");
        out.append("\n      </header>\n      <div class=\"vr-hpbar\"><span style=\"width:").append(100 * s.hp() / b.initHp())
                .append("%\"></span></div>\n      <div class=\"vr-row\">\n        <span class=\"vr-label\">Board (").append(s.board().size())
                .append(")</span>\n        <span class=\"vr-cards vr-board-cards\">\n          ");
        for (BoardView.Card c : s.board()) card(c, true, out);
        out.append("\n          ");
        if (s.board().isEmpty()) out.append("<span class=\"muted\">no creatures</span>");
        out.append("\n        </span>\n      </div>\n      <div class=\"vr-row\">\n        <span class=\"vr-label\">Hand (").append(s.hand().size())
                .append(")</span>\n        <span class=\"vr-cards vr-hand-cards\">\n          ");
        for (BoardView.Card c : s.hand()) card(c, false, out);
        out.append("\n          ");
        if (s.hand().isEmpty()) out.append("<span class=\"muted\">empty</span>");
        out.append("\n        </span>\n      </div>\n    </section>");
    }

    /** One card: "#id", its stats, cost and mana; on the board, inactive creatures are drawn grey and dashed. */
    private static void card(BoardView.Card c, boolean onBoard, StringBuilder out) {
        out.append("<span class=\"vr-card vr-").append(c.type());
        if (onBoard && !c.active()) out.append(" inactive");
        if (c.blocked()) out.append(" blocked");
        out.append("\" title=\"").append(c.line()).append("\" data-tap=\"card ").append(c.id())
                .append("\">\n  <span class=\"vr-id\">#").append(c.id()).append("</span>\n  <strong class=\"vr-stats\">").append(c.label())
                .append("</strong>\n  <span class=\"vr-cost\">cost ").append(c.cost()).append("</span>");
        if (c.creature() && c.mana() > 0) out.append("<span class=\"vr-gain\"> +").append(c.mana()).append(" mana</span>");
        out.append("\n</span>");
    }
}
