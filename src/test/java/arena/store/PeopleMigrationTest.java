package arena.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.accounts.Accounts;
import arena.domain.StaffRole;
import arena.support.TestDatabases;
import at.favre.lib.crypto.bcrypt.BCrypt;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.List;
import java.util.function.Supplier;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * Migrations 22 and 24 (issue 42: people, students in teams) on a database as today's arena leaves it (the migrations up to V20, then an
 * instructor, teams with their passwords, a contest with its enrollments and a finished round): after it, every contest,
 * team and enrollment is there, each team a team of no members whose password still works, {@code admin} the first
 * instructor with its password, and the record of who did what empty and ready. On H2 and on PostgreSQL.
 */
class PeopleMigrationTest {

    @Test
    void h2KeepsEveryContestAndAccount() throws Exception {
        Path dir = Files.createTempDirectory("arena-people");
        String url = H2File.url(dir.toAbsolutePath().resolve("arena"));
        Flyway.configure().dataSource(url, "arena", "").locations("classpath:migrations/h2").target("20")
                .javaMigrations(new LegacyLogMigration(c -> new JournalPlace.Folder(dir.toAbsolutePath().resolve("journal")))).load().migrate();
        keepsEveryContestAndAccount(() -> connect(url, "arena", ""), () -> Database.open(dir));
    }

    @Test
    void postgresqlKeepsEveryContestAndAccount() throws Exception {
        DatabaseAddress address = TestDatabases.freshDatabase();
        Flyway.configure().dataSource(address.jdbcUrl(), address.user(), address.password()).locations("classpath:migrations/postgresql")
                .target("20").javaMigrations(new LegacyLogMigration(c -> new JournalPlace.Rows(Database.serverSql(c)))).load().migrate();
        keepsEveryContestAndAccount(() -> connect(address.jdbcUrl(), address.user(), address.password()), () -> Database.open(address));
    }

    private static void keepsEveryContestAndAccount(Supplier<Connection> legacy, Supplier<Database> today) throws Exception {
        long contest;
        long owls;
        try (Connection c = legacy.get()) {
            insert(c, "INSERT INTO instructor (login, password_hash, api_token_hash, created_at) VALUES ('admin', ?, ?, ?)",
                    BCrypt.withDefaults().hashToString(4, "admin-before".toCharArray()), "digest-of-a-token", now());
            owls = insert(c, "INSERT INTO team (name, password_hash, created_at) VALUES ('owls', ?, ?)",
                    BCrypt.withDefaults().hashToString(4, "owls-password".toCharArray()), now());
            long foxes = insert(c, "INSERT INTO team (name, password_hash, disabled, created_at) VALUES ('foxes', ?, TRUE, ?)",
                    BCrypt.withDefaults().hashToString(4, "foxes-password".toCharArray()), now());
            contest = insert(c, "INSERT INTO contest (slug, title, game, settings_json, phase, created_at) VALUES ('term', 'Term', 'tally', '{}', 'open', ?)", now());
            insert(c, "INSERT INTO contest (slug, title, game, settings_json, phase, created_at) VALUES ('old', 'Old', 'tally', '{}', 'finished', ?)", now());
            insert(c, "INSERT INTO enrollment (contest_id, team_id, enrolled_at) VALUES (?, ?, ?)", contest, owls, now());
            insert(c, "INSERT INTO enrollment (contest_id, team_id, enrolled_at) VALUES (?, ?, ?)", contest, foxes, now());
            insert(c, "INSERT INTO round (contest_id, number, seed, status, turn) VALUES (?, 1, 7, 'finished', 4)", contest);
        }
        try (Database db = today.get()) {
            AccountStore accounts = new AccountStore(db);
            ContestStore contests = new ContestStore(db);
            List<StoredInstructor> staff = accounts.instructors();
            assertEquals(1, staff.size());
            assertEquals("admin", staff.getFirst().login());
            assertEquals(StaffRole.INSTRUCTOR, staff.getFirst().role(), "the instructor of before is the first instructor");
            assertTrue(staff.getFirst().hasToken(), "its token is kept");
            Accounts checks = new Accounts(accounts);
            assertTrue(checks.verifyInstructor("admin", "admin-before").isPresent(), "its password still works");
            assertTrue(checks.verifyTeam("owls", "owls-password").isPresent(), "a team's password still works");
            assertTrue(accounts.teamByName("foxes").orElseThrow().disabled(), "a disabled team stays disabled");
            assertEquals(List.of("old", "term"), contests.all().stream().map(StoredContest::slug).sorted().toList(), "every contest is kept");
            assertEquals(List.of("foxes", "owls"), contests.enrolledTeams(contest).stream().map(StoredTeam::name).sorted().toList());
            ActionRecordStore record = new ActionRecordStore(db);
            assertTrue(record.newest(null, null, 10).isEmpty());
            record.add("instructor", "admin", contest, "paused the contest", null);
            assertEquals("term", record.newest(contest, "ADMIN", 10).getFirst().contestSlug(), "the record names the contest and finds a person without regard to case");

            // V24: each team of before is a team of no members, and takes members from now on
            StudentStore students = accounts.students();
            assertTrue(students.members(contest, owls).isEmpty(), "a team of before has no members");
            long ada = students.create("ada", "hash-of-a-password", "s42", null).orElseThrow();
            assertEquals(StudentStore.Placed.PLACED, students.place(contest, ada, owls, 6));
            assertEquals(List.of("ada"), students.members(contest, owls).stream().map(StoredStudent::name).toList());
            assertTrue(checks.verifyTeam("owls", "owls-password").isPresent(), "its password works with members too");
            record.add("student", "ada", "owls", contest, "saved the deck (team owls)", null);
            assertEquals("ada", record.ofTeam(contest, "owls", 10).getFirst().actor(), "the record keeps which member acted for the team");
        }
    }

    private static Timestamp now() {
        return new Timestamp(System.currentTimeMillis());
    }

    private static Connection connect(String url, String user, String password) {
        try {
            return DriverManager.getConnection(url, user, password);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long insert(Connection c, String sql, Object... values) throws java.sql.SQLException {
        try (PreparedStatement s = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            for (int i = 0; i < values.length; i++) s.setObject(i + 1, values[i]);
            s.executeUpdate();
            try (ResultSet keys = s.getGeneratedKeys()) {
                return keys.next() ? keys.getLong(1) : 0;
            }
        }
    }
}
