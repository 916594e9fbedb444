package arena.web;

import io.javalin.http.Context;

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

    static void add(Context ctx) {
        ctx.header("Content-Security-Policy", POLICY);
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "same-origin");
    }
}
