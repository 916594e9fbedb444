package arena.contest.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.Database;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RosterTest {
    private Database db;
    private AccountStore accounts;
    private ContestStore contests;
    private long contestId;

    @BeforeEach
    void open() throws Exception {
        db = Database.open(Files.createTempDirectory("roster"));
        accounts = new AccountStore(db);
        contests = new ContestStore(db);
        contestId = contests.create("class", "Class", "tally", "{}", true, null, 2, null).orElseThrow().id();
    }

    private Roster.Result importCsv(String csv) {
        return new Roster(new Accounts(accounts, new TeamNames(List.of("tally-steady"))), accounts).importCsv(contestId, csv);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void teamsAreCreatedEnrolledAndMissingPasswordsGenerated() {
        Roster.Result r = importCsv("name,password\nowls,hoot-hoot-1\nfoxes,\nbears\n");
        assertTrue(r.ok(), r.problems().toString());
        assertEquals(List.of("owls", "foxes", "bears"), r.teams().stream().map(Roster.Imported::name).toList());
        assertNull(r.teams().get(0).generatedPassword(), "a given password is not handed back");
        assertNotNull(r.teams().get(1).generatedPassword());
        assertEquals(3, contests.enrolledTeams(contestId).size());
        Accounts a = new Accounts(accounts);
        assertTrue(a.verifyTeam("owls", "hoot-hoot-1").isPresent());
        assertTrue(a.verifyTeam("foxes", r.teams().get(1).generatedPassword()).isPresent());
    }

    @Test
    void everyBadLineIsReportedByNumberAndNothingIsCreated() {
        accounts.createTeam("taken", "hash", null);
        Roster.Result r = importCsv(
                "name,password\ngood-one,\nbad name,\nshorty,1234\ngood-one,\ntaken,secret-password\n");
        assertEquals(List.of(
                new Roster.Problem(3, "a team name has only letters, digits, '_', '-' and '.', and starts with a letter or digit"),
                new Roster.Problem(4, "a password has at least 8 characters"),
                new Roster.Problem(5, "the team good-one is already on line 2"),
                new Roster.Problem(6, "the team taken exists: leave its password empty to enroll it as it is")), r.problems());
        assertTrue(accounts.teamByName("good-one").isEmpty(), "nothing is half-imported");
        assertEquals(0, contests.enrolledTeams(contestId).size());
    }

    @Test
    void anExistingTeamWithoutAPasswordIsEnrolledAsItIs() {
        accounts.createTeam("veterans", "hash", null);
        Roster.Result r = importCsv("name,password\nveterans,\nrookies,\n");
        assertTrue(r.ok());
        assertEquals(false, r.teams().get(0).created());
        assertEquals(2, contests.enrolledTeams(contestId).size());
    }

    @Test
    void aFileWithoutTheHeaderOrTeamsIsRefused() {
        assertEquals("the first line must be the header name,password (separated by ',' or ';')", importCsv("owls,x\n").problems().get(0).reason());
        assertEquals("the roster has no team", importCsv("name,password\n").problems().get(0).reason());
    }

    @Test
    void whatSpreadsheetsWriteIsRead() {
        // A UTF-8 byte order mark, CRLF line ends, ';' between fields, a quoted field holding the separator,
        // and an empty line: five teams, the password of the last one is "semi;colon-pass".
        Roster.Result r = importCsv("\uFEFFName;Password\r\nowls;\r\n\r\n\"foxes\";\"\"\r\nbears\r\n\"wolves\";\"semi;colon-pass\"\r\n");
        assertTrue(r.ok(), r.problems().toString());
        assertEquals(List.of("owls", "foxes", "bears", "wolves"), r.teams().stream().map(Roster.Imported::name).toList());
        assertTrue(new Accounts(accounts).verifyTeam("wolves", "semi;colon-pass").isPresent());
    }

    @Test
    void badLinesAreReportedByTheirLineInTheFile() {
        // Line 1 header; 2 is empty (skipped, still counted); 3 has a field too many (so its name is not
        // taken); 4 is reserved; 5 mixes scripts; 6 is good; 7 is fullwidth "owls", the same name as 6
        // after NFKC and case folding.
        Roster.Result r = importCsv("name,password\n\nowls,one,two\nadmin,\n\u0430lpha,\nOWLS,\nｏｗｌｓ,\n");
        assertEquals(List.of(
                new Roster.Problem(3, "this line has 3 fields, the header 2: quote a field that holds ','"),
                new Roster.Problem(4, "the name admin is reserved for the arena"),
                new Roster.Problem(5, "a team name has letters of one script only; this one mixes Latin and Cyrillic"),
                new Roster.Problem(7, "the team ｏｗｌｓ is already on line 6")), r.problems());
    }

    @Test
    void aNameThatReadsAsAnExistingTeamIsRefusedButTheExistingTeamItselfIsEnrolled() {
        accounts.createTeam("Strasse", "hash", null);
        accounts.createTeam("tally-steady", "hash", null); // a team from before the rules: enrolled as it is
        Roster.Result bad = importCsv("name,password\nSTRAßE,\n");
        assertEquals(List.of(new Roster.Problem(2, "the team name STRAßE is taken: it reads as the existing team Strasse")), bad.problems());
        Roster.Result good = importCsv("name,password\nstrasse,\ntally-steady,\n");
        assertTrue(good.ok(), good.problems().toString());
        assertEquals(List.of("Strasse", "tally-steady"), good.teams().stream().map(Roster.Imported::name).toList());
    }

    @Test
    void aBrokenQuoteIsReportedOnItsLine() {
        Roster.Result r = importCsv("name,password\nowls,\nfoxes,\"open\"x\nbears,\n");
        assertEquals(1, r.problems().size());
        assertEquals(3, r.problems().get(0).line());
        assertTrue(r.problems().get(0).reason().startsWith("this line is not CSV"), r.problems().toString());
    }

    @Test
    void generatedPasswordsAreHashedAtBcryptsLowestCostAndChosenOnesAtTheRosterCost() {
        Roster.Result r = importCsv("name,password\nowls,\nfoxes,chosen-password\n");
        assertTrue(r.ok());
        assertTrue(accounts.teamByName("owls").orElseThrow().passwordHash().startsWith("$2a$04$"));
        assertTrue(accounts.teamByName("foxes").orElseThrow().passwordHash().startsWith("$2a$05$"));
    }

    @Test
    void theFirstLoginRaisesAChosenPasswordsHashToTheNormalCostAndLeavesGeneratedOnesAlone() {
        Roster.Result r = importCsv("name,password\nowls,\nfoxes,chosen-password\n");
        assertTrue(r.ok());
        String generated = r.teams().get(0).generatedPassword();
        Accounts a = new Accounts(accounts);
        assertTrue(a.verifyTeam("foxes", "wrong-password").isEmpty());
        assertTrue(accounts.teamByName("foxes").orElseThrow().passwordHash().startsWith("$2a$05$"), "a failed login changes nothing");
        assertTrue(a.verifyTeam("foxes", "chosen-password").isPresent());
        assertTrue(accounts.teamByName("foxes").orElseThrow().passwordHash().startsWith("$2a$10$"), "raised at the first login");
        assertTrue(a.rememberedTeam("foxes", "chosen-password").isPresent(), "the check is remembered against the new hash");
        assertTrue(new Accounts(accounts).verifyTeam("foxes", "chosen-password").isPresent(), "the new hash verifies (no memory)");
        assertTrue(new Accounts(accounts).verifyTeam("foxes", "wrong-password").isEmpty());
        assertTrue(a.verifyTeam("owls", generated).isPresent());
        assertTrue(accounts.teamByName("owls").orElseThrow().passwordHash().startsWith("$2a$04$"), "a generated secret needs no stretching");
    }

    @Test
    void anUpgradeDoesNotUndoAPasswordChangedMeanwhile() {
        assertTrue(importCsv("name,password\nfoxes,chosen-password\n").ok());
        long id = accounts.teamByName("foxes").orElseThrow().id();
        String roster = accounts.team(id).orElseThrow().passwordHash();
        accounts.setTeamPassword(id, Accounts.hash("reset-password"));
        assertTrue(!accounts.replaceTeamPasswordHash(id, roster, Accounts.hash("chosen-password")));
        assertTrue(new Accounts(accounts).verifyTeam("foxes", "reset-password").isPresent());
    }
}
