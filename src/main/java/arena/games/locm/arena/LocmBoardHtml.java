package arena.games.locm.arena;

import static arena.game.Html.text;

import arena.game.BoardHtml;
import java.util.List;

/**
 * The LOCM board of both variants ({@link LocmBoard}) drawn as HTML without the template engine (issue 31), the same
 * HTML that the template {@code games/locm/board.html} drew (kept in the tests' {@code board-reference/}; BoardHtmlTest
 * compares them over whole matches). The blank lines and indents are the template's.
 */
// the board must match its reference HTML to the character: strings stay concatenations, with every newline in sight
@SuppressWarnings("StringConcatToTextBlock")
final class LocmBoardHtml implements BoardHtml {

    @Override
    public void draw(Object board, List<String> teams, StringBuilder out) {
        LocmBoard b = (LocmBoard) board;
        text(out.append("<div class=\"lc-board\">\n  <link rel=\"stylesheet\" href=\"/static/locm.css\">\n  <p class=\"lc-status\">\n    <span class=\"badge lc-variant\">LOCM "),
                b.variant()).append("</span>\n    \n      ");
        String phase = b.phase();
        if (phase.equals("draft")) out.append("<span class=\"lc-phase\">Draft: pick <strong class=\"lc-pick\">").append(b.pick()).append("</strong> of 30</span>");
        out.append("\n      ");
        if (phase.equals("constructed")) out.append("<span class=\"lc-phase\">Constructed turn: both players choose 30 cards from the pool</span>");
        out.append("\n      ");
        if (phase.equals("battle")) out.append("<span class=\"lc-phase\">Battle turn <strong class=\"lc-turn\">").append(b.turn()).append("</strong></span>");
        out.append("\n      ");
        if (!phase.equals("draft") && !phase.equals("constructed") && !phase.equals("battle")) {
            text(out.append("<span class=\"lc-final\">Final score:\n        <span>"), teams.get(0)).append("</span> <strong class=\"lc-score0\">");
            text(out, b.scores().get(0)).append("</strong>\n        : <strong class=\"lc-score1\">");
            text(out, b.scores().get(1)).append("</strong> <span>");
            text(out, teams.get(1)).append("</span>\n        &middot; <span class=\"lc-result\">");
            if (b.winner() >= 0) text(out, teams.get(b.winner())).append(" wins");
            else out.append("no winner");
            text(out.append("</span>\n        <span class=\"muted\">("), b.result()).append(")</span></span>");
        }
        out.append("\n    \n  </p>\n\n  ");
        if (!b.choices().isEmpty()) {
            out.append("<div class=\"lc-choices\">\n    <span class=\"lc-label\">The three cards offered</span>\n    ");
            int i = 0;
            for (LocmBoard.CardView c : b.choices()) {
                out.append("<span class=\"muted\">").append(i++).append(":</span>");
                card(c, out);
            }
            out.append("\n  </div>");
        }
        out.append("\n\n  <div class=\"lc-sides\">\n    ");
        boolean first = true;
        for (LocmBoard.Side s : b.sides()) {
            if (!first) out.append("\n    ");
            first = false;
            side(b, s, teams, out);
        }
        out.append("\n  </div>\n\n  <p class=\"muted lc-legend\">Creatures show attack/defense and their abilities: <b>B</b>reakthrough, <b>C</b>harge, <b>D</b>rain,\n"
                + "    <b>G</b>uard, <b>L</b>ethal, <b>W</b>ard. A green outline marks a creature that can still attack. Hover a card for all of it.</p>\n\n"
                + "  <details class=\"lc-log\" open>\n    <summary>Last actions</summary>\n    <ol>\n      ");
        first = true;
        for (LocmBoard.LogLine l : b.log()) {
            if (!first) out.append("\n      ");
            out.append(first ? "<li class=\"lc-latest\">\n        " : "<li>\n        ");
            first = false;
            if (l.seat() >= 0) text(out.append("<strong>"), teams.get(l.seat())).append("</strong>");
            text(out.append("\n        <span>"), l.text()).append("</span>\n      </li>");
        }
        out.append("\n      ");
        if (b.log().isEmpty()) out.append("<li class=\"muted\">nothing yet</li>");
        out.append("\n    </ol>\n  </details>\n</div>");
    }

    private static void side(LocmBoard b, LocmBoard.Side s, List<String> teams, StringBuilder out) {
        out.append(s.toMove() ? "<section class=\"lc-side to-move\" id=\"lc-side-" : "<section class=\"lc-side\" id=\"lc-side-").append(s.seat())
                .append("\">\n      <header>\n        <strong class=\"lc-team\">");
        text(out, teams.get(s.seat())).append("</strong>\n        <span class=\"muted\">").append(s.seat() == 0 ? "· player 1" : "· player 2")
                .append("</span>\n        ");
        if (s.toMove()) out.append("<span class=\"lc-to-move\">to move</span>");
        out.append("\n      </header>\n      <p class=\"lc-stats-line\">\n        <span>health <strong class=\"lc-health\">").append(s.health())
                .append("</strong></span>\n        <span>mana <strong class=\"lc-mana\">").append(s.mana()).append('/').append(s.maxMana())
                .append("</strong></span>\n        <span>deck <strong class=\"lc-deck\">").append(s.deck())
                .append("</strong></span>\n        <span>hand <strong class=\"lc-hand-size\">").append(s.handSize()).append("</strong></span>\n        ");
        if (b.runes()) {
            out.append("<span>next rune <strong class=\"lc-rune\">");
            if (s.rune() > 0) out.append(s.rune());
            else out.append("none");
            out.append("</strong></span>");
        }
        out.append("\n        ");
        if (b.phase().equals("draft") || b.phase().equals("constructed")) out.append("<span>cards chosen <strong class=\"lc-chosen\">")
                .append(s.chosen()).append("</strong></span>");
        int health = s.health() <= 0 ? 0 : s.health() >= 30 ? 100 : 100 * s.health() / 30;
        out.append("\n      </p>\n      <div class=\"lc-hpbar\"><span style=\"width:").append(health)
                .append("%\"></span></div>\n      <div class=\"lc-lanes\">\n        ");
        int index = 0;
        for (List<LocmBoard.CardView> lane : s.lanes()) {
            if (index > 0) out.append("\n        ");
            out.append("<div class=\"lc-lane lc-lane-").append(index).append("\">\n          <span class=\"lc-label\">Lane ").append(index + 1)
                    .append("</span>\n          ");
            for (LocmBoard.CardView c : lane) card(c, out);
            out.append("\n          ");
            if (lane.isEmpty()) out.append("<span class=\"muted\">empty</span>");
            out.append("\n        </div>");
            index++;
        }
        out.append("\n      </div>\n      <div class=\"lc-hand\">\n        <span class=\"lc-label\">Hand (").append(s.handSize()).append(")</span>\n        ");
        for (LocmBoard.CardView c : s.hand()) card(c, out);
        out.append("\n      </div>\n    </section>");
    }

    /** One card: attack/defense, abilities (ward marked), cost; hover for everything. */
    private static void card(LocmBoard.CardView c, StringBuilder out) {
        text(out.append("<span class=\"lc-card lc-"), c.type().replace(' ', '-'));
        if (c.canAttack()) out.append(" can-attack");
        if (c.ward()) out.append(" warded");
        text(out.append("\"\n      title=\""), c.title()).append("\">\n  <span class=\"lc-cost\">").append(c.cost()).append("</span>\n  <strong class=\"lc-stats\">");
        if (c.creature()) out.append(c.attack()).append('/').append(c.defense());
        else if (c.attack() != 0 || c.defense() != 0) {
            out.append(c.attack() >= 0 ? "+" : "").append(c.attack()).append('/').append(c.defense() >= 0 ? "+" : "").append(c.defense());
        } else text(out, c.type());
        out.append("</strong>\n  ");
        String abilities = c.abilities();
        if (!abilities.isEmpty()) text(out.append("<span class=\"lc-abilities\">"), abilities).append("</span>");
        out.append("\n  ");
        if (c.ward()) out.append("<span class=\"lc-ward\" title=\"Ward: the next damage is cancelled\">ward</span>");
        out.append("\n  <span class=\"lc-id\">");
        if (c.id() >= 0) out.append('#').append(c.id());
        else out.append("card ").append(c.baseId());
        out.append("</span>\n</span>");
    }
}
