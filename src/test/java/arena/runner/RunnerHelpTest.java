package arena.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code java -jar arena.jar runner --help} prints the usage and succeeds, as a person typing it expects (issue 44 point 10). */
class RunnerHelpTest {

    private record Ran(int exit, String out, String err) {}

    private static Ran runner(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "arena.Main", "runner"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the runner answered --help at once");
        return new Ran(p.exitValue(), out, err);
    }

    @Test
    void helpPrintsTheUsageAndSucceeds() throws Exception {
        for (String help : List.of("--help", "-h")) {
            Ran ran = runner(help);
            assertEquals(0, ran.exit(), help + ": " + ran.err());
            assertTrue(ran.out().startsWith("usage: java -jar arena.jar runner --arena URL"), ran.out());
            assertTrue(!ran.err().contains("unknown option"), ran.err());
        }
    }

    @Test
    void anUnknownOptionIsStillAnError() throws Exception {
        Ran ran = runner("--arena", "http://localhost:1/", "--token", "t", "--colour");
        assertEquals(2, ran.exit());
        assertTrue(ran.err().contains("unknown option --colour"), ran.err());
        assertTrue(ran.err().contains("usage:"), ran.err());
    }
}
