package arena.web;

import io.javalin.http.Context;
import java.util.Map;

/** Errors as JSON for the API and for HTMX, as a page for a person. */
final class Errors {
    private Errors() {}

    static void show(Context ctx, Views views, int status, String message) {
        ctx.status(status);
        if (ctx.path().startsWith("/api/")) {
            ctx.json(new ApiJson.Error(message == null ? "error" : message));
            return;
        }
        if ("true".equals(ctx.header("HX-Request"))) {
            ctx.html("<p class=\"error\">" + org.unbescape.html.HtmlEscape.escapeHtml5(message) + "</p>");
            return;
        }
        Map<String, Object> model;
        try {
            model = Pages.model(ctx);
        } catch (RuntimeException e) {
            model = new java.util.HashMap<>();
        }
        model.put("status", status);
        model.put("message", message);
        ctx.html(views.page("error", model));
    }
}
