package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The languages table: built-in rows, an administrator's rows, and what the sandbox finds of each toolchain. */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read must not hang the run
class LanguagesTest {

    @TempDir
    Path dataDir;

    @Test
    void theBuiltInTableHasTheFiveLanguages() {
        List<Language> table = Languages.table(dataDir);
        assertEquals(List.of("python3", "java", "cpp17", "c", "javascript"), table.stream().map(Language::id).toList());
        assertEquals(List.of("bot.py", "Bot.java", "bot.cpp", "bot.c", "bot.js"), table.stream().map(Language::fileName).toList());
        Language python = table.get(0);
        assertEquals(List.of("sh", "-c", "sh /arena/python-check.sh bot.py"), python.compile()); // issue 39: checked, not "ready" blind
        assertEquals(List.of("sh", "-c", "exec python3 -u bot.py"), python.run());
        assertFalse(python.mainFound());
        assertTrue(table.get(1).mainFound()); // Java: the class with a main, found by the build (issue 39)
        assertTrue(table.get(2).compiled());
        assertTrue(table.get(2).compile().get(2).contains("-std=c++17"));
    }

    @Test
    void eachBuiltInLanguageIsOfferedExactlyWhenItsToolchainIsInstalled() {
        Languages langs = Languages.load(dataDir, Boxes.sandbox());
        Map<String, String> tools = Map.of("python3", "python3", "java", "javac", "cpp17", "g++", "c", "gcc",
                "javascript", "node");
        for (LanguageStatus s : langs.statuses()) {
            String tool = tools.get(s.language().id());
            boolean installed = List.of("/usr/local/bin", "/usr/bin", "/bin").stream()
                    .anyMatch(d -> Files.isExecutable(Path.of(d, tool)));
            assertEquals(installed, s.available(), s.toString());
            if (installed) {
                assertFalse(s.version().isBlank(), s.toString());
                assertEquals("", s.reason());
                assertEquals(s.language(), langs.available(s.language().id()).orElseThrow());
            } else {
                assertEquals(tool + " not installed", s.reason());
            }
        }
        assertTrue(langs.statuses().get(0).version().startsWith("Python 3"), langs.statuses().get(0).version());
    }

    @Test
    void anAdministratorsRowsOverrideAndAddAndAMissingToolchainIsUnavailableWithItsReason() throws IOException {
        Files.writeString(dataDir.resolve(Languages.ADMIN_FILE), """
                # our own: Python a bit slower, and COBOL, which this machine does not have
                python3\tPython 3 (PyPy pace)\tbot.py\t-\texec python3 -u bot.py\t3.0\tpython3 --version
                cobol\tCOBOL\tbot.cob\tcobc -x -o bot bot.cob\texec ./bot\t1.0\tcobc --version
                """);
        Languages langs = Languages.load(dataDir, Boxes.sandbox());
        assertEquals(List.of("python3", "java", "cpp17", "c", "javascript", "cobol"),
                langs.statuses().stream().map(s -> s.language().id()).toList());
        LanguageStatus python = langs.statuses().get(0);
        assertEquals("Python 3 (PyPy pace)", python.language().name());
        assertEquals(3.0, python.language().timeFactor());
        assertTrue(python.available());
        LanguageStatus cobol = langs.statuses().get(5);
        assertFalse(cobol.available());
        assertEquals("cobc not installed", cobol.reason());
        assertTrue(langs.available("cobol").isEmpty());
        assertTrue(langs.available("fortran").isEmpty());
    }

    @Test
    void aMalformedRowIsAnErrorNamingItsFileAndLine() throws IOException {
        Files.writeString(dataDir.resolve(Languages.ADMIN_FILE), "# comment\nlua\tLua\tbot.lua\t-\tlua bot.lua\tfast\tlua -v\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Languages.table(dataDir));
        assertTrue(e.getMessage().contains("languages.tsv line 2") && e.getMessage().contains("fast"), e.getMessage());
        Files.writeString(dataDir.resolve(Languages.ADMIN_FILE), "lua\tLua\t../bot.lua\t-\tlua bot.lua\t1\tlua -v\n");
        e = assertThrows(IllegalArgumentException.class, () -> Languages.table(dataDir));
        assertTrue(e.getMessage().contains("plain file name"), e.getMessage());
        Files.writeString(dataDir.resolve(Languages.ADMIN_FILE), "lua\tLua\tbot.lua\tlua bot.lua\n");
        e = assertThrows(IllegalArgumentException.class, () -> Languages.table(dataDir));
        assertTrue(e.getMessage().contains("7 tab-separated columns"), e.getMessage());
    }

    @Test
    void withoutASandboxNoLanguageIsOfferedAndEachSaysWhy() {
        Sandbox none = new Sandbox() {
            @Override
            public SandboxCheck check() {
                return new SandboxCheck(false, "bubblewrap (bwrap) is not installed", "");
            }

            @Override
            public BuildResult build(Language lang, Map<String, String> files, Path buildDir) {
                throw new AssertionError("nothing may be built without a sandbox");
            }

            @Override
            public HostedProcess start(Language lang, Path buildDir, RunLimits limits) {
                throw new AssertionError("nothing may run without a sandbox");
            }

            @Override
            public LanguageStatus probe(Language lang) {
                throw new AssertionError("nothing may be probed without a sandbox");
            }
        };
        Languages langs = Languages.load(dataDir, none);
        assertEquals(5, langs.statuses().size());
        for (LanguageStatus s : langs.statuses()) {
            assertFalse(s.available());
            assertEquals("the sandbox is unavailable: bubblewrap (bwrap) is not installed", s.reason());
        }
        assertTrue(langs.available("python3").isEmpty());
    }
}
