package arena.web;

import java.io.Serializable;

/** Who is logged in on the web: a team or an instructor. */
public record Principal(Kind kind, long id, String name) implements Serializable {
    public enum Kind { TEAM, INSTRUCTOR }

    public boolean isTeam() {
        return kind == Kind.TEAM;
    }

    public boolean isInstructor() {
        return kind == Kind.INSTRUCTOR;
    }
}
