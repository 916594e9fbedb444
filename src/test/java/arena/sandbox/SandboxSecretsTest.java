package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An arena runs with its secrets in its environment (the admin token, the database password); a bot must see none
 * of them. The arena here is a JVM of its own started with them, since a test cannot change its own environment.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read must not hang the run
class SandboxSecretsTest {

    @Test
    void aBotSeesNoneOfTheArenasEnvironment() throws Exception {
        Path dir = Boxes.buildDir("env");
        Files.createDirectories(dir);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                EnvironmentProbe.class.getName(), Boxes.ROOT.resolve("work-env").toString(), dir.toString());
        Map<String, String> env = pb.environment();
        env.put("ARENA_ADMIN_TOKEN", "tok-5f1e0c9b2d");
        env.put("ARENA_DATABASE_PASSWORD", "pw-8c1d77aa03");
        env.put("DB_PASSWORD", "pw-0b44e9f1c2");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("PATH=/usr/local/bin:/usr/bin:/bin"), "the bot's environment was printed: " + out);
        for (String secret : new String[] {"ARENA_", "tok-5f1e0c9b2d", "pw-8c1d77aa03", "pw-0b44e9f1c2", "DB_PASSWORD",
                "JAVA_HOME", System.getProperty("user.dir")}) {
            assertFalse(out.contains(secret), "the bot sees " + secret + ":\n" + out);
        }
    }
}
