package arena.contest.accounts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.store.AccountStore;
import arena.store.Database;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 40: a login for a name with no account costs what a wrong password costs (a bcrypt check against a hash of
 * nothing), so the time of a refusal tells no one which names exist; so does a disabled team's.
 */
class LoginCostTest {
    private Database db;
    private Accounts accounts;

    @BeforeEach
    void open() throws Exception {
        db = Database.open(Files.createTempDirectory("login-cost"));
        accounts = new Accounts(new AccountStore(db), new TeamNames(List.of()));
        accounts.createTeam("known", "known-password");
        accounts.createTeam("benched", "benched-password");
        new AccountStore(db).setTeamDisabled(accounts.teamByName("benched").orElseThrow().id(), true);
    }

    @AfterEach
    void close() {
        db.close();
    }

    /** The median of seven refusals, in nanoseconds. */
    private static long median(Supplier<Boolean> refusal) {
        long[] took = new long[7];
        for (int i = 0; i < took.length; i++) {
            long start = System.nanoTime();
            assertTrue(refusal.get());
            took[i] = System.nanoTime() - start;
        }
        Arrays.sort(took);
        return took[took.length / 2];
    }

    @Test
    void anUnknownNameCostsWhatAWrongPasswordCosts() {
        long wrong = median(() -> accounts.verifyTeam("known", "wrong-password").isEmpty());
        long unknown = median(() -> accounts.verifyTeam("nobody", "wrong-password").isEmpty());
        long disabled = median(() -> accounts.verifyTeam("benched", "benched-password").isEmpty());
        long noInstructor = median(() -> accounts.verifyInstructor("nobody", "wrong-password").isEmpty());
        for (long t : new long[] {unknown, disabled, noInstructor})
            assertTrue(t > wrong / 2, "a refusal took " + t / 1_000_000 + " ms against " + wrong / 1_000_000 + " ms for a wrong password");
    }
}
