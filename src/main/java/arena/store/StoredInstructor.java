package arena.store;

import arena.domain.StaffRole;
import arena.store.db.tables.records.InstructorRecord;
import java.time.LocalDateTime;

/** An account of the console (an instructor's or an assistant's, issue 42) as the store hands it out. */
public record StoredInstructor(long id, String login, String passwordHash, StaffRole role, boolean hasToken, LocalDateTime createdAt) {

    static StoredInstructor from(InstructorRecord r) {
        return new StoredInstructor(r.getId(), r.getLogin(), r.getPasswordHash(), StaffRole.fromText(r.getRole()), r.getApiTokenHash() != null,
                r.getCreatedAt());
    }
}
