package arena.e2e;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.TestArena;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 39, versions per game: a version's source can be viewed, downloaded and loaded back into the editor of the team
 * page's hosted panel; the version list says its game and language. The editor is empty on a plain visit, as it was,
 * and holds the version's text after "load into the editor", ready to be changed and submitted as a new version.
 */
class HostedEditorIT extends BrowserTest {

    @Test
    void aVersionIsViewedDownloadedAndLoadedBackIntoTheEditor() throws Exception {
        // boxes can reach the data folder: the sandbox is usable, so the team page shows the hosted panel
        Files.setPosixFilePermissions(arena.dataDir, PosixFilePermissions.fromString("rwx--x--x"));
        contestWithTeam("edit", "vestrock", Map.of("turnMillis", 200), "editors");
        String source = "import sys\n# the editors' bot, version one\nfor line in sys.stdin:\n    print('WAIT', flush=True)\n";
        int v = TestArena.expect(201, arena.api("POST", "/api/teams/editors/bots",
                Map.of("language", "python3", "game", "vestrock", "files", Map.of("bot.py", source)))).json().get("version").asInt();
        long end = System.currentTimeMillis() + 60_000;
        while (arena.api("GET", "/api/teams/editors/bots/" + v, null).json().get("status").asText().equals("compiling")
                && System.currentTimeMillis() < end) Thread.sleep(100);

        logInAsTeam(page, "editors", "password1");
        Locator panel = page.locator("#hosted-edit");
        assertThat(panel).isVisible();
        Locator row = panel.locator("tbody tr").first();
        assertThat(row).containsText("vestrock");
        assertThat(row).containsText("python3");
        Locator editor = panel.locator(".CodeMirror");
        assertThat(editor).isVisible();
        assertTrue(!editor.innerText().contains("the editors' bot"), "a plain visit leaves the editor empty: " + editor.innerText());

        row.getByText("load into the editor").click();
        assertThat(page.locator("#hosted-edit .CodeMirror")).containsText("the editors' bot, version one");
        assertThat(page.locator("#hosted-edit")).containsText("version " + v + " is loaded");
        String inEditor = (String) page.locator("#hosted-edit .CodeMirror").evaluate("e => e.CodeMirror.getValue()");
        assertEquals(source, inEditor, "the editor holds the version's text exactly");

        Download download = page.waitForDownload(() -> page.locator("#hosted-edit tbody tr").first().getByText("download").click());
        assertEquals(source, Files.readString(download.path()), "the download is the version's file");
        assertTrue(download.suggestedFilename().startsWith("bot") || download.suggestedFilename().contains("version"),
                "a file name a student recognises: " + download.suggestedFilename());

        page.locator("#hosted-edit tbody tr").first().getByText("view").click();
        assertThat(page.locator("main")).containsText("the editors' bot, version one");
        assertThat(page.locator("main")).containsText("bot.py");
        Page phone = newPhone();
        logInAsTeam(phone, "editors", "password1");
        phone.navigate(page.url());
        assertTrue(!scrollsSideways(phone), "the version's page fits a phone");
    }
}
