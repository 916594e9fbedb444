package arena.contest.turns;

import java.util.ArrayList;
import java.util.List;

/**
 * One team's private log of one match, bounded in lines and in characters so that a chatty bot can fill neither
 * the memory nor the store (a log is kept for every team of every match of a term).
 */
public final class TeamLog {
    public static final int MAX_LINES = 2000;
    public static final int MAX_TEXT = 1000;
    /** Characters of text kept per log, all lines together (stored deflated, see EntryStore.saveTeamLog). */
    public static final int MAX_CHARS = 64 * 1024;

    /** A line of the log: a command the bot sent, the answer it got (or an error), or a line of its stderr. */
    public record Line(int turn, String kind, String text) {
        public boolean isError() {
            return "error".equals(kind);
        }
    }

    private final List<Line> lines = new ArrayList<>();
    private int chars;
    private boolean truncated;

    public synchronized void add(int turn, String kind, String text) {
        if (truncated) return;
        String kept = text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) + "…" : text;
        if (lines.size() >= MAX_LINES || chars + kept.length() > MAX_CHARS) {
            lines.add(new Line(turn, "note", "(the log stops here: at most " + MAX_LINES + " lines and " + MAX_CHARS / 1024
                    + " KiB of text are kept per match)"));
            truncated = true;
            return;
        }
        chars += kept.length();
        lines.add(new Line(turn, kind, kept));
    }

    /**
     * A last word for the log when its match ends, from whoever runs the team's bot (issue 39: a hosted bot's log says
     * how its process was at the match's end, even one that never wrote a line); null: none. Cheap, never blocking.
     */
    private volatile java.util.function.Supplier<String> atEnd;

    public void atEnd(java.util.function.Supplier<String> word) {
        atEnd = word;
    }

    /** The match has ended at {@code turn}: the last word, if any, is added. */
    public void ended(int turn) {
        java.util.function.Supplier<String> word = atEnd;
        atEnd = null;
        String line = word == null ? null : word.get();
        if (line != null) add(turn, "stderr", line);
    }

    public synchronized List<Line> lines() {
        return List.copyOf(lines);
    }

    /** The log as stored: a line per entry, turn, kind and text separated by tabs. */
    public synchronized String encode() {
        StringBuilder b = new StringBuilder();
        for (Line l : lines) b.append(l.turn()).append('\t').append(l.kind()).append('\t').append(l.text().replace('\n', ' ')).append('\n');
        return b.toString();
    }

    public static List<Line> decode(String stored) {
        List<Line> list = new ArrayList<>();
        for (String row : stored.split("\n")) {
            String[] parts = row.split("\t", 3);
            if (parts.length == 3) list.add(new Line(Integer.parseInt(parts[0]), parts[1], parts[2]));
        }
        return list;
    }
}
