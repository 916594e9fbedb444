package arena.support;

/**
 * A bot in a process of its own, for tests that kill it with SIGKILL: logs in, selects a contest, sends one command
 * (WAIT, NEXT ...), reads its first answer, prints {@code WAITING} and then waits for the second answer forever.
 * Arguments: port team password slug command.
 */
public final class WaitingClient {
    private WaitingClient() {}

    public static void main(String[] args) throws Exception {
        BotClient bot = new BotClient(Integer.parseInt(args[0]));
        bot.login(args[1], args[2]);
        String selected = bot.command("CONTEST " + args[3]);
        if (!selected.equals("OK")) throw new AssertionError("CONTEST answered " + selected);
        String first = bot.command(args[4]);
        if (!first.equals("OK")) throw new AssertionError(args[4] + " answered " + first);
        System.out.println("WAITING");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE); // by design: a client that waits until it is killed
    }

    /** Starts one in a new JVM and returns once it waits. */
    public static Process start(int port, String team, String password, String slug, String command) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), WaitingClient.class.getName(),
                String.valueOf(port), team, password, slug, command).redirectErrorStream(true).start();
        var out = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream()));
        String line;
        StringBuilder seen = new StringBuilder();
        while ((line = out.readLine()) != null) {
            if (line.equals("WAITING")) return p;
            seen.append(line).append('\n');
        }
        throw new AssertionError("the waiting client stopped: " + seen);
    }
}
