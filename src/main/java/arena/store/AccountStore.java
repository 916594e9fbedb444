package arena.store;

import static arena.store.db.Tables.INSTRUCTOR;
import static arena.store.db.Tables.TEAM;

import java.time.LocalDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.jooq.DSLContext;
import org.jooq.exception.IntegrityConstraintViolationException;

/** Instructors and teams (students: {@link #students}). Passwords arrive here already hashed. */
public final class AccountStore {
    private final DSLContext sql;
    private final StudentStore students;

    public AccountStore(Database db) {
        this.sql = db.sql();
        this.students = new StudentStore(db);
    }

    /** The students and their teams (issue 42): accounts too, on the same database. */
    public StudentStore students() {
        return students;
    }

    public Optional<StoredInstructor> instructor(String login) {
        return sql.selectFrom(INSTRUCTOR).where(INSTRUCTOR.LOGIN.eq(login)).fetchOptional().map(StoredInstructor::from);
    }

    public Optional<StoredInstructor> instructorByTokenHash(String tokenHash) {
        return sql.selectFrom(INSTRUCTOR).where(INSTRUCTOR.API_TOKEN_HASH.eq(tokenHash)).fetchOptional().map(StoredInstructor::from);
    }

    public long createInstructor(String login, String passwordHash) {
        return sql.insertInto(INSTRUCTOR)
                .set(INSTRUCTOR.LOGIN, login)
                .set(INSTRUCTOR.PASSWORD_HASH, passwordHash)
                .set(INSTRUCTOR.CREATED_AT, LocalDateTime.now())
                .returningResult(INSTRUCTOR.ID).fetchOne().value1();
    }

    /** Creates an account of the console with its role (issue 42); empty if the login is taken. */
    public Optional<Long> createStaff(String login, String passwordHash, arena.domain.StaffRole role) {
        if (instructor(login).isPresent()) return Optional.empty();
        try {
            return Optional.of(sql.insertInto(INSTRUCTOR)
                    .set(INSTRUCTOR.LOGIN, login)
                    .set(INSTRUCTOR.PASSWORD_HASH, passwordHash)
                    .set(INSTRUCTOR.ROLE, role.text())
                    .set(INSTRUCTOR.CREATED_AT, LocalDateTime.now())
                    .returningResult(INSTRUCTOR.ID).fetchOne().value1());
        } catch (IntegrityConstraintViolationException e) {
            return Optional.empty();
        }
    }

    public Optional<StoredInstructor> instructor(long id) {
        return sql.selectFrom(INSTRUCTOR).where(INSTRUCTOR.ID.eq(id)).fetchOptional().map(StoredInstructor::from);
    }

    /** Every account of the console, the first (the one the start makes) first. */
    public List<StoredInstructor> instructors() {
        return sql.selectFrom(INSTRUCTOR).orderBy(INSTRUCTOR.ID).fetch(StoredInstructor::from);
    }

    /** Removes an account of the console; the record of what it did keeps its name. */
    public boolean removeInstructor(long id) {
        return sql.deleteFrom(INSTRUCTOR).where(INSTRUCTOR.ID.eq(id)).execute() == 1;
    }

    public void setInstructorPassword(long id, String passwordHash) {
        sql.update(INSTRUCTOR).set(INSTRUCTOR.PASSWORD_HASH, passwordHash).where(INSTRUCTOR.ID.eq(id)).execute();
    }

    public void setInstructorToken(long id, String tokenHash) {
        sql.update(INSTRUCTOR).set(INSTRUCTOR.API_TOKEN_HASH, tokenHash).where(INSTRUCTOR.ID.eq(id)).execute();
    }

    /** Creates a team; empty if the name is taken (names are unique without regard to case). */
    public Optional<Long> createTeam(String name, String passwordHash, String houseBot) {
        if (teamByName(name).isPresent()) return Optional.empty();
        try {
            return Optional.of(sql.insertInto(TEAM)
                    .set(TEAM.NAME, name)
                    .set(TEAM.PASSWORD_HASH, passwordHash)
                    .set(TEAM.HOUSE_BOT, houseBot)
                    .set(TEAM.CREATED_AT, LocalDateTime.now())
                    .returningResult(TEAM.ID).fetchOne().value1());
        } catch (IntegrityConstraintViolationException e) {
            return Optional.empty();
        }
    }

    public Optional<StoredTeam> teamByName(String name) {
        return sql.selectFrom(TEAM).where(TEAM.NAME.equalIgnoreCase(name)).fetchOptional().map(StoredTeam::from);
    }

    public Optional<StoredTeam> team(long id) {
        return sql.selectFrom(TEAM).where(TEAM.ID.eq(id)).fetchOptional().map(StoredTeam::from);
    }

    public List<StoredTeam> teams(Collection<Long> ids) {
        return sql.selectFrom(TEAM).where(TEAM.ID.in(ids)).orderBy(TEAM.NAME).fetch(StoredTeam::from);
    }

    /** What a roster needs to know of a team. */
    public record TeamSummary(long id, String name, String houseBot, boolean disabled) {}

    public List<TeamSummary> teamSummaries() {
        return sql.select(TEAM.ID, TEAM.NAME, TEAM.HOUSE_BOT, TEAM.DISABLED).from(TEAM)
                .fetch(r -> new TeamSummary(r.value1(), r.value2(), r.value3(), Boolean.TRUE.equals(r.value4())));
    }

    /** Every team's name, to compare a new name with (see contest.TeamNames). */
    public List<String> teamNames() {
        return sql.select(TEAM.NAME).from(TEAM).fetch(TEAM.NAME);
    }

    public List<StoredTeam> allTeams() {
        return sql.selectFrom(TEAM).orderBy(TEAM.NAME).fetch(StoredTeam::from);
    }

    /** A team to create: its name and password hash. */
    public record NewTeam(String name, String passwordHash) {}

    /**
     * Creates the new teams and enrolls them and the existing ones in a contest, all in one transaction:
     * a roster is imported whole or not at all.
     */
    public void importRoster(long contestId, List<NewTeam> create, List<Long> existing) {
        sql.transaction(tx -> {
            org.jooq.DSLContext t = tx.dsl();
            LocalDateTime now = LocalDateTime.now();
            // In batches, not a statement per team: a class of 500 is two round trips, not a thousand.
            List<org.jooq.Query> teams = new java.util.ArrayList<>();
            for (NewTeam n : create) {
                teams.add(t.insertInto(TEAM).set(TEAM.NAME, n.name()).set(TEAM.PASSWORD_HASH, n.passwordHash()).set(TEAM.CREATED_AT, now));
            }
            if (!teams.isEmpty()) t.batch(teams).execute();
            List<Long> ids = new java.util.ArrayList<>(existing);
            if (!create.isEmpty()) ids.addAll(t.select(TEAM.ID).from(TEAM).where(TEAM.NAME.in(create.stream().map(NewTeam::name).toList())).fetch(TEAM.ID));
            List<org.jooq.Query> enrollments = new java.util.ArrayList<>();
            for (long id : ids) {
                enrollments.add(t.insertInto(arena.store.db.Tables.ENROLLMENT).set(arena.store.db.Tables.ENROLLMENT.CONTEST_ID, contestId)
                        .set(arena.store.db.Tables.ENROLLMENT.TEAM_ID, id).set(arena.store.db.Tables.ENROLLMENT.ENROLLED_AT, now)
                        .onDuplicateKeyIgnore());
            }
            if (!enrollments.isEmpty()) t.batch(enrollments).execute();
        });
    }

    public void setTeamPassword(long teamId, String passwordHash) {
        sql.update(TEAM).set(TEAM.PASSWORD_HASH, passwordHash).where(TEAM.ID.eq(teamId)).execute();
    }

    /** Replaces a team's hash only if it is still {@code old} (a login's upgrade must not undo a reset made meanwhile). */
    public boolean replaceTeamPasswordHash(long teamId, String old, String passwordHash) {
        return sql.update(TEAM).set(TEAM.PASSWORD_HASH, passwordHash)
                .where(TEAM.ID.eq(teamId)).and(TEAM.PASSWORD_HASH.eq(old)).execute() == 1;
    }

    public void setTeamDisabled(long teamId, boolean disabled) {
        sql.update(TEAM).set(TEAM.DISABLED, disabled).where(TEAM.ID.eq(teamId)).execute();
    }

    /** Names that start with the prefix, for numbering house-bot teams. */
    public List<String> teamNamesStartingWith(String prefix) {
        return sql.select(TEAM.NAME).from(TEAM).where(TEAM.NAME.startsWith(prefix)).fetch(TEAM.NAME);
    }

    /** Whether the team logged in from this address before (one of the addresses {@link #rememberLoginAddress} keeps). */
    public boolean loggedInFrom(long teamId, String address) {
        String stored = column(address);
        return sql.fetchExists(sql.selectOne().from(arena.store.db.Tables.TEAM_LOGIN_ADDRESS)
                .where(arena.store.db.Tables.TEAM_LOGIN_ADDRESS.TEAM_ID.eq(teamId))
                .and(arena.store.db.Tables.TEAM_LOGIN_ADDRESS.ADDRESS.eq(stored)));
    }

    /**
     * Notes that the team logged in from this address now, and keeps only its {@code kept} most recent addresses: one
     * transaction, so two logins at once leave at most {@code kept} behind them.
     */
    public void rememberLoginAddress(long teamId, String given, int kept) {
        var a = arena.store.db.Tables.TEAM_LOGIN_ADDRESS;
        String address = column(given);
        LocalDateTime now = LocalDateTime.now();
        sql.transaction(c -> {
            DSLContext t = c.dsl();
            if (t.update(a).set(a.LAST_LOGIN_AT, now).where(a.TEAM_ID.eq(teamId)).and(a.ADDRESS.eq(address)).execute() == 0) {
                t.insertInto(a).set(a.TEAM_ID, teamId).set(a.ADDRESS, address).set(a.LAST_LOGIN_AT, now).onDuplicateKeyIgnore().execute();
            }
            List<String> older = t.select(a.ADDRESS).from(a).where(a.TEAM_ID.eq(teamId))
                    .orderBy(a.LAST_LOGIN_AT.desc(), a.ADDRESS).offset(kept).fetch(a.ADDRESS);
            if (!older.isEmpty()) t.deleteFrom(a).where(a.TEAM_ID.eq(teamId)).and(a.ADDRESS.in(older)).execute();
        });
    }

    /** An address as its column holds it (64 characters: an IPv6 address with a long zone is cut). */
    private static String column(String address) {
        return address.length() > 64 ? address.substring(0, 64) : address;
    }
}
