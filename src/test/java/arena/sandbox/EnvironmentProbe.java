package arena.sandbox;

import java.nio.file.Path;
import java.util.List;

/**
 * Run by {@link SandboxSecretsTest} as a JVM of its own, with secrets in its environment as an arena has them:
 * prints what a bot started by this JVM's sandbox finds in its environment.
 */
public final class EnvironmentProbe {

    public static void main(String[] args) throws Exception {
        BubblewrapSandbox sandbox = BubblewrapSandbox.create(Path.of(args[0]));
        if (!sandbox.check().usable()) throw new IllegalStateException(sandbox.check().reason());
        Language env = new Language("env", "env", "bot.sh", List.of(), List.of("sh", "-c", "env; cat /proc/1/environ | tr '\\0' '\\n'"),
                1, List.of("true"));
        try (HostedProcess p = sandbox.start(env, Path.of(args[1]), RunLimits.bot())) {
            p.stdin().close();
            System.out.print(Boxes.readAll(p.stdout(), 64 * 1024));
        }
    }
}
