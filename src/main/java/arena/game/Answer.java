package arena.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The answer to one command: {@code OK} and its lines, or one line {@code ERR <code> <description>}.
 * {@code changed} marks a command that changed a match and must be logged. {@code later} is for commands
 * such as {@code WAIT} that answer a second time when something happens; it blocks until then.
 */
public record Answer(List<String> lines, boolean changed, Later later) {

    @FunctionalInterface
    public interface Later {
        List<String> await() throws InterruptedException;
    }

    public Answer {
        lines = List.copyOf(lines);
    }

    public static Answer ok(String... lines) {
        return ok(List.of(lines));
    }

    public static Answer ok(List<String> lines) {
        List<String> all = new ArrayList<>(lines.size() + 1);
        all.add("OK");
        all.addAll(lines);
        return new Answer(all, false, null);
    }

    /** OK for a command that changed the match. */
    public static Answer done(String... lines) {
        return ok(lines).asChange();
    }

    public static Answer error(int code, String description) {
        return new Answer(List.of("ERR " + code + " " + description), false, null);
    }

    public Answer asChange() {
        return new Answer(lines, true, later);
    }

    public Answer then(Later later) {
        return new Answer(lines, changed, later);
    }

    public boolean isError() {
        return !lines.isEmpty() && lines.get(0).startsWith("ERR ");
    }

    /** The error code, or 0 for an OK answer. */
    public int errorCode() {
        if (!isError()) return 0;
        String rest = lines.get(0).substring(4);
        int space = rest.indexOf(' ');
        return Integer.parseInt(space < 0 ? rest : rest.substring(0, space));
    }
}
