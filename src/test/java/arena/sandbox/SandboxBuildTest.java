package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Builds in the sandbox: compiler output, its cap, the content hash, and a bot of each language built and run. */
@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read must not hang the run
class SandboxBuildTest {

    /** An echo bot in each built-in language: reads a line, answers "echo: " and the line. */
    static final Map<String, String> ECHO = Map.of(
            "python3", "import sys\nprint('echo: ' + sys.stdin.readline().strip(), flush=True)\n",
            "java", "import java.util.Scanner;\npublic class Bot { public static void main(String[] a) {"
                    + " System.out.println(\"echo: \" + new Scanner(System.in).nextLine()); } }\n",
            "cpp17", "#include <iostream>\n#include <string>\nint main() { std::string s; std::getline(std::cin, s);"
                    + " std::cout << \"echo: \" << s << std::endl; }\n",
            "c", "#include <stdio.h>\n#include <string.h>\nint main(void) { char b[100]; fgets(b, sizeof b, stdin);"
                    + " b[strcspn(b, \"\\n\")] = 0; printf(\"echo: %s\\n\", b); return 0; }\n",
            "javascript", "const l = require('fs').readFileSync(0, 'utf8').split('\\n')[0];\nconsole.log('echo: ' + l);\n");

    @Test
    void aBotOfEachAvailableLanguageIsBuiltAndAnswers() throws Exception {
        Languages langs = Languages.load(Boxes.ROOT, Boxes.sandbox());
        for (LanguageStatus s : langs.statuses()) {
            if (!s.available()) continue;
            Language lang = s.language();
            Path dir = Boxes.buildDir("echo-" + lang.id());
            BuildResult r = Boxes.sandbox().build(lang, Map.of(lang.fileName(), ECHO.get(lang.id())), dir);
            assertTrue(r.ok(), lang.id() + ": " + r.log());
            try (HostedProcess p = Boxes.sandbox().start(lang, dir, RunLimits.bot())) {
                p.stdin().write("hello 42\n".getBytes(StandardCharsets.UTF_8));
                p.stdin().close(); // the JavaScript bot reads its whole stdin
                BufferedReader out = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8));
                assertEquals("echo: hello 42", out.readLine(), lang.id());
                Await.until(lang.id() + ": the bot exits after its input", 20_000, () -> !p.alive());
                assertEquals("exited with code 0", p.endReason().orElse("still running"), lang.id());
            }
            // the build is the arena's again: the bot's uid cannot change it
            assertEquals(BoxIds.ownUid(), (int) Files.getAttribute(dir.resolve(lang.fileName()), "unix:uid"));
        }
    }

    @Test
    void aCompileErrorGivesTheCompilersOutput() {
        Path dir = Boxes.buildDir("broken");
        BuildResult r = Boxes.sandbox().build(Boxes.language("cpp17"), Map.of("bot.cpp", Boxes.hostile("broken.cpp")), dir);
        assertFalse(r.ok());
        assertTrue(r.log().contains("undeclared_name") && r.log().contains("error"), r.log());
        assertTrue(r.log().endsWith("compilation ended: exited with code 1\n"), r.log());
        assertFalse(Files.exists(dir.resolve("bot")));
    }

    @Test
    void aFloodOfCompilerErrorsIsCapped() {
        StringBuilder src = new StringBuilder();
        for (int i = 0; i < 800; i++) src.append("int value_").append(i).append(" = missing_name_").append(i).append(";\n");
        src.append("int main() { return 0; }\n");
        BuildResult r = Boxes.sandbox().build(Boxes.language("cpp17"), Map.of("bot.cpp", src.toString()),
                Boxes.buildDir("many-errors"));
        assertFalse(r.ok());
        int bytes = r.log().getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes <= BuildResult.LOG_CAP && bytes > BuildResult.LOG_CAP / 2, "log of " + bytes + " bytes");
        assertTrue(r.log().contains("missing_name_0"), "the first errors are kept");
        assertTrue(r.log().contains("[compiler output cut at 63 KB]\ncompilation ended: exited with code 1\n"),
                r.log().substring(r.log().length() - 300));
    }

    @Test
    void theSameSourcesGiveTheSameHash() {
        Map<String, String> a = new LinkedHashMap<>();
        a.put("bot.py", "import util\n");
        a.put("util.py", "X = 1\n");
        Map<String, String> b = new LinkedHashMap<>();
        b.put("util.py", "X = 1\n");
        b.put("bot.py", "import util\n");
        Language py = Boxes.language("python3");
        String h1 = Boxes.sandbox().build(py, a, Boxes.buildDir("hash")).sourceHash();
        String h2 = Boxes.sandbox().build(py, b, Boxes.buildDir("hash")).sourceHash();
        assertEquals(h1, h2);
        assertEquals(64, h1.length());
        assertNotEquals(h1, SourceFiles.hash(Map.of("bot.py", "import util\n", "util.py", "X = 2\n")));
        // the boundary between path and content is part of the hash
        assertNotEquals(SourceFiles.hash(Map.of("ab", "c")), SourceFiles.hash(Map.of("a", "bc")));
    }

    @Test
    void aPathOutOfTheBuildFolderIsRefusedAndNothingIsWritten() {
        Path dir = Boxes.buildDir("escape");
        for (String bad : new String[] {"../evil.py", "/etc/evil.py", "a/../../evil.py", "a//b.py", "./bot.py", ""}) {
            assertThrows(IllegalArgumentException.class,
                    () -> Boxes.sandbox().build(Boxes.language("python3"), Map.of("bot.py", "x", bad, "y"), dir), bad);
        }
        assertFalse(Files.exists(dir));
        assertFalse(Files.exists(dir.getParent().resolve("evil.py")));
    }
}
