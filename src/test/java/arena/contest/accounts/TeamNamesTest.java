package arena.contest.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.AccountStore;
import arena.store.Database;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The rules for new team names: one script, nothing invisible, NFKC and case folding, reserved names. */
class TeamNamesTest {
    private final TeamNames names = new TeamNames(List.of("vestrock-random", "locm12-greedy"));
    private Database db;
    private AccountStore store;
    private Accounts accounts;

    @BeforeEach
    void open() throws Exception {
        db = Database.open(Files.createTempDirectory("names"));
        store = new AccountStore(db);
        accounts = new Accounts(store, names);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private Optional<String> problem(String name) {
        return names.problem(name, false);
    }

    @Test
    void lettersOfOneScriptPass() {
        assertEquals(Optional.empty(), problem("alpha"));
        assertEquals(Optional.empty(), problem("Żubry-2"));
        assertEquals(Optional.empty(), problem("альфа"), "all Cyrillic is one script");
        assertEquals(Optional.empty(), problem("αλφα_3"), "all Greek is one script");
        assertEquals(Optional.empty(), problem("ねこ猫ネコ"), "Japanese writes Han, Hiragana and Katakana together");
        assertEquals(Optional.empty(), problem("한국韓國"), "Korean writes Hangul and Han together");
    }

    @Test
    void aCyrillicLetterInsideALatinNameIsRefused() {
        // "аlpha": the first letter is U+0430 CYRILLIC SMALL LETTER A, the rest Latin.
        assertEquals("a team name has letters of one script only; this one mixes Latin and Cyrillic", problem("\u0430lpha").orElseThrow());
        assertTrue(problem("p\u03b1ss").orElseThrow().contains("Greek"), "Greek alpha inside Latin");
    }

    @Test
    void invisibleAndControlCharactersAreRefusedWithWhere() {
        assertEquals("a team name cannot hold invisible or control characters (U+3164 at character 1)",
                problem("\u3164\u3164\u3164").orElseThrow(), "a run of Hangul fillers draws nothing");
        assertEquals("a team name cannot hold invisible or control characters (U+200B at character 3)", problem("ab\u200Bc").orElseThrow());
        assertEquals("a team name cannot hold invisible or control characters (U+FFA0 at character 2)", problem("a\uFFA0b").orElseThrow());
        assertEquals("a team name cannot hold invisible or control characters (U+0009 at character 2)", problem("a\tb").orElseThrow());
        assertEquals("a team name cannot hold invisible or control characters (U+202E at character 4)", problem("abc\u202Edef").orElseThrow(),
                "right-to-left override");
    }

    @Test
    void reservedNamesAndHouseBotNamesAreRefusedWhateverTheirCase() {
        assertEquals("the name admin is reserved for the arena", problem("admin").orElseThrow());
        assertEquals("the name ADMIN is reserved for the arena", problem("ADMIN").orElseThrow());
        assertEquals("the name ａｄｍｉｎ is reserved for the arena", problem("ａｄｍｉｎ").orElseThrow(), "fullwidth letters fold to admin");
        assertEquals("names starting with vestrock-random are kept for the arena's house bots", problem("Vestrock-Random-7").orElseThrow());
        assertEquals(Optional.empty(), problem("vestrock-randomness"), "only the bot's name or its numbered copies");
        assertEquals(Optional.empty(), names.problem("vestrock-random-2", true), "the arena itself names its house bots so");
    }

    @Test
    void namesAreComparedAfterNfkcAndCaseFolding() {
        assertEquals(TeamNames.key("alpha"), TeamNames.key("ALPHA"));
        assertEquals(TeamNames.key("alpha"), TeamNames.key("ａｌｐｈａ"), "fullwidth is compatibility-equal");
        assertEquals(TeamNames.key("strasse"), TeamNames.key("STRAßE"), "ß folds to ss");
        assertEquals(TeamNames.key("team2"), TeamNames.key("team²"), "superscript two is compatibility-equal to 2");
        assertFalse(TeamNames.key("alpha").equals(TeamNames.key("\u0430lpha")));
    }

    @Test
    void aNewTeamThatReadsAsAnExistingOneIsTaken() {
        assertTrue(accounts.createTeam("Strasse", "password-1").ok());
        Accounts.Created again = accounts.createTeam("STRAßE", "password-2");
        assertTrue(again.nameTaken());
        assertEquals("the team name STRAßE is taken: it reads as the existing team Strasse", again.problem());
        assertTrue(accounts.createTeam("ｓｔｒａｓｓｅ", "password-3").nameTaken());
    }

    @Test
    void existingTeamsAreLeftAsTheyAre() {
        // A team stored before the rules (here written straight to the store) still logs in.
        store.createTeam("admin", Accounts.hash("old-password"), null);
        assertTrue(accounts.verifyTeam("admin", "old-password").isPresent());
    }

    /** Issue 40: these three were accepted beside the names they read as. */
    @Test
    void namesThatLookLikeAnExistingTeamAreRefusedWithTheNameTheyReadAs() {
        assertTrue(accounts.createTeam("alpha", "password1").ok());
        assertTrue(accounts.createTeam("apex", "password1").ok());
        Accounts.Created dotted = accounts.createTeam("Alpha.", "password1");
        assertFalse(dotted.ok());
        assertEquals("the team name Alpha. is taken: it reads as the existing team alpha", dotted.problem());
        Accounts.Created cyrillic = accounts.createTeam("\u0430\u0440\u0435\u0445", "password1"); // арех, all Cyrillic: one script
        assertFalse(cyrillic.ok(), "an all-Cyrillic name drawn exactly as apex");
        assertTrue(cyrillic.problem().contains("reads as the existing team apex"), cyrillic.problem());
        assertFalse(accounts.createTeam("a-l_p.h-a", "password1").ok(), "separators do not make another name");
        assertFalse(accounts.createTeam("ALPHA", "password1").ok());
        assertTrue(accounts.createTeam("alphabet", "password1").ok(), "a longer name is another name");
        assertTrue(accounts.createTeam("\u0436\u0443\u043a", "password1").ok(), "Cyrillic that looks like no Latin team is fine");
    }

    @Test
    void houseBotsNamesAreKeptInAnyCaseSeparatorsAndLookAlikeLetters() {
        assertTrue(problem("LOCM12-Greedy2").isPresent(), "reads as locm12-greedy's second");
        assertTrue(problem("locm12greedy").isPresent());
        assertTrue(problem("Vestrock_Random").isPresent());
        assertTrue(problem("vestrock-rand0m").isPresent(), "a zero for an o");
        assertTrue(problem("vestrock-greedy").isEmpty(), "only the house bots' own names are kept");
        assertTrue(problem("adm-in").isPresent(), "reserved names with separators too");
    }

    @Test
    void lookAlikeKeysAreSkeletonsWithoutSeparators() {
        assertEquals(TeamNames.lookAlike("apex"), TeamNames.lookAlike("\u0430\u0440\u0435\u0445"));
        assertEquals(TeamNames.lookAlike("alpha"), TeamNames.lookAlike("Alpha."));
        assertEquals(TeamNames.lookAlike("team1"), TeamNames.lookAlike("teaml"));
        assertFalse(TeamNames.lookAlike("alpha").equals(TeamNames.lookAlike("alpine")));
    }
}
