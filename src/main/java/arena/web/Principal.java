package arena.web;

import java.io.Serializable;

/**
 * Who is logged in on the web: a team, an instructor or an assistant (issue 42). An assistant sees what an instructor sees
 * ({@link #isStaff}); what each may change is the route's {@link Role}, checked in {@link Security}.
 */
public record Principal(Kind kind, long id, String name) implements Serializable {
    public enum Kind { TEAM, INSTRUCTOR, ASSISTANT }

    public boolean isTeam() {
        return kind == Kind.TEAM;
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
