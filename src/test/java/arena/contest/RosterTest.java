package arena.contest;

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
        contestId = contests.create("class", "Class", "tally", "{}", true, null).orElseThrow().getId();
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void teamsAreCreatedEnrolledAndMissingPasswordsGenerated() {
        Roster.Result r = Roster.importCsv(accounts, contestId, "name,password\nowls,hoot-hoot-1\nfoxes,\nbears\n");
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
        Roster.Result r = Roster.importCsv(accounts, contestId,
                "name,password\ngood-one,\nbad name,\nshorty,1234\ngood-one,\ntaken,secret-password\n");
        assertEquals(List.of(
                new Roster.Problem(3, "a team name has only letters, digits, '_', '-' and '.', and starts with a letter or digit"),
                new Roster.Problem(4, "a password has at least 8 characters"),
                new Roster.Problem(5, "the team good-one appears twice"),
                new Roster.Problem(6, "the team taken exists: leave its password empty to enroll it as it is")), r.problems());
        assertTrue(accounts.teamByName("good-one").isEmpty(), "nothing is half-imported");
        assertEquals(0, contests.enrolledTeams(contestId).size());
    }

    @Test
    void anExistingTeamWithoutAPasswordIsEnrolledAsItIs() {
        accounts.createTeam("veterans", "hash", null);
        Roster.Result r = Roster.importCsv(accounts, contestId, "name,password\nveterans,\nrookies,\n");
        assertTrue(r.ok());
        assertEquals(false, r.teams().get(0).created());
        assertEquals(2, contests.enrolledTeams(contestId).size());
    }

    @Test
    void aFileWithoutTheHeaderOrTeamsIsRefused() {
        assertEquals("the first line must be the header name,password", Roster.importCsv(accounts, contestId, "owls,x\n").problems().get(0).reason());
        assertEquals("the roster has no team", Roster.importCsv(accounts, contestId, "name,password\n").problems().get(0).reason());
    }
}
