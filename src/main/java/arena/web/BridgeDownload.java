package arena.web;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * {@code /bridge.jar}: the bridge alone (package {@code arena.bridge}), which runs a CodinGame LOCM bot in the arena:
 * {@code java -jar bridge.jar --host H --port P --login TEAM --contest SLUG -- python3 bot.py}.
 *
 * <p>Not the arena's own jar: that one is some 25 MB and needs Java 21, where a student needs 20 KB that run on the
 * Java 17 that {@code java Bot.java} asks for. The build compiles the bridge's classes a second time for Java 17 and
 * packs them as the resource {@value #RESOURCE} (the pom's executions {@code bridge-java17} and {@code bridge-jar}),
 * so it is in the arena's jar and among its classes in a Maven build. A build without it (classes compiled by an IDE
 * alone) answers 404 saying so.
 */
final class BridgeDownload {
    static final String RESOURCE = "/bridge/arena-bridge.jar";
    private static final Optional<byte[]> JAR = load();

    private BridgeDownload() {}

    static void serve(Context ctx) {
        byte[] jar = JAR.orElseThrow(() -> new NotFoundResponse("this build of the arena has no bridge.jar (it is packed by Maven: "
                + "mvn package, or sh src/scripts/run.sh); the arena's own jar runs the bridge too: java -jar arena.jar bridge ..."));
        ctx.header("Content-Disposition", "attachment; filename=\"bridge.jar\"");
        ctx.header("Cache-Control", "public, max-age=3600");
        ctx.contentType("application/java-archive");
        ctx.result(jar);
    }

    /** Whether this build can offer the bridge (the pages link it only then). */
    static boolean available() {
        return JAR.isPresent();
    }

    /** The jar's size in KB, read from the jar itself (issue 44 point 3: the page said "20 KB" of a 33,552-byte file). */
    static Optional<String> size() {
        return JAR.map(jar -> Math.round(jar.length / 1024.0) + " KB");
    }

    private static Optional<byte[]> load() {
        try (InputStream in = BridgeDownload.class.getResourceAsStream(RESOURCE)) {
            return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
