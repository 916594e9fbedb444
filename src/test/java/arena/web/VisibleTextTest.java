package arena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Issue 40: a log shows what was sent, its controls as escapes. */
class VisibleTextTest {
    @Test
    void controlsAndBidiOverridesAreShownAsEscapes() {
        assertEquals("score \\u202E01 \\u0000\\u001B[31m", VisibleText.of("score \u202E01 \u0000\u001B[31m"));
        assertEquals("a\\u2066b\\u200Fc\\u0007", VisibleText.of("a\u2066b\u200Fc\u0007"));
        assertEquals("tabs\tstay, é and 漢 too", VisibleText.of("tabs\tstay, é and 漢 too"));
    }
}
