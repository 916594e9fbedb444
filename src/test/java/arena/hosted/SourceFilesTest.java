package arena.hosted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checks of uploaded sources: paths in the bot's folder, text only, bounded sizes, zips without tricks. */
class SourceFilesTest {
    private final SourceFiles files = new SourceFiles(new UploadLimits(1000, 1500, 3));

    private void refused(String because, Runnable upload) {
        BadUpload e = assertThrows(BadUpload.class, upload::run);
        assertTrue(e.getMessage().contains(because), e.getMessage());
    }

    @Test
    void textsKeepTheirPathsAndOrder() {
        Map<String, String> given = new LinkedHashMap<>();
        given.put("bot.py", "print(1)\n");
        given.put("lib/util.py", "x = 2\n");
        assertEquals(List.of("bot.py", "lib/util.py"), List.copyOf(files.ofTexts(given).keySet()));
    }

    @Test
    void pathsStayInTheBotsFolder() {
        refused("out of the bot's folder", () -> files.ofTexts(Map.of("../evil.py", "x")));
        refused("out of the bot's folder", () -> files.ofTexts(Map.of("/etc/passwd", "x")));
        refused("out of the bot's folder", () -> files.ofTexts(Map.of("lib\\x.py", "x")));
        refused("not starting with '.'", () -> files.ofTexts(Map.of(".bashrc", "x")));
        refused("not starting with '.'", () -> files.ofTexts(Map.of("a b.py", "x")));
    }

    @Test
    void sizesAreBounded() {
        refused("over the limit", () -> files.ofTexts(Map.of("bot.py", "x".repeat(1001))));
        Map<String, String> two = new LinkedHashMap<>();
        two.put("a.py", "x".repeat(800));
        two.put("b.py", "x".repeat(800));
        refused("together", () -> files.ofTexts(two));
        Map<String, String> four = new LinkedHashMap<>();
        for (int i = 0; i < 4; i++) four.put("f" + i + ".py", "x");
        refused("more than 3 files", () -> files.ofTexts(four));
        refused("no files", () -> files.ofTexts(Map.of()));
    }

    @Test
    void binaryFilesAreRefused() {
        refused("NUL bytes", () -> files.ofTexts(Map.of("bot.py", "ELF\0\0\0")));
        refused("NUL bytes", () -> files.ofBytes(Map.of("bot", new byte[] {0x7f, 'E', 'L', 'F', 0, 1})));
        refused("not UTF-8", () -> files.ofBytes(Map.of("bot.py", new byte[] {'a', (byte) 0xff, (byte) 0xfe})));
        assertEquals("é", files.ofBytes(Map.of("bot.py", "é".getBytes(StandardCharsets.UTF_8))).get("bot.py"));
    }

    @Test
    void aZippedFolderLosesItsTopFolder() {
        Map<String, String> inside = new LinkedHashMap<>();
        inside.put("mybot/bot.py", "import lib\n");
        inside.put("mybot/lib.py", "x = 1\n");
        assertEquals(List.of("bot.py", "lib.py"), List.copyOf(files.ofZip(Zips.of(inside)).keySet()));
    }

    @Test
    void aZipWithAPathOutOfItsFolderIsRefused() {
        refused("out of its folder", () -> files.ofZip(Zips.of(Map.of("../../etc/cron.d/evil", "x"))));
        refused("out of its folder", () -> files.ofZip(Zips.of(Map.of("/abs.py", "x"))));
    }

    @Test
    void aZipWithALinkIsRefused() {
        byte[] zip = Zips.withLink(Map.of("bot.py", "print(1)"), "secrets", "/etc/shadow");
        refused("a link, secrets", () -> files.ofZip(zip));
    }

    @Test
    void aZipThatUnpacksPastTheLimitStopsThere() {
        refused("over 0 KiB", () -> files.ofZip(Zips.of(Map.of("bomb.txt", "0".repeat(1_000_000)))));
        refused("not a zip", () -> files.ofZip("just text".getBytes(StandardCharsets.UTF_8)));
    }
}
