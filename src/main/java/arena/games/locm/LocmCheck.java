package arena.games.locm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Replays a file of recorded reference games (one per line, the format of {@code conformance/locm/}; the version is
 * read from each game's parameters) and reports the first difference of each failing game, then
 * {@code N passed, M failed}.
 */
public final class LocmCheck {
    private LocmCheck() {
    }

    /** Checks every game of the file; returns the process exit code: 0 only when no game failed (and the file could be read). */
    public static int run(Path file, PrintStream out) {
        int passed = 0, failed = 0, lineNo = 0;
        try (BufferedReader br = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = br.readLine()) != null) {
                lineNo++;
                if (line.isBlank())
                    continue;
                String diff;
                try {
                    diff = RecordedGame.parse(line).replay();
                } catch (RuntimeException e) {
                    diff = "error: " + e;
                }
                if (diff == null) {
                    passed++;
                } else {
                    failed++;
                    out.println("game on line " + lineNo + ": " + diff);
                }
            }
        } catch (IOException e) {
            out.println("cannot read " + file + ": " + e.getMessage());
            out.println(passed + " passed, " + (failed + 1) + " failed");
            return 1;
        }
        out.println(passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
