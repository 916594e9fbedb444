package arena.hosted;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file a single Java source must be named for javac: {@code X.java} when it declares a top-level {@code public class X}
 * (or interface, enum, record). Only names a file; the class to run is found by the build (issue 39).
 */
final class JavaPublicClass {
    /** A public type at the start of a line (a nested one is indented, and javac does not care about its name). */
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "(?m)^public\\s+(?:(?:final|abstract|sealed|non-sealed|strictfp)\\s+)*(?:class|interface|enum|record)\\s+([A-Za-z_$][A-Za-z0-9_$]*)");

    private JavaPublicClass() {}

    static Optional<String> fileName(String source) {
        Matcher m = PUBLIC_TYPE.matcher(source);
        return m.find() ? Optional.of(m.group(1) + ".java") : Optional.empty();
    }
}
