package arena.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The site's icon at {@code /favicon.ico}, where browsers ask for it whether or not a page links one. The icon is
 * the SVG in {@code static/} (text in the repository, no binary): modern browsers take an SVG at any address when
 * it is served as {@code image/svg+xml}.
 */
final class Favicon {
    private static final byte[] SVG = load();

    private Favicon() {}

    static void serve(Context ctx) {
        ctx.header("Cache-Control", "public, max-age=86400");
        ctx.contentType("image/svg+xml");
        ctx.result(SVG);
    }

    private static byte[] load() {
        try (InputStream in = Favicon.class.getResourceAsStream("/static/favicon.svg")) {
            if (in == null) throw new IllegalStateException("static/favicon.svg is missing from the build");
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
