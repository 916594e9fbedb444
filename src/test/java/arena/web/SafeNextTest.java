package arena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** {@code next} after login: a path of this site only. Each bypass below is a known open-redirect trick. */
class SafeNextTest {

    @Test
    void pathsOfThisSitePass() {
        assertEquals("/console", AccountPages.safeNext("/console"));
        assertEquals("/contests/vt/entry?x=1#deck", AccountPages.safeNext("/contests/vt/entry?x=1#deck"));
        assertEquals("/teams/%C5%BBubry", AccountPages.safeNext("/teams/%C5%BBubry"));
    }

    @Test
    void knownBypassesAreDropped() {
        String[] bypasses = {
                "//example.com",            // scheme-relative: another host
                "///example.com",           // browsers fold the slashes
                "/\\example.com",           // a backslash is a slash to browsers
                "\\\\example.com",
                "/\t/example.com",          // the case: /%09/ decoded by the query string; browsers drop the tab
                "/\n/example.com",
                "/\r/example.com",
                "/%09/example.com",         // still encoded once more: decoded, it is the tab again
                "/%2F/example.com",         // //example.com once decoded
                "/%2f%2fexample.com",
                "/%5Cexample.com",          // /\example.com once decoded
                "/%5c%5cexample.com",
                "/ /example.com",           // a space: refused, as no path of ours has one
                "/\u00A0/example.com",
                "/\u200B/example.com",      // zero-width space, a format character
                "/\u2028/example.com",      // line separator
                "https://example.com",
                "http:/example.com",
                "javascript:alert(1)",
                "example.com",
                " /console",                // a leading space is stripped by browsers, but then it is not our path anyway
                "/%zz",                     // a broken escape
                "",
        };
        for (String b : bypasses) assertNull(AccountPages.safeNext(b), () -> "let through: " + b.replace("\t", "\\t").replace("\n", "\\n"));
        assertNull(AccountPages.safeNext(null));
    }
}
