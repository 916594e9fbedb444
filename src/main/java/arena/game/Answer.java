package arena.game;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The answer to one command: {@code OK} and its lines, or one line {@code ERR <code> <description>}.
 * {@code changed} marks a command that changed a match and must be logged. {@code later} is for commands
 * such as {@code WAIT} that answer a second time when something happens.
 */
public record Answer(List<String> lines, boolean changed, Later later) {

    /**
     * The second part of an answer ({@code WAIT}'s next turn, {@code NEXT}'s turn handed over), looked for when what it
     * waits for may have happened, never waited for on a thread of its own (issue 45; DESIGN "A class at once"): the
     * waiting connection is an entry on its contest's list (as Redis keeps its blocked clients), and the turn's hand-over
     * or the change it waits for runs its {@link #whenReady} wake, on which the bot port's command loop looks again. A
     * connection that ends leaves its entry to be dropped: nothing is interrupted.
     */
    public interface Later {
        /**
         * One look, which never blocks: the second part if it has come, else null.
         *
         * @throws InterruptedException the connection is gone (it hung up): nothing more will come
         */
        List<String> poll() throws InterruptedException;

        /**
         * Runs {@code wake} once, from any thread, as soon as a {@link #poll} may find more than the last one did: at once
         * if it may already. {@code wake} must not block (it runs on the thread that tells the turn).
         */
        void whenReady(Runnable wake);

        /**
         * Waits on the caller's own thread until the second part comes (an in-process bot's thread, which has nothing
         * else to do meanwhile).
         */
        default List<String> await() throws InterruptedException {
            while (true) {
                List<String> lines = poll();
                if (lines != null) return lines;
                CountDownLatch woken = new CountDownLatch(1);
                whenReady(woken::countDown);
                woken.await();
            }
        }
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
