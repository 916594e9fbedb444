package arena.hosted;

import arena.sandbox.BuildResult;
import arena.sandbox.HostedProcess;
import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.RunLimits;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxCheck;
import java.nio.file.Path;
import java.util.Map;

/**
 * The sandbox when none could be made: its self-test says why, every language is unavailable for that reason, and
 * nothing is ever run (issue 26: a bot never runs unsandboxed, not even as a fallback).
 */
final class NoSandbox implements Sandbox {
    private final String reason;

    NoSandbox(String reason) {
        this.reason = reason;
    }

    @Override
    public SandboxCheck check() {
        return new SandboxCheck(false, reason, "");
    }

    @Override
    public LanguageStatus probe(Language lang) {
        return new LanguageStatus(lang, false, "", "the sandbox is unavailable: " + reason);
    }

    @Override
    public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
        throw new IllegalStateException("the sandbox is unavailable: " + reason);
    }

    @Override
    public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
        throw new IllegalStateException("the sandbox is unavailable: " + reason);
    }
}
