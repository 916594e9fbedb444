package arena.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Compiles a starter in its folder as its page says ({@code g++ -O2 ...}, {@code javac ...}), once per test JVM for each
 * command and source (issue 45): the starters' tests prepare the same C++ and Java starters again and again (some 18
 * compiles of about 4 s of CPU each in a whole run, in the classes that have the machine to themselves), so a later
 * folder gets a copy of what the first compile made. Every folder still holds the compiler's output ({@link #OUTPUT})
 * beside what it made; a compile that failed is not kept, and the next asks the compiler again.
 */
public final class StarterCompiler {
    /** The compiler's output, in the starter's folder. */
    public static final String OUTPUT = "compile.txt";

    private record Built(Path folder, boolean compiled) {}

    private static final Map<String, CompletableFuture<Built>> BUILT = new ConcurrentHashMap<>();

    private StarterCompiler() {}

    /** Compiles {@code source} in {@code dir} with {@code command}; false if it does not compile ({@link #OUTPUT} says why). */
    public static boolean compile(Path dir, String source, List<String> command) throws IOException, InterruptedException {
        String key = String.join(" ", command) + "\n" + Files.readString(dir.resolve(source), StandardCharsets.UTF_8);
        CompletableFuture<Built> mine = new CompletableFuture<>();
        CompletableFuture<Built> first = BUILT.putIfAbsent(key, mine);
        Built built;
        if (first == null) {
            try {
                built = build(dir, source, command);
            } catch (IOException | InterruptedException | RuntimeException e) {
                BUILT.remove(key, mine);
                mine.completeExceptionally(e);
                throw e;
            }
            if (!built.compiled()) BUILT.remove(key, mine);
            mine.complete(built);
        } else {
            try {
                built = first.join();
            } catch (CompletionException e) {
                throw new IOException("the first compile of " + source + " failed", e.getCause());
            }
        }
        try (Stream<Path> made = Files.list(built.folder())) {
            for (Path f : made.toList()) {
                if (!f.getFileName().toString().equals(source)) {
                    Files.copy(f, dir.resolve(f.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return built.compiled();
    }

    private static Built build(Path dir, String source, List<String> command) throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("starter-compiled");
        Files.copy(dir.resolve(source), folder.resolve(source));
        Process cc = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                .redirectOutput(folder.resolve(OUTPUT).toFile()).start();
        boolean done = cc.waitFor(120, TimeUnit.SECONDS);
        if (!done) cc.destroyForcibly().waitFor();
        return new Built(folder, done && cc.exitValue() == 0);
    }
}
