package arena.web;

import io.javalin.security.RouteRole;

/** Who may reach a route; checked in one place, {@link Security#check}. */
public enum Role implements RouteRole {
    /** Anyone, logged in or not. */
    ANYONE,
    /** A team logged in on the web. */
    TEAM,
    /** An instructor logged in on the web. */
    INSTRUCTOR,
    /** An instructor's script with a bearer token. */
    API,
    /**
     * An instructor's script with a bearer token, or a team logged in on the web (hosted bots: a team submits and
     * chooses its own; the handler checks that the team named is the session's).
     */
    API_OR_TEAM,
    /** A runner on another machine with its own bearer token (issue 30): only the runners' routes, never an instructor's. */
    RUNNER
}
