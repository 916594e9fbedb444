package arena.web;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;

/**
 * A request's body must be readable before anything reads it (issue 27): a multipart body that is not one, a form in a
 * charset that does not exist, bytes that are no form. Read here once, before the CSRF check and the handler, so that
 * such a request is answered 400 saying why, never 500 with a stack trace from wherever the body was read first. The
 * parse is Javalin's own, kept for the handler.
 */
final class ReadableBody {
    private ReadableBody() {}

    static void check(Context ctx) {
        String method = ctx.method().name();
        if (method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS")) return;
        try {
            // the JSON API reads its bodies as JSON or CSV: only their text must be readable; the pages' posts are forms
            if (ctx.path().startsWith("/api/")) ctx.body();
            else ctx.formParamMap();
        } catch (Exception unreadable) { // Kotlin code throws checked exceptions undeclared (a ServletException, an IOException)
            throw new BadRequestResponse("the request's body could not be read" + (ctx.path().startsWith("/api/") ? "" : " as a form")
                    + " (Content-Type: " + ctx.header("Content-Type") + "): " + describe(unreadable));
        }
    }

    /** The innermost cause's words, without the class names of the server's insides. */
    private static String describe(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        String message = t.getMessage();
        return message == null || message.isBlank() ? "it is malformed" : message.length() > 200 ? message.substring(0, 200) : message;
    }
}
