package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the hosted bots' look reads of a version (issue 46): the fields that decide what runs, the same as the whole
 * version's, for one version or every team's choice in a contest in one query; no files, no build log.
 */
class VersionToRunTest {
    @Test
    void aVersionToRunIsTheStoredVersionWithoutItsFilesAndLog() throws Exception {
        try (Database db = Database.open(Files.createTempDirectory("arena-to-run"))) {
            AccountStore accounts = new AccountStore(db);
            long owls = accounts.createTeam("owls", "x", null).orElseThrow();
            long larks = accounts.createTeam("larks", "x", null).orElseThrow();
            long wrens = accounts.createTeam("wrens", "x", null).orElseThrow();
            long contest = new ContestStore(db).create("c", "C", "pizzacraft", "{}", true, null, 2, null).orElseThrow().id();
            long other = new ContestStore(db).create("d", "D", "pizzacraft", "{}", true, null, 2, null).orElseThrow().id();
            BotStore bots = new BotStore(db);
            Duration hour = Duration.ofHours(1);
            assertEquals(1, bots.addVersion(owls, "python3", "pizzacraft", Map.of("main.py", "print(1)\n"), "h-owls-1", 10, hour).version());
            assertEquals(2, bots.addVersion(owls, "java", "pizzacraft", Map.of("Player.java", "class Player {}\n"), "h-owls-2", 10, hour).version());
            assertEquals(1, bots.addVersion(larks, "cpp17", "pizzacraft", Map.of("main.cpp", "int main() {}\n"), "h-larks-1", 10, hour).version());
            assertEquals(1, bots.addVersion(wrens, "javascript", "pizzacraft", Map.of("main.js", "\n"), "h-wrens-1", 10, hour).version());
            bots.finishBuild(owls, 1, BotStatus.READY, "built");
            bots.finishBuild(owls, 2, BotStatus.READY, "built");
            bots.finishBuild(larks, 1, BotStatus.FAILED, "main.cpp:1: error");
            bots.choose(contest, owls, 2);
            bots.choose(contest, larks, 1);
            bots.choose(other, wrens, 1);

            Map<Long, VersionToRun> chosen = bots.chosenToRun(contest);
            assertEquals(Map.of(owls, new VersionToRun(owls, 2, "java", "h-owls-2", BotStatus.READY),
                    larks, new VersionToRun(larks, 1, "cpp17", "h-larks-1", BotStatus.FAILED)), chosen, "the contest's choices only");
            assertTrue(chosen.get(owls).ready());
            assertFalse(chosen.get(larks).ready(), "a failed build does not run");

            for (long team : new long[] {owls, larks, wrens}) {
                for (int v = 1; v <= 2; v++) {
                    Optional<StoredBotVersion> whole = bots.version(team, v);
                    Optional<VersionToRun> light = bots.toRun(team, v);
                    assertEquals(whole.isPresent(), light.isPresent(), "team " + team + " version " + v);
                    whole.ifPresent(w -> assertEquals(new VersionToRun(w.teamId(), w.version(), w.language(), w.sourceHash(), w.status()), light.get()));
                }
            }
            assertEquals(Optional.empty(), bots.toRun(owls, 3));
        }
    }
}
