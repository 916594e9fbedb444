package arena.games.pizzacraft;

import static arena.game.Html.text;

import arena.game.BoardHtml;
import arena.game.Html;
import java.util.List;

/**
 * Pizzacraft's board ({@link BoardView}: the hex map as SVG, the sides, the eye toggle, the log) drawn as HTML without
 * the template engine (issue 31), the same HTML that its template {@code games/pizzacraft/board.html} drew (kept in the
 * tests' {@code board-reference/}; BoardHtmlTest compares them over whole matches and every eye). The blank lines,
 * indents and comments are the template's; coordinates are written as Java writes a double, as the template did.
 */
// the board must match its reference HTML to the character: strings stay concatenations, with every newline in sight
@SuppressWarnings("StringConcatToTextBlock")
final class PizzaBoardHtml implements BoardHtml {

    @Override
    public void draw(Object board, List<String> teams, StringBuilder out) {
        BoardView b = (BoardView) board;
        out.append("<div class=\"pz-board\">\n  <link rel=\"stylesheet\" href=\"/static/pizzacraft.css\">\n\n"
                + "  <!-- wide screens: the map on the left, in view from the top of the board; the sides, the eye and the log beside it -->\n"
                + "  <div class=\"pz-layout\">\n  <div class=\"pz-info\">\n  <p class=\"pz-status\">\n    ");
        if (!b.finished()) {
            out.append("\n      Turn <strong class=\"pz-turn\">").append(b.turn()).append("</strong> of <span>").append(b.turns())
                    .append("</span>\n      &middot; <span class=\"pz-turns-left\">").append(b.turnsLeft()).append(b.turnsLeft() == 1 ? " turn left" : " turns left")
                    .append("</span>\n      &middot; <strong class=\"pz-to-move pz-p").append(b.current()).append("\">");
            text(out, teams.get(b.current())).append("</strong> to move\n    ");
        }
        out.append("\n    ");
        if (b.finished()) {
            text(out.append("\n      <span class=\"pz-final\">Final score:\n        <span>"), teams.get(0)).append("</span> <strong class=\"pz-score0\">");
            text(out, b.scores().get(0)).append("</strong>\n        : <strong class=\"pz-score1\">");
            text(out, b.scores().get(1)).append("</strong> <span>");
            text(out, teams.get(1)).append("</span></span>\n      &middot; <span>");
            text(out, b.result()).append("</span> after turn <span>").append(b.turn()).append("</span>\n    ");
        }
        out.append("\n  </p>\n  <div class=\"pz-sides\">\n    ");
        boolean first = true;
        for (BoardView.Side s : b.sides()) {
            if (!first) out.append("\n    ");
            first = false;
            side(s, teams, out);
        }
        out.append("\n  </div>\n\n  ");
        if (b.fogged()) out.append("<p class=\"pz-fogged muted\">While the match is played, this board shows only what the fog of war lets you see; the replay shows everything.</p>");
        out.append("\n  ");
        if (!b.fogged()) {
            out.append("<fieldset class=\"pz-eye\" id=\"pz-eye\">\n    <legend>Show</legend>\n"
                    + "    <label><input type=\"radio\" name=\"pz-eye\" id=\"pz-eye-all\" value=\"all\" checked> everything</label>\n"
                    + "    <label><input type=\"radio\" name=\"pz-eye\" id=\"pz-eye-0\" value=\"0\"> <span>");
            text(out, teams.get(0) + "’s fog of war").append("</span></label>\n"
                    + "    <label><input type=\"radio\" name=\"pz-eye\" id=\"pz-eye-1\" value=\"1\"> <span>");
            text(out, teams.get(1) + "’s fog of war").append("</span></label>\n  </fieldset>");
        }
        out.append("\n  <!-- the choice outlives the board's HTMX updates: each new board takes it back -->\n  ");
        if (!b.fogged()) out.append("<script src=\"/static/pizzacraft-eye.js\"></script>");
        out.append("\n  </div>\n  <div class=\"pz-mapcol\">\n\n"
                + "  <!-- On a phone the map keeps hexes big enough for labels of 12 px and scrolls sideways inside this box (pizzacraft.css),\n"
                + "       never the page; the box takes the keyboard's focus to be scrolled with the arrows, and keeps its scroll (and the\n"
                + "       focus, by its id) across the board's HTMX updates (arena.js, data-keep-scroll) -->\n"
                + "  <div class=\"pz-mapscroll\" id=\"pz-mapscroll\" tabindex=\"0\" role=\"region\" aria-label=\"The hex map\" data-keep-scroll\n"
                + "       style=\"--pz-radius: ").append(b.radius())
                .append("\">\n  <svg class=\"pz-map\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"the hex map\" viewBox=\"");
        text(out, b.viewBox()).append("\">\n    <g class=\"pz-tiles\">\n      ");
        for (BoardView.Tile t : b.tiles()) tile(b, t, out);
        out.append("\n    </g>\n    <g class=\"pz-mines\">\n      ");
        for (BoardView.Tile t : b.tiles()) if (t.mine() >= 0) mine(t, out);
        out.append("\n    </g>\n    <g class=\"pz-buildings\">\n      ");
        for (BoardView.Piece p : b.buildings()) building(p, out);
        out.append("\n    </g>\n    <g class=\"pz-units\">\n      ");
        for (BoardView.Piece p : b.units()) unit(p, out);
        out.append("\n    </g>\n  </svg>\n  </div>\n"
                + "  <p class=\"tap-detail pz-detail\" role=\"status\" aria-live=\"polite\" data-hint=\"Tap (or hover) a tile or a piece for its details.\">Tap (or hover) a tile or a piece for its details.</p>\n"
                + "  <p class=\"muted pz-legend\">Squares are buildings (HQ headquarters, B barracks, h house, O outpost, A armory), circles units (w worker,\n"
                + "    W warrior, A archer); red is the first player, blue the second. A number above a piece is its training or construction time left; bars are HP.\n"
                + "    Blue water, gold mines show the gold left.</p>\n  </div>\n\n"
                + "  <details class=\"pz-log\" open>\n    <summary>Last actions</summary>\n    <ol>\n      ");
        Html.lastActions(out, b.log(), teams);
        out.append("\n    </ol>\n  </details>\n  </div>\n</div>");
    }

    private static void side(BoardView.Side s, List<String> teams, StringBuilder out) {
        out.append("<section class=\"pz-side pz-p").append(s.seat()).append(s.toMove() ? " to-move" : "").append("\" id=\"pz-side-").append(s.seat())
                .append("\">\n      <header>\n        <span class=\"pz-swatch\"></span>\n        <strong>");
        text(out, teams.get(s.seat())).append("</strong>\n        <span class=\"muted\">").append(s.seat() == 0 ? "· first player" : "· second player")
                .append("</span>\n      </header>\n      ");
        if (s.known()) {
            out.append("\n      <span class=\"pz-gold\">gold <strong>").append(s.gold())
                    .append("</strong></span>\n      &middot; <span class=\"pz-supplies\">supplies <strong>").append(s.suppliesUsed()).append('/').append(s.supplies())
                    .append("</strong></span>\n      &middot; <span class=\"pz-upgrades\">upgrades attack <strong>").append(s.attackLevel())
                    .append("</strong>, armor <strong>").append(s.armorLevel()).append("</strong></span>\n      &middot; <span>").append(s.units())
                    .append(" units, ").append(s.buildings()).append(" buildings</span>\n      &middot; ");
        }
        out.append("\n      ");
        if (!s.known()) out.append("<span class=\"pz-hidden muted\">gold, supplies and upgrades hidden by the fog of war &middot; </span>");
        out.append("\n      <span class=\"pz-points\">destruction points ").append(s.points()).append("</span>\n    </section>");
    }

    /**
     * What of a hex's polygon never changes (its corners, its coordinates), by the hex's place on the map: the same few
     * hundred hexes come back in every match and every turn (issue 31: reuse what did not change). Index: x and z
     * shifted by {@value #REACH}; a map wider than that, or a hex not at its usual place, is drawn without it.
     */
    private static final int REACH = 64;
    private static final String[] HEX_HEADS = new String[(2 * REACH + 1) * (2 * REACH + 1)];

    /** {@code <polygon points="..." data-tap="tile x y z" class="} for a hex. */
    private static String head(BoardView.Tile t) {
        boolean usual = Math.abs(t.x()) <= REACH && Math.abs(t.z()) <= REACH && t.px() == BoardView.px(t.x(), t.z()) && t.py() == BoardView.py(t.z());
        int index = (t.x() + REACH) * (2 * REACH + 1) + t.z() + REACH;
        String head = usual ? HEX_HEADS[index] : null;
        if (head == null) {
            head = "<polygon points=\"" + t.points() + "\" data-tap=\"tile " + t.coords() + "\" class=\"";
            if (usual) HEX_HEADS[index] = head; // a race draws it twice, the same string: harmless
        }
        return head;
    }

    private static void tile(BoardView b, BoardView.Tile t, StringBuilder out) {
        out.append(head(t)).append(t.water() ? "water" : t.mine() >= 0 ? "mine" : "land");
        if (!t.seen0()) out.append(" fog0");
        if (!t.seen1()) out.append(" fog1");
        if (b.fogged() && !t.seen0()) out.append(" fog");
        out.append("\">\n        <title>").append(t.x()).append(' ').append(t.y()).append(' ').append(t.z());
        if (t.water()) out.append(" · water");
        if (t.mine() >= 0) {
            out.append(" · mine ").append(t.mine()).append(": ");
            if (t.goldKnown()) out.append(t.gold()).append(" of ").append(t.goldAtStart()).append(" gold left");
            else out.append(t.goldAtStart()).append(" gold at the start");
        }
        out.append("</title>\n      </polygon>");
    }

    private static void mine(BoardView.Tile t, StringBuilder out) {
        out.append("<text class=\"pz-mine-gold");
        if (!t.seen0()) out.append(t.seen1() ? " fog0 " : " fog0 fog1");
        else if (!t.seen1()) out.append(" fog1");
        out.append("\" text-anchor=\"middle\"\n            x=\"").append(t.px()).append("\" y=\"").append(t.py() + 4).append("\">");
        if (t.goldKnown()) out.append(t.gold());
        else out.append('?');
        out.append("</text>");
    }

    private static void building(BoardView.Piece p, StringBuilder out) {
        out.append("<g class=\"pz-building pz-p").append(p.owner());
        hidden(p, out);
        if (p.progress() > 0) out.append(" unfinished");
        out.append("\"\n         data-id=\"").append(p.id()).append("\" data-tap=\"piece ").append(p.id()).append("\">\n        <title>");
        text(out, p.label()).append("</title>\n        <rect width=\"22\" height=\"22\" rx=\"3\" x=\"").append(p.px() - 11).append("\" y=\"").append(p.py() - 11)
                .append("\"></rect>\n        <text text-anchor=\"middle\" x=\"").append(p.px()).append("\" y=\"").append(p.py() + 4).append("\">");
        text(out, p.letter()).append("</text>\n        <rect class=\"pz-hp\" height=\"3\" x=\"").append(p.px() - 11).append("\" y=\"").append(p.py() + 12)
                .append("\" width=\"").append(22 * p.hpShare()).append("\"></rect>\n        ");
        if (p.progress() > 0) out.append("<text class=\"pz-progress\" text-anchor=\"middle\" x=\"").append(p.px()).append("\" y=\"").append(p.py() - 13)
                .append("\">").append(p.progress()).append("</text>");
        out.append("\n        ");
        if (p.progress() == 0 && p.busy() > 0) out.append("<text class=\"pz-busy\" text-anchor=\"middle\" x=\"").append(p.px()).append("\" y=\"")
                .append(p.py() - 13).append("\">busy ").append(p.busy()).append("</text>");
        out.append("\n      </g>");
    }

    private static void unit(BoardView.Piece p, StringBuilder out) {
        double cx = p.px() + (p.slot() - 1) * 9;
        double cy = p.py() + (p.slot() == 1 ? -6 : 5);
        out.append("<g class=\"pz-unit pz-p").append(p.owner());
        hidden(p, out);
        if (p.progress() > 0) out.append(" training");
        out.append("\"\n         data-id=\"").append(p.id()).append("\" data-tap=\"piece ").append(p.id()).append("\">\n        <title>");
        text(out, p.label()).append("</title>\n        <circle r=\"6.5\" cx=\"").append(cx).append("\" cy=\"").append(cy)
                .append("\"></circle>\n        <text text-anchor=\"middle\" x=\"").append(cx).append("\" y=\"").append(cy + 3).append("\">");
        text(out, p.letter()).append("</text>\n        <rect class=\"pz-hp\" height=\"2\" x=\"").append(cx - 6).append("\" y=\"").append(cy + 7)
                .append("\" width=\"").append(12 * p.hpShare()).append("\"></rect>\n        ");
        if (p.progress() > 0) out.append("<text class=\"pz-progress\" x=\"").append(cx + 7).append("\" y=\"").append(cy - 5).append("\">")
                .append(p.progress()).append("</text>");
        out.append("\n      </g>");
    }

    private static void hidden(BoardView.Piece p, StringBuilder out) {
        if (!p.seen0()) out.append(" hide0");
        if (!p.seen1()) out.append(" hide1");
    }
}
