package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * When no sandbox can be had, nothing runs: the self-test says why, builds and starts are refused with that reason,
 * no language is offered (issue 26: a bot never runs unsandboxed, not even as a fallback).
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read must not hang the run
class SandboxRefusalTest {

    @Test
    void aHostThatForbidsUserNamespacesGetsNoSandboxAndSaysWhy() throws Exception {
        // bwrap as it fails on Ubuntu 24.04 with kernel.apparmor_restrict_unprivileged_userns = 1
        Path fake = Boxes.ROOT.resolve("fake-bwrap");
        Files.createDirectories(fake.getParent());
        Files.writeString(fake, "#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        BubblewrapSandbox sandbox = BubblewrapSandbox.create(Boxes.ROOT.resolve("work-refused"), 61000, 1000,
                new BoxCommand.Tools("/bin/sh", "/usr/bin/prlimit", "/usr/bin/setpriv", fake.toString()));
        SandboxCheck check = sandbox.check();
        assertFalse(check.usable());
        assertTrue(check.reason().startsWith("bubblewrap could not start a sandbox: bwrap: setting up uid map: "
                + "Permission denied"), check.reason());
        assertTrue(check.reason().contains("see docs/sandbox.md"), check.reason());

        Path dir = Boxes.buildDir("refused");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> sandbox.build(Boxes.language("python3"), Map.of("bot.py", "print(1)\n"), dir));
        assertEquals("the sandbox is unavailable: " + check.reason(), e.getMessage());
        assertFalse(Files.exists(dir), "nothing is written when nothing may be built");
        assertThrows(IllegalStateException.class, () -> sandbox.start(Boxes.language("python3"), dir, RunLimits.bot()));
        for (LanguageStatus s : Languages.load(Boxes.ROOT, sandbox).statuses()) {
            assertFalse(s.available());
            assertEquals("the sandbox is unavailable: " + check.reason(), s.reason());
        }
    }

    @Test
    void aMissingBubblewrapIsNamed() {
        BubblewrapSandbox sandbox = BubblewrapSandbox.create(Boxes.ROOT.resolve("work-nobwrap"), 61000, 1000,
                new BoxCommand.Tools("/bin/sh", "/usr/bin/prlimit", "/usr/bin/setpriv", null));
        assertFalse(sandbox.check().usable());
        assertEquals("bubblewrap (bwrap) is not installed", sandbox.check().reason());
    }
}
