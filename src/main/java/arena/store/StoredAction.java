package arena.store;

import java.time.LocalDateTime;

/**
 * One line of the record of who did what (issue 42): who ({@code actorKind}: instructor, assistant, team or student; {@code actor}:
 * the login or team name), when, in which contest (its slug, null for none) and what.
 */
public record StoredAction(long id, LocalDateTime actedAt, String actorKind, String actor, String contestSlug, String action, String detail) {}
