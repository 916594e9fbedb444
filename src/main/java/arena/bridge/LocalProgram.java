package arena.bridge;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A bot's command run on this machine as the bridge runs it, in its own process group.
 *
 * <p>The process is started through {@code setsid} where there is one, so that it leads a process group of its own:
 * {@link #stop} ends the whole group (a shell script that does not {@code exec} leaves no child behind), and a Ctrl-C
 * on the bridge's terminal reaches the bridge only, which then stops every group itself.
 *
 * <p>Why it is not {@code arena.sandbox.SandboxedProcess}, with which it shares the handing out of a process's streams
 * (issue 45): the bridge is built alone for Java 17 and runs on a student's own machine, where there is no sandbox, no
 * cgroup and no uid to lease; the arena's hosted bots run in boxes only, and reach the bridge's match loop through
 * {@code arena.hosted.SandboxedProgram}, never through this class.
 */
final class LocalProgram implements Launched {
    private static final Path SETSID = Path.of("/usr/bin/setsid");

    private final Process process;

    /** Starts the command; an {@link IOException} says why it cannot be started. */
    LocalProgram(List<String> command) throws IOException {
        this(command, java.util.Map.of());
    }

    /** Starts the command with these variables added to the bridge's environment. */
    LocalProgram(List<String> command, java.util.Map<String, String> environment) throws IOException {
        List<String> full = new ArrayList<>();
        if (Files.isExecutable(SETSID)) full.add(SETSID.toString());
        full.addAll(command);
        ProcessBuilder pb = new ProcessBuilder(full);
        pb.environment().putAll(environment);
        process = pb.start();
    }

    @Override
    public OutputStream stdin() {
        return process.getOutputStream();
    }

    @Override
    public InputStream stdout() {
        return process.getInputStream();
    }

    @Override
    public InputStream stderr() {
        return process.getErrorStream();
    }

    @Override
    public boolean alive() {
        return process.isAlive();
    }

    @Override
    public End awaitEnd(long millis) throws InterruptedException {
        if (!process.waitFor(millis, TimeUnit.MILLISECONDS)) return null;
        int code = process.exitValue();
        return new End(code == 0, "exit code " + code);
    }

    @Override
    public long cpuMillis() {
        return process.info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(-1L); // the bot's own process
    }

    long pid() {
        return process.pid();
    }

    /**
     * Ends the bot's whole process group: SIGTERM, a moment's grace, then SIGKILL to whatever is left of the group and
     * of the process's descendants (for a system without setsid).
     */
    @Override
    public void stop() {
        List<ProcessHandle> descendants = process.descendants().toList();
        signalGroup("TERM");
        process.destroy();
        try {
            process.waitFor(300, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        signalGroup("KILL");
        process.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
    }

    private void signalGroup(String signal) {
        if (!Files.isExecutable(SETSID)) return;
        try {
            // the group's id is the pid of its leader, which setsid made the bot
            new ProcessBuilder("kill", "-" + signal, "--", "-" + process.pid()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(2, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException ignored) {
            // the group is gone, or kill is missing: destroy() and the descendants still end
        }
    }
}
