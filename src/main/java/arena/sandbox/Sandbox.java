package arena.sandbox;

import java.nio.file.Path;
import java.util.Map;

/** Where hosted code (compilers and bots) runs confined. */
public interface Sandbox {

    /** The self-test, run once at start; if it says unusable, hosted bots are refused with its reason. */
    SandboxCheck check();

    /**
     * Writes {@code files} (relative paths to their text) into {@code buildDir} (emptied of anything there before;
     * its parents must let other users through, as the box's uid walks to it), then runs the language's compile
     * step in the sandbox with {@link RunLimits#build()}, the build folder writable.
     *
     * @throws IllegalArgumentException if a path leaves the build folder
     * @throws IllegalStateException    if the sandbox is not usable
     */
    BuildResult build(Language lang, Map<String, String> files, Path buildDir);

    /**
     * Starts the language's run command in the sandbox, the build folder read-only and its working directory.
     *
     * @throws IllegalStateException if the sandbox is not usable
     */
    HostedProcess start(Language lang, Path buildDir, RunLimits limits);

    /**
     * {@link #start}, with variables added to the program's environment (a LOCM 1.5 bot's {@code ARENA_SAVED_DECK}:
     * issue 39): names of capital letters, digits and underscores, values of printable text. A sandbox that runs no real
     * program (a test's) has no environment to give it one.
     */
    default HostedProcess start(Language lang, Path buildDir, RunLimits limits, Map<String, String> environment) {
        return start(lang, buildDir, limits);
    }

    /**
     * Runs the language's version command in the sandbox, once at start: a toolchain the sandbox does not show is
     * unavailable ("g++ not installed"), whatever the arena's own PATH has.
     */
    LanguageStatus probe(Language lang);
}
