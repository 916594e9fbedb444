package arena.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 39: a build in the real sandbox says "ready" only for a program that can start. Python is compiled, JavaScript
 * checked, the main file must be there, and Java's main class is whichever class has a main (CodinGame's Player); every
 * failure gives the compiler's words with the file and line, and no path of the host.
 */
@Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SandboxBuildChecksTest {

    private static BuildResult build(String lang, Map<String, String> files) {
        return Boxes.sandbox().build(Boxes.language(lang), files, Boxes.buildDir("checks-" + lang));
    }

    private static void noHostPath(BuildResult r) {
        assertFalse(r.log().contains(Boxes.ROOT.toString()), r.log());
        assertFalse(r.log().contains("/box/"), r.log());
        assertFalse(r.log().contains("    at "), "no stack trace: " + r.log());
    }

    @Test
    void aPythonSyntaxErrorFailsTheBuildWithItsFileAndLine() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("bot.py", "import helper\nprint(helper.X)\n");
        files.put("helper.py", "X = 1\ndef broken(:\n    pass\n");
        BuildResult r = build("python3", files);
        assertFalse(r.ok(), r.log());
        assertTrue(r.log().contains("File \"helper.py\", line 2") && r.log().contains("SyntaxError"), r.log());
        noHostPath(r);
        assertTrue(build("python3", Map.of("bot.py", "import sys\nprint(sys.stdin.readline())\n")).ok());
    }

    @Test
    void aPythonBotWithoutItsMainFileFails() {
        BuildResult r = build("python3", Map.of("main.py", "print(1)\n", "util.py", "X = 1\n"));
        assertFalse(r.ok(), r.log());
        assertTrue(r.log().startsWith("bot.py is missing"), r.log());
    }

    @Test
    void aJavaScriptSyntaxErrorFailsTheBuildWithItsFileAndLine() {
        BuildResult r = build("javascript", Map.of("bot.js", "const a = 1;\nfunction (x) {\n"));
        assertFalse(r.ok(), r.log());
        assertTrue(r.log().contains("bot.js:2") && r.log().contains("SyntaxError"), r.log());
        noHostPath(r);
    }

    @Test
    void aCodinGameJavaBotWhoseClassIsPlayerIsBuiltAndRuns() throws Exception {
        Language java = Boxes.language("java");
        Path dir = Boxes.buildDir("player");
        String player = "import java.util.Scanner;\nclass Helper { static int twice(int x) { return 2 * x; } }\n"
                + "class Player {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n"
                + "    System.out.println(\"player: \" + Helper.twice(in.nextInt()));\n  }\n}\n";
        BuildResult r = Boxes.sandbox().build(java, Map.of("Bot.java", player), dir);
        assertTrue(r.ok(), r.log());
        assertTrue(r.log().contains("main class: Player"), r.log());
        try (HostedProcess p = Boxes.sandbox().start(java, dir, RunLimits.bot())) {
            p.stdin().write("21\n".getBytes(StandardCharsets.UTF_8));
            p.stdin().flush();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8));
            assertEquals("player: 42", out.readLine());
        }
    }

    @Test
    void aJavaBotWithoutAMainFailsAndOneWithSeveralTakesPlayer() {
        BuildResult none = build("java", Map.of("Bot.java", "class Bot { static int f() { return 1; } }\n"));
        assertFalse(none.ok(), none.log());
        assertTrue(none.log().contains("no class has a main method"), none.log());

        String two = "class Player { public static void main(String[] a) {} }\nclass Tool { public static void main(String[] a) {} }\n";
        BuildResult several = build("java", Map.of("Bot.java", two));
        assertTrue(several.ok(), several.log());
        assertTrue(several.log().contains("main class: Player"), several.log());

        String ambiguous = "class A { public static void main(String[] a) {} }\nclass B { public static void main(String[] a) {} }\n";
        BuildResult r = build("java", Map.of("Bot.java", ambiguous));
        assertFalse(r.ok(), r.log());
        assertTrue(r.log().contains("several classes have a main method (A, B)"), r.log());
    }

    @Test
    void aJavaCompileErrorNamesItsFileAndLine() {
        BuildResult r = build("java", Map.of("Bot.java", "class Player {\n  public static void main(String[] a) {\n    int x = \"no\";\n  }\n}\n"));
        assertFalse(r.ok(), r.log());
        assertTrue(r.log().contains("Bot.java:3: error"), r.log());
        noHostPath(r);
    }

    @Test
    void aFileBesideAFolderOfTheSameNameIsRefusedBeforeAnythingIsWritten() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("bot.py", "print(1)\n");
        files.put("a", "x\n");
        files.put("a/b.py", "y = 1\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> build("python3", files));
        assertTrue(e.getMessage().contains("the file a is also a folder of a/b.py"), e.getMessage());
        assertFalse(e.getMessage().contains(Boxes.ROOT.toString()), e.getMessage());
    }
}
