package arena.web;

/**
 * A bot's own text (its stderr, its commands) as a page shows it: every control and format character (NUL, ESC, the
 * bidi controls such as U+202E) written as a visible escape, {@code \u202E}, never applied (issue 40: a log line read
 * reversed, unlike its bytes). Tabs stay.
 */
final class VisibleText {
    private VisibleText() {}

    static String of(String text) {
        if (text == null || text.codePoints().noneMatch(VisibleText::hidden)) return text;
        StringBuilder b = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            if (hidden(c)) b.append(String.format("\\u%04X", c));
            else b.appendCodePoint(c);
        });
        return b.toString();
    }

    private static boolean hidden(int c) {
        return c != '\t' && (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT
                || c == 0x2028 || c == 0x2029);
    }
}
