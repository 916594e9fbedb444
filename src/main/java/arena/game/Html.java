package arena.game;

import java.util.List;

/**
 * Text into HTML as Thymeleaf's {@code th:text} and attribute processors write it (HTML 4 / XML escapes of the
 * characters markup reads: {@code & < > " '}), so that a board drawn without templates is the one its template drew.
 */
public final class Html {
    private Html() {}

    /** Appends {@code text} escaped: as element content and as a quoted attribute value alike. */
    public static StringBuilder text(StringBuilder out, String text) {
        int n = text.length();
        int from = 0;
        for (int i = 0; i < n; i++) {
            String escape = switch (text.charAt(i)) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> "&quot;";
                case '\'' -> "&#39;";
                default -> null;
            };
            if (escape == null) continue;
            out.append(text, from, i).append(escape);
            from = i + 1;
        }
        return out.append(text, from, n);
    }

    /**
     * The items of a board's "Last actions" list, newest first ({@code <li>} each: the turn, the team that acted, what
     * happened), or "nothing yet"; {@code teams} names the seats. The games that alternate turns draw it alike.
     */
    public static void lastActions(StringBuilder out, List<LogLine> log, List<String> teams) {
        boolean first = true;
        for (LogLine l : log) {
            if (!first) out.append("\n      ");
            first = false;
            out.append("<li>\n        <span class=\"muted\">T").append(l.turn()).append("</span>\n        ");
            if (l.seat() >= 0) text(out.append("<strong>"), teams.get(l.seat())).append("</strong>");
            text(out.append("\n        <span>"), l.text()).append("</span>\n      </li>");
        }
        out.append("\n      ");
        if (log.isEmpty()) out.append("<li class=\"muted\">nothing yet</li>");
    }
}
