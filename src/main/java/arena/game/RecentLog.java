package arena.game;

import java.util.ArrayDeque;
import java.util.List;

/**
 * The last lines of what happened in a match, newest first, as its live board shows them: bounded, so that a long match
 * keeps no more of its story in memory than a short one (the whole story is the stored command log).
 *
 * @param <L> the game's log line
 */
public final class RecentLog<L> {
    private final int size;
    private final ArrayDeque<L> lines;

    /** @param size how many lines the board shows */
    public RecentLog(int size) {
        if (size < 1) throw new IllegalArgumentException("a log keeps at least one line: " + size);
        this.size = size;
        this.lines = new ArrayDeque<>(size);
    }

    /** Adds the newest line, forgetting the oldest one once the log is full. */
    public void add(L line) {
        if (lines.size() == size) lines.removeLast();
        lines.addFirst(line);
    }

    /** The lines, newest first: a copy, as a board snapshot keeps it. */
    public List<L> newestFirst() {
        return List.copyOf(lines);
    }
}
