package arena.e2e;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Accessibility rules checked by axe-core (the npm package's {@code axe.min.js}, on the test class path from Deque's
 * Maven artifact), injected into the page as it is.
 */
final class Axe {
    private static final String SCRIPT = load();

    private Axe() {}

    /**
     * Axe in every page the context opens from now on, before the page's own scripts (issue 45): sent to the browser
     * once, instead of its 500 KB over the debugging protocol again after each navigation. Added by the protocol like
     * {@link #violations}' injection, so the page's Content-Security-Policy does not govern it either.
     */
    static void inEveryPageOf(BrowserContext context) {
        context.addInitScript(SCRIPT);
    }

    /**
     * The violations of the given axe rules on the page as it is now, one line each: rule, the element (CSS path),
     * and axe's explanation (for contrast: the colours and the ratio). Empty when the page passes.
     */
    static List<String> violations(Page page, String... rules) {
        if (!Boolean.TRUE.equals(page.evaluate("() => typeof window.axe !== 'undefined'"))) {
            // evaluated by the browser's debugging protocol, which the page's Content-Security-Policy does not govern (an
            // inline script tag would be refused, and reported as a violation)
            page.evaluate(SCRIPT);
        }
        Object found = page.evaluate("""
                async rules => {
                  const r = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
                  return r.violations.flatMap(v => v.nodes.map(n => v.id + ' ' + n.target.join(' ') + ': '
                      + (n.failureSummary || '').replace(/\\s+/g, ' ')));
                }""", List.of(rules));
        List<String> out = new ArrayList<>();
        if (found instanceof List<?> list) for (Object o : list) out.add(String.valueOf(o));
        return out;
    }

    /**
     * The violations of every rule axe runs by default whose impact is serious or critical (issue 29: not only
     * contrast), one line each as {@link #violations} writes them, with the impact.
     */
    static List<String> serious(Page page) {
        if (!Boolean.TRUE.equals(page.evaluate("() => typeof window.axe !== 'undefined'"))) {
            page.evaluate(SCRIPT); // over the debugging protocol, as in violations(): the CSP refuses an inline script tag
        }
        Object found = page.evaluate("""
                async () => {
                  const r = await axe.run(document, { resultTypes: ['violations'] });
                  return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                      .flatMap(v => v.nodes.map(n => v.impact + ' ' + v.id + ' ' + n.target.join(' ') + ': '
                      + (n.failureSummary || '').replace(/\\s+/g, ' ')));
                }""");
        List<String> out = new ArrayList<>();
        if (found instanceof List<?> list) for (Object o : list) out.add(String.valueOf(o));
        return out;
    }

    private static String load() {
        try (InputStream in = Axe.class.getResourceAsStream("/axe.min.js")) {
            if (in == null) throw new IllegalStateException("axe.min.js is not on the test class path (com.deque.html.axe-core:playwright)");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
