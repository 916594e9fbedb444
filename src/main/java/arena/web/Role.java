package arena.web;

import io.javalin.security.RouteRole;

/** Who may reach a route; checked in one place, {@link Security#check}. */
public enum Role implements RouteRole {
    /** Anyone, logged in or not. */
    ANYONE,
    /** A team logged in on the web, or a student acting for its team (issue 42: the member's team, read per request). */
    TEAM,
    /** A student logged in on the web: its own page and its teams' people (issue 42). */
    STUDENT,
    /** An instructor logged in on the web (not an assistant: settings, rounds, accounts; issue 42). */
    INSTRUCTOR,
    /** An instructor or an assistant logged in on the web (issue 42: what an assistant may see and do). */
    STAFF,
    /** An instructor's script with a bearer token (an instructor's own token, not an assistant's). */
    API,
    /** A script with the bearer token of an instructor or of an assistant (issue 42). */
    STAFF_API,
    /**
     * An instructor's script with a bearer token, or a team logged in on the web (hosted bots: a team submits and
     * chooses its own; the handler checks that the team named is the session's).
     */
    API_OR_TEAM,
    /** A runner on another machine with its own bearer token (issue 30): only the runners' routes, never an instructor's. */
    RUNNER
}
