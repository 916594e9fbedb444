package arena.store;

import static arena.store.db.Tables.STUDENT;
import static arena.store.db.Tables.TEAM;
import static arena.store.db.Tables.TEAM_JOIN_CODE;
import static arena.store.db.Tables.TEAM_MEMBER;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.exception.IntegrityConstraintViolationException;

/** Students, their teams per contest and the teams' join codes (issue 42, V24). Passwords arrive here already hashed. */
public final class StudentStore {
    private final DSLContext sql;

    public StudentStore(Database db) {
        this.sql = db.sql();
    }

    /** Creates a student; empty if the name is taken (without regard to case). */
    public Optional<Long> create(String name, String passwordHash, String studentNumber, String email) {
        if (byName(name).isPresent()) return Optional.empty();
        try {
            return Optional.of(sql.insertInto(STUDENT)
                    .set(STUDENT.NAME, name)
                    .set(STUDENT.PASSWORD_HASH, passwordHash)
                    .set(STUDENT.STUDENT_NUMBER, studentNumber)
                    .set(STUDENT.EMAIL, email)
                    .set(STUDENT.CREATED_AT, LocalDateTime.now())
                    .returningResult(STUDENT.ID).fetchOne().value1());
        } catch (IntegrityConstraintViolationException e) {
            return Optional.empty();
        }
    }

    public Optional<StoredStudent> byName(String name) {
        return sql.selectFrom(STUDENT).where(STUDENT.NAME.equalIgnoreCase(name)).fetchOptional().map(StudentStore::student);
    }

    public Optional<StoredStudent> byId(long id) {
        return sql.selectFrom(STUDENT).where(STUDENT.ID.eq(id)).fetchOptional().map(StudentStore::student);
    }

    public void setPassword(long id, String passwordHash) {
        sql.update(STUDENT).set(STUDENT.PASSWORD_HASH, passwordHash).where(STUDENT.ID.eq(id)).execute();
    }

    private static StoredStudent student(arena.store.db.tables.records.StudentRecord r) {
        return new StoredStudent(r.getId(), r.getName(), r.getPasswordHash(), r.getStudentNumber(), r.getEmail(), r.getCreatedAt());
    }

    /** A student's place in a team for one contest. */
    public record Membership(long contestId, long teamId, String teamName, LocalDateTime joinedAt) {}

    /** The student's teams, one per contest, the newest first. */
    public List<Membership> memberships(long studentId) {
        return sql.select(TEAM_MEMBER.CONTEST_ID, TEAM_MEMBER.TEAM_ID, TEAM.NAME, TEAM_MEMBER.JOINED_AT)
                .from(TEAM_MEMBER).join(TEAM).on(TEAM.ID.eq(TEAM_MEMBER.TEAM_ID))
                .where(TEAM_MEMBER.STUDENT_ID.eq(studentId))
                .orderBy(TEAM_MEMBER.JOINED_AT.desc(), TEAM_MEMBER.CONTEST_ID.desc())
                .fetch(r -> new Membership(r.value1(), r.value2(), r.value3(), r.value4()));
    }

    /** The student's team in the contest, if any: read on every request of a student (one row by its key). */
    public Optional<Membership> membership(long contestId, long studentId) {
        return sql.select(TEAM_MEMBER.CONTEST_ID, TEAM_MEMBER.TEAM_ID, TEAM.NAME, TEAM_MEMBER.JOINED_AT)
                .from(TEAM_MEMBER).join(TEAM).on(TEAM.ID.eq(TEAM_MEMBER.TEAM_ID))
                .where(TEAM_MEMBER.CONTEST_ID.eq(contestId)).and(TEAM_MEMBER.STUDENT_ID.eq(studentId))
                .fetchOptional(r -> new Membership(r.value1(), r.value2(), r.value3(), r.value4()));
    }

    /** The members of a team in a contest, by name. */
    public List<StoredStudent> members(long contestId, long teamId) {
        return sql.select(STUDENT.fields()).from(TEAM_MEMBER).join(STUDENT).on(STUDENT.ID.eq(TEAM_MEMBER.STUDENT_ID))
                .where(TEAM_MEMBER.CONTEST_ID.eq(contestId)).and(TEAM_MEMBER.TEAM_ID.eq(teamId))
                .orderBy(STUDENT.NAME).fetch(r -> student(r.into(STUDENT)));
    }

    /** Whether the student is a member of the team in any contest (the team's pages outside a contest). */
    public boolean isMemberAnywhere(long studentId, long teamId) {
        return sql.fetchExists(sql.selectOne().from(TEAM_MEMBER).where(TEAM_MEMBER.STUDENT_ID.eq(studentId)).and(TEAM_MEMBER.TEAM_ID.eq(teamId)));
    }

    /** Why a place was refused by {@link #place}, or none. */
    public enum Placed { PLACED, TEAM_FULL, ALREADY_THERE }

    /**
     * Puts the student in the team for the contest, out of any other team of the contest (a move), unless the team has
     * {@code maxMembers} already. One transaction with the team's row locked, so two joins at once cannot both take the
     * last place.
     */
    public Placed place(long contestId, long studentId, long teamId, int maxMembers) {
        return sql.transactionResult(c -> {
            DSLContext t = c.dsl();
            t.select(TEAM.ID).from(TEAM).where(TEAM.ID.eq(teamId)).forUpdate().fetch();
            Record current = t.select(TEAM_MEMBER.TEAM_ID).from(TEAM_MEMBER)
                    .where(TEAM_MEMBER.CONTEST_ID.eq(contestId)).and(TEAM_MEMBER.STUDENT_ID.eq(studentId)).fetchOne();
            if (current != null && current.get(TEAM_MEMBER.TEAM_ID) == teamId) return Placed.ALREADY_THERE;
            int members = t.fetchCount(TEAM_MEMBER, TEAM_MEMBER.CONTEST_ID.eq(contestId).and(TEAM_MEMBER.TEAM_ID.eq(teamId)));
            if (members >= maxMembers) return Placed.TEAM_FULL;
            if (current != null) {
                t.deleteFrom(TEAM_MEMBER).where(TEAM_MEMBER.CONTEST_ID.eq(contestId)).and(TEAM_MEMBER.STUDENT_ID.eq(studentId)).execute();
            }
            t.insertInto(TEAM_MEMBER).set(TEAM_MEMBER.CONTEST_ID, contestId).set(TEAM_MEMBER.STUDENT_ID, studentId)
                    .set(TEAM_MEMBER.TEAM_ID, teamId).set(TEAM_MEMBER.JOINED_AT, LocalDateTime.now()).execute();
            return Placed.PLACED;
        });
    }

    /** Takes the student out of its team in the contest; false if it was in none. */
    public boolean leave(long contestId, long studentId) {
        return sql.deleteFrom(TEAM_MEMBER).where(TEAM_MEMBER.CONTEST_ID.eq(contestId)).and(TEAM_MEMBER.STUDENT_ID.eq(studentId)).execute() == 1;
    }

    /** The team's join code in the contest, if a member made one and it was not revoked. */
    public Optional<String> joinCode(long contestId, long teamId) {
        return sql.select(TEAM_JOIN_CODE.CODE).from(TEAM_JOIN_CODE)
                .where(TEAM_JOIN_CODE.CONTEST_ID.eq(contestId)).and(TEAM_JOIN_CODE.TEAM_ID.eq(teamId)).fetchOptional(TEAM_JOIN_CODE.CODE);
    }

    /** Gives the team a new join code in the contest (the old one no longer works); false if the code is taken. */
    public boolean setJoinCode(long contestId, long teamId, String code, long madeBy) {
        try {
            sql.transaction(c -> {
                DSLContext t = c.dsl();
                t.deleteFrom(TEAM_JOIN_CODE).where(TEAM_JOIN_CODE.CONTEST_ID.eq(contestId)).and(TEAM_JOIN_CODE.TEAM_ID.eq(teamId)).execute();
                t.insertInto(TEAM_JOIN_CODE).set(TEAM_JOIN_CODE.CONTEST_ID, contestId).set(TEAM_JOIN_CODE.TEAM_ID, teamId)
                        .set(TEAM_JOIN_CODE.CODE, code).set(TEAM_JOIN_CODE.MADE_BY, madeBy).set(TEAM_JOIN_CODE.MADE_AT, LocalDateTime.now()).execute();
            });
            return true;
        } catch (IntegrityConstraintViolationException e) {
            return false;
        }
    }

    public void revokeJoinCode(long contestId, long teamId) {
        sql.deleteFrom(TEAM_JOIN_CODE).where(TEAM_JOIN_CODE.CONTEST_ID.eq(contestId)).and(TEAM_JOIN_CODE.TEAM_ID.eq(teamId)).execute();
    }

    /** The contest and team a join code is for. */
    public record CodeFor(long contestId, long teamId) {}

    public Optional<CodeFor> byJoinCode(String code) {
        return sql.select(TEAM_JOIN_CODE.CONTEST_ID, TEAM_JOIN_CODE.TEAM_ID).from(TEAM_JOIN_CODE).where(TEAM_JOIN_CODE.CODE.eq(code))
                .fetchOptional(r -> new CodeFor(r.value1(), r.value2()));
    }

    /** A student a roster makes (issue 42): its name, its one-time password's hash, its email or null. */
    public record NewStudent(String name, String passwordHash, String email) {}

    /** A student a roster puts in a team, both by name. */
    public record Placement(String student, String team) {}

    /** A team over its bound after a roster's placements: the whole import is undone. */
    private static final class TeamFull extends RuntimeException {
        TeamFull(String why) {
            super(why, null, false, false);
        }
    }

    /**
     * A roster of students in one transaction: the new students and teams made, every team of the placements enrolled in
     * the contest, every student put in its team (out of any other of the contest). Answers null, or why nothing was
     * imported (a team that would pass {@code maxMembers} with the members it had).
     */
    public String importRoster(long contestId, List<NewStudent> students, List<AccountStore.NewTeam> teams, List<Placement> placements, int maxMembers) {
        try {
            sql.transaction(c -> {
                DSLContext t = c.dsl();
                LocalDateTime now = LocalDateTime.now();
                List<org.jooq.Query> inserts = new java.util.ArrayList<>();
                for (NewStudent n : students) {
                    inserts.add(t.insertInto(STUDENT).set(STUDENT.NAME, n.name()).set(STUDENT.PASSWORD_HASH, n.passwordHash())
                            .set(STUDENT.EMAIL, n.email()).set(STUDENT.CREATED_AT, now));
                }
                for (AccountStore.NewTeam n : teams) {
                    inserts.add(t.insertInto(TEAM).set(TEAM.NAME, n.name()).set(TEAM.PASSWORD_HASH, n.passwordHash()).set(TEAM.CREATED_AT, now));
                }
                if (!inserts.isEmpty()) t.batch(inserts).execute();
                java.util.Map<String, Long> studentIds = new java.util.HashMap<>();
                t.select(STUDENT.ID, STUDENT.NAME).from(STUDENT).where(STUDENT.NAME.in(placements.stream().map(Placement::student).toList()))
                        .forEach(r -> studentIds.put(r.value2().toLowerCase(java.util.Locale.ROOT), r.value1()));
                java.util.Map<String, Long> teamIds = new java.util.HashMap<>();
                t.select(TEAM.ID, TEAM.NAME).from(TEAM).where(TEAM.NAME.in(placements.stream().map(Placement::team).toList()))
                        .forEach(r -> teamIds.put(r.value2().toLowerCase(java.util.Locale.ROOT), r.value1()));
                List<org.jooq.Query> writes = new java.util.ArrayList<>();
                var enrollment = arena.store.db.Tables.ENROLLMENT;
                for (long teamId : new java.util.LinkedHashSet<>(teamIds.values())) {
                    writes.add(t.insertInto(enrollment).set(enrollment.CONTEST_ID, contestId).set(enrollment.TEAM_ID, teamId)
                            .set(enrollment.ENROLLED_AT, now).onDuplicateKeyIgnore());
                }
                for (Placement p : placements) {
                    long studentId = studentIds.get(p.student().toLowerCase(java.util.Locale.ROOT));
                    writes.add(t.deleteFrom(TEAM_MEMBER).where(TEAM_MEMBER.CONTEST_ID.eq(contestId)).and(TEAM_MEMBER.STUDENT_ID.eq(studentId)));
                    writes.add(t.insertInto(TEAM_MEMBER).set(TEAM_MEMBER.CONTEST_ID, contestId).set(TEAM_MEMBER.STUDENT_ID, studentId)
                            .set(TEAM_MEMBER.TEAM_ID, teamIds.get(p.team().toLowerCase(java.util.Locale.ROOT))).set(TEAM_MEMBER.JOINED_AT, now));
                }
                t.batch(writes).execute();
                var over = t.select(TEAM.NAME, org.jooq.impl.DSL.count()).from(TEAM_MEMBER).join(TEAM).on(TEAM.ID.eq(TEAM_MEMBER.TEAM_ID))
                        .where(TEAM_MEMBER.CONTEST_ID.eq(contestId)).and(TEAM_MEMBER.TEAM_ID.in(teamIds.values()))
                        .groupBy(TEAM.NAME).having(org.jooq.impl.DSL.count().gt(maxMembers)).fetch();
                if (!over.isEmpty()) {
                    throw new TeamFull("team " + over.getFirst().value1() + " would have " + over.getFirst().value2() + " members with those it has, more than "
                            + maxMembers + ", the contest's bound; nothing was imported");
                }
            });
            return null;
        } catch (TeamFull e) {
            return e.getMessage();
        } catch (org.jooq.exception.DataAccessException e) {
            if (e.getCause() instanceof TeamFull full) return full.getMessage();
            throw e;
        }
    }

    /** A member of a team in a contest, for the per-student results. */
    public record MemberRow(String student, String studentNumber, long teamId) {}

    /** Every member of every team of the contest, by team and name. */
    public List<MemberRow> membersOf(long contestId) {
        return sql.select(STUDENT.NAME, STUDENT.STUDENT_NUMBER, TEAM_MEMBER.TEAM_ID).from(TEAM_MEMBER)
                .join(STUDENT).on(STUDENT.ID.eq(TEAM_MEMBER.STUDENT_ID))
                .where(TEAM_MEMBER.CONTEST_ID.eq(contestId))
                .orderBy(TEAM_MEMBER.TEAM_ID, STUDENT.NAME)
                .fetch(r -> new MemberRow(r.value1(), r.value2(), r.value3()));
    }
}
