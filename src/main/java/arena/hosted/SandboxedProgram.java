package arena.hosted;

import arena.bridge.Launched;
import arena.sandbox.HostedProcess;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/** A hosted bot's sandboxed process as the bridge's match loop plays one ({@link Launched}). */
final class SandboxedProgram implements Launched {
    private static final String CLEAN = "exited with code 0";

    private final HostedProcess process;
    private final Runnable onClose;

    /** {@code onClose} runs once, when the process is stopped (its slot among the machine's bot processes goes back). */
    SandboxedProgram(HostedProcess process, Runnable onClose) {
        this.process = process;
        this.onClose = onClose;
    }

    @Override
    public OutputStream stdin() {
        return process.stdin();
    }

    @Override
    public InputStream stdout() {
        return process.stdout();
    }

    @Override
    public InputStream stderr() {
        return process.stderr();
    }

    @Override
    public boolean alive() {
        return process.alive();
    }

    @Override
    public End awaitEnd(long millis) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (process.alive() && System.nanoTime() < deadline) Thread.sleep(5);
        if (process.alive()) return null;
        Optional<String> reason = process.endReason();
        String words = reason.orElse("it ended");
        return new End(words.equals(CLEAN), words);
    }

    @Override
    public long cpuMillis() {
        return process.cpuMillis();
    }

    @Override
    public void onTheClock(boolean on) {
        process.onTheClock(on);
    }

    @Override
    public long cpuMillisNow() {
        return process.cpuMillisNow();
    }

    /** Whether it waits for its input now: started, and not timed before it does (issue 39). */
    boolean awaitsInput() {
        return process.awaitsInput();
    }

    private boolean closed;

    @Override
    public void stop() {
        process.close();
        synchronized (this) {
            if (closed) return;
            closed = true;
        }
        onClose.run();
    }
}
