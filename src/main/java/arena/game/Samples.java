package arena.game;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Sample bots and other texts that games ship as class-path resources, for their rules pages. */
public final class Samples {
    private Samples() {}

    /** The text of a resource (a path like {@code /samples/vestrock_bot.py}), or a note that the build lacks it. */
    public static String text(String path) {
        return read(path).orElse("(missing from this build: " + path + ")");
    }

    /** The text of a resource, or empty if the build lacks it (a file to download is then not offered). */
    public static Optional<String> read(String path) {
        try (InputStream in = Samples.class.getResourceAsStream(path)) {
            if (in == null) return Optional.empty();
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
