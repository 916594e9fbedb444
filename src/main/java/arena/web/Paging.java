package arena.web;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;

/** Where a paged list is: the page shown (from 1), how many pages there are, and the neighbours to link. */
record Paging(int page, int pages, Integer previous, Integer next) {

    static Paging of(int page, int total, int perPage) {
        int pages = Math.max(1, (total + perPage - 1) / perPage);
        return new Paging(page, pages, page > 1 ? page - 1 : null, page < pages ? page + 1 : null);
    }

    /** The page asked for in a query parameter (1 when absent). */
    static int page(Context ctx, String param) {
        return number(ctx, param, 1, 1, Integer.MAX_VALUE);
    }

    /** A whole number from a query parameter within bounds, or the default when absent; anything else is a 400. */
    static int number(Context ctx, String param, int absent, int min, int max) {
        String text = ctx.queryParam(param);
        if (text == null || text.isBlank()) return absent;
        int n = number(text, param);
        if (n < min || n > max) throw new BadRequestResponse(param + " must be from " + min + " to " + max);
        return n;
    }

    static int number(String text, String what) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new BadRequestResponse(what + " must be a whole number, not '" + text + "'");
        }
    }
}
