import java.io.File;

/** Double-forks a daemon (a sh that sleeps, set apart with setsid and nohup) that would outlive the bot, then waits. */
public class Bot {
    public static void main(String[] args) throws Exception {
        new ProcessBuilder("sh", "-c", "setsid nohup sh -c 'exec sleep 31337' >/dev/null 2>&1 &")
                .redirectOutput(new File("/dev/null")).start().waitFor();
        System.out.println("daemon started");
        System.out.flush();
        Thread.sleep(600_000);
    }
}
