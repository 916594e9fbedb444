package arena.game;

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
}
