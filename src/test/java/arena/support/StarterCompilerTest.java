package arena.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class StarterCompilerTest {
    @Test
    void aSourceIsCompiledOnceAndEveryFolderGetsWhatItMade() throws Exception {
        Path calls = Files.createTempFile("compiler-calls", ".txt");
        // a "compiler" that notes each call and makes an executable from its source
        List<String> command = List.of("sh", "-c", "echo called >> " + calls + " && cp bot.src bot && chmod +x bot && echo compiled");
        for (int i = 0; i < 3; i++) {
            Path dir = Files.createTempDirectory("starter");
            Files.writeString(dir.resolve("bot.src"), "#!/bin/sh\necho one\n");
            assertTrue(StarterCompiler.compile(dir, "bot.src", command));
            assertTrue(Files.isExecutable(dir.resolve("bot")), "the folder holds what the compile made, executable");
            assertEquals("compiled", Files.readString(dir.resolve(StarterCompiler.OUTPUT)).strip(), "and the compiler's words");
        }
        assertEquals(1, Files.readAllLines(calls).size(), "one compile for three folders of the same source");

        Path other = Files.createTempDirectory("starter");
        Files.writeString(other.resolve("bot.src"), "#!/bin/sh\necho two\n");
        assertTrue(StarterCompiler.compile(other, "bot.src", command));
        assertEquals(2, Files.readAllLines(calls).size(), "another source is compiled for itself");
        assertEquals("#!/bin/sh\necho two\n", Files.readString(other.resolve("bot")));
    }

    @Test
    void aFailedCompileSaysWhyAndIsTriedAgain() throws Exception {
        Path calls = Files.createTempFile("compiler-calls", ".txt");
        List<String> command = List.of("sh", "-c", "echo called >> " + calls + " && echo 'bot.src:1: error' && exit 1");
        for (int i = 0; i < 2; i++) {
            Path dir = Files.createTempDirectory("starter");
            Files.writeString(dir.resolve("bot.src"), "broken");
            assertFalse(StarterCompiler.compile(dir, "bot.src", command));
            assertEquals("bot.src:1: error", Files.readString(dir.resolve(StarterCompiler.OUTPUT)).strip());
        }
        assertEquals(2, Files.readAllLines(calls).size(), "a failure is not kept: the compiler is asked again");
    }
}
