package arena.store;

import java.time.LocalDateTime;

/** A student's row (issue 42): a person with a login of its own; {@code studentNumber} and {@code email} may be null. */
public record StoredStudent(long id, String name, String passwordHash, String studentNumber, String email, LocalDateTime createdAt) {}
