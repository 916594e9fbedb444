package arena.contest.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.AccountStore;
import arena.store.Database;
import java.nio.file.Files;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AccountsTest {
    private Database db;
    private Accounts accounts;
    private AccountStore store;

    @BeforeEach
    void open() throws Exception {
        db = Database.open(Files.createTempDirectory("accounts"));
        store = new AccountStore(db);
        accounts = new Accounts(store);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void teamNamesAreOneTokenOfLettersDigitsAndAFewMarks() {
        assertTrue(accounts.teamNameProblem("pizza_lovers-2.0").isEmpty());
        assertTrue(accounts.teamNameProblem("Żubry").isEmpty());
        assertFalse(accounts.teamNameProblem("a").isEmpty());
        assertFalse(accounts.teamNameProblem("two words").isEmpty());
        assertFalse(accounts.teamNameProblem("<script>").isEmpty());
        assertFalse(accounts.teamNameProblem("-dash").isEmpty());
        assertFalse(accounts.teamNameProblem("x".repeat(33)).isEmpty());
    }

    @Test
    void passwordsHaveAtLeastEightCharacters() {
        assertEquals("a password has at least 8 characters", Accounts.passwordProblem("1234567").orElseThrow());
        assertTrue(Accounts.passwordProblem("12345678").isEmpty());
    }

    @Test
    void passwordsAreStoredAsBcryptHashesAndVerified() {
        Accounts.Created created = accounts.createTeam("hashers", "correct horse");
        assertTrue(created.ok());
        String hash = store.team(created.id()).orElseThrow().passwordHash();
        assertTrue(hash.startsWith("$2a$10$"), hash);
        assertTrue(accounts.verifyTeam("hashers", "correct horse").isPresent());
        assertTrue(accounts.verifyTeam("HASHERS", "correct horse").isPresent(), "names are matched without regard to case");
        assertTrue(accounts.verifyTeam("hashers", "correct horse").isPresent(), "a second check (remembered) agrees");
        assertTrue(accounts.verifyTeam("hashers", "wrong horse").isEmpty());
        assertTrue(accounts.verifyTeam("nobody", "correct horse").isEmpty());
    }

    @Test
    void aTakenNameIsRefusedWhateverItsCase() {
        assertTrue(accounts.createTeam("Alpha", "password1").ok());
        Accounts.Created again = accounts.createTeam("alpha", "password2");
        assertTrue(again.nameTaken());
        assertEquals("the team name alpha is taken", again.problem());
    }

    @Test
    void theInstructorGetsAGeneratedPasswordOnceAndATokenWhenGiven() {
        String generated = accounts.bootstrapInstructor("admin", null, "tok-123").orElseThrow();
        assertTrue(accounts.verifyInstructor("admin", generated).isPresent());
        assertTrue(accounts.bootstrapInstructor("admin", null, null).isEmpty(), "printed only when made");
        assertTrue(accounts.instructorByToken("tok-123").isPresent());
        assertTrue(accounts.instructorByToken("tok-124").isEmpty());
        accounts.bootstrapInstructor("admin", "new-password", null);
        assertTrue(accounts.verifyInstructor("admin", "new-password").isPresent());
        assertTrue(accounts.verifyInstructor("admin", generated).isEmpty());
    }

    /**
     * Issue 28: a start checks a password given for the existing instructor (a bcrypt) only after the web answers; a
     * login that comes first waits for it, so the new password works at once and the old one no more.
     */
    @Test
    void aPasswordGivenAtStartIsCheckedAfterTheStartAndALoginMeanwhileWaitsForIt() throws Exception {
        String generated = accounts.bootstrapInstructor("admin", null, null).orElseThrow();
        assertTrue(accounts.ensureInstructor("admin", "changed-at-start", "tok-9").isEmpty());
        assertTrue(accounts.instructorByToken("tok-9").isPresent(), "the token is stored before the web answers");
        assertTrue(Accounts.check(generated, store.instructor("admin").orElseThrow().passwordHash()), "no bcrypt yet: the stored password is the old one");
        java.util.concurrent.CompletableFuture<Boolean> login = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> accounts.verifyInstructor("admin", "changed-at-start").isPresent());
        Thread.sleep(200); // a negative check: the login must not finish in this time
        assertFalse(login.isDone(), "a login waits while the password given at start is not yet stored");
        accounts.settleInstructorPassword();
        assertTrue(login.get(5, java.util.concurrent.TimeUnit.SECONDS), "then the new password is the instructor's");
        assertTrue(accounts.verifyInstructor("admin", generated).isEmpty(), "and the old one no more");
    }
}
