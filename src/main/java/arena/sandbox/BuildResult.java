package arena.sandbox;

/**
 * What a build gave.
 *
 * @param ok         whether the sources compiled (always true for an interpreted language whose files were written)
 * @param log        the compiler's output, stdout and stderr together, capped at {@link #LOG_CAP} bytes
 * @param sourceHash SHA-256 (hex) over the sorted paths and their contents: the same sources give the same hash,
 *                   so builds can be cached by content
 */
public record BuildResult(boolean ok, String log, String sourceHash) {

    /** The most of a compiler's output kept in a build's log. */
    public static final int LOG_CAP = 64 * 1024;
}
