package arena.web;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Map;

/** The model every page shares: who is logged in, the CSRF token, a flash message, the current path. */
final class Pages {
    static final String FLASH = "flash";
    static final String FLASH_ERROR = "flashError";

    private Pages() {}

    static Map<String, Object> model(Context ctx) {
        Map<String, Object> m = new HashMap<>();
        m.put("me", Security.user(ctx));
        m.put("csrf", Security.csrfToken(ctx));
        m.put("path", ctx.path());
        m.put("flash", Security.consumeSessionValue(ctx, FLASH));
        m.put("flashError", Security.consumeSessionValue(ctx, FLASH_ERROR));
        return m;
    }

    /** The host name the person reached the arena by, without the web port: where bots connect, as pages say. */
    static String host(Context ctx) {
        return ctx.host() == null ? "localhost" : ctx.host().replaceFirst(":\\d+$", "");
    }

    static void flash(Context ctx, String message) {
        ctx.sessionAttribute(FLASH, message);
    }

    static void flashError(Context ctx, String message) {
        ctx.sessionAttribute(FLASH_ERROR, message);
        ctx.attribute(ActionRecorder.REFUSED, true); // issue 42: a refused form changed nothing to record
    }

    /** Redirects after a form (POST, redirect, GET). */
    static void back(Context ctx, String to) {
        ctx.redirect(to, io.javalin.http.HttpStatus.SEE_OTHER);
    }
}
