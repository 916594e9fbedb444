package arena.web;

import java.io.Serializable;

/**
 * Who is logged in on the web: a team, a student, an instructor or an assistant (issue 42). An assistant sees what an
 * instructor sees ({@link #isStaff}); what each may change is the route's {@link Role}, checked in {@link Security}.
 * A student acting for its team is the team, with {@link #member} naming the student: whatever a team may do on the web
 * any member may, and the record names the member.
 *
 * @param member the student acting for the team, or null (a team logged in with its own password, or anyone else)
 */
public record Principal(Kind kind, long id, String name, String member) implements Serializable {
    public enum Kind { TEAM, STUDENT, INSTRUCTOR, ASSISTANT }

    public Principal(Kind kind, long id, String name) {
        this(kind, id, name, null);
    }

    public boolean isTeam() {
        return kind == Kind.TEAM;
    }

    /** A student's own account (its pages, its teams); acting for a team it is that team ({@link #member}). */
    public boolean isStudent() {
        return kind == Kind.STUDENT;
    }

    /** An instructor's account, which may do anything on the console. */
    public boolean isInstructor() {
        return kind == Kind.INSTRUCTOR;
    }

    /** An instructor's or an assistant's account: both see everything an instructor sees (private logs, seeds, the console). */
    public boolean isStaff() {
        return kind == Kind.INSTRUCTOR || kind == Kind.ASSISTANT;
    }
}
