package arena.web;

import arena.contest.accounts.Accounts;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The CSRF token of a visitor with no session (issue 27: no session before login): a random value and this server's
 * HMAC of it, in a cookie and in the form. The check wants the form's token equal to the cookie's and the signature
 * right; the key is made at start, so a restart asks a visitor's open login form to be reloaded, like a session did.
 */
final class CsrfCookie {
    static final String NAME = "arena_csrf";
    private static final byte[] KEY = Accounts.randomSecret(32).getBytes(StandardCharsets.US_ASCII);
    /** Whether cookies are sent only over HTTPS: the arena is behind TLS (set once at start, see {@link WebServer}). */
    static volatile boolean secure;

    private CsrfCookie() {}

    /** The visitor's token: the one its cookie holds if this server signed it, else a new one set in a new cookie. */
    static String token(Context ctx) {
        String held = presented(ctx);
        if (held != null) return held;
        String value = Accounts.randomSecret(24);
        String token = value + "." + sign(value);
        Cookie cookie = new Cookie(NAME, token, "/", -1, secure, true, null, SameSite.LAX);
        cookie.setPath("/");
        cookie.setHttpOnly(true);
        cookie.setSameSite(SameSite.LAX);
        cookie.setSecure(secure);
        ctx.cookie(cookie);
        ctx.header("Cache-Control", SecurityHeaders.PRIVATE); // the page holds this visitor's token (issue 40)
        return token;
    }

    /** The token in the request's cookie, if this server signed it; else null. */
    static String presented(Context ctx) {
        String token = ctx.cookie(NAME);
        if (token == null) return null;
        int dot = token.indexOf('.');
        if (dot <= 0) return null;
        byte[] given = token.substring(dot + 1).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(given, sign(token.substring(0, dot)).getBytes(StandardCharsets.US_ASCII)) ? token : null;
    }

    private static String sign(String value) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(KEY, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(value.getBytes(StandardCharsets.US_ASCII)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has HmacSHA256", e);
        }
    }
}
