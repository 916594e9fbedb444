package arena.sandbox;

import java.nio.file.Path;
import java.util.Map;

/**
 * The sandbox made with bubblewrap ({@code bwrap}): user, pid, net, mount, ipc and uts namespaces, a read-only
 * filesystem of the toolchains only, a size-limited tmpfs {@code /tmp}, a clean environment, uid {@code nobody},
 * rlimits, and cgroups (v2 delegated, else v1 as root) for memory and process count where the machine has them.
 */
public final class BubblewrapSandbox implements Sandbox {

    private BubblewrapSandbox() {}

    /**
     * A sandbox whose cgroups and scratch files live under {@code workDir}; runs its self-test once.
     */
    public static BubblewrapSandbox create(Path workDir) {
        throw new UnsupportedOperationException("filled in by the next commit");
    }

    @Override
    public SandboxCheck check() {
        throw new UnsupportedOperationException("filled in by the next commit");
    }

    @Override
    public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
        throw new UnsupportedOperationException("filled in by the next commit");
    }

    @Override
    public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
        throw new UnsupportedOperationException("filled in by the next commit");
    }
}
