package arena.web;

import io.javalin.http.Context;
import java.util.Map;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The headers every answer carries (issue 27). The Content-Security-Policy lets a page run only the arena's own script
 * files (htmx and {@code /static/*.js}: no inline script, no handler attribute, no eval), load everything from the
 * arena itself, be framed by no one and post its forms only to the arena. Inline styles stay allowed: the boards size
 * their bars with {@code style} attributes and htmx adds its indicator style; a style runs no code.
 */
final class SecurityHeaders {
    static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
            + "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

    private SecurityHeaders() {}

    /** The four headers, for Javalin's answers and for Jetty's own ({@link JettyErrors}). */
    static final Map<String, String> HEADERS = Map.of("Content-Security-Policy", POLICY, "X-Frame-Options", "DENY",
            "X-Content-Type-Options", "nosniff", "Referrer-Policy", "same-origin");

    static void add(Context ctx) {
        HEADERS.forEach(ctx::header);
        if (dependsOnWhoAsks(ctx)) {
            // issue 40: behind a proxy that caches by URL, one team's page went to the next visitor
            ctx.header("Cache-Control", PRIVATE);
            ctx.header("Vary", "Cookie, Authorization");
        }
    }

    /** What an answer that depends on who asks carries: no cache anywhere keeps it. */
    static final String PRIVATE = "private, no-store";

    /** Whether the answer may depend on who asks: a logged-in session, a bearer token, or a visitor's CSRF cookie. */
    static boolean dependsOnWhoAsks(Context ctx) {
        return ctx.req().getSession(false) != null || ctx.header("Authorization") != null || ctx.cookie(CsrfCookie.NAME) != null;
    }

    /**
     * Jetty's own answers (a malformed request's 400, 431 for headers too large, 505 for an unknown HTTP version) come
     * before any of the arena's handlers run: they get the same headers here (issue 40).
     */
    static final class JettyErrors extends ErrorHandler {
        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            HEADERS.forEach((name, value) -> response.getHeaders().put(name, value));
            return super.handle(request, response, callback);
        }
    }
}
