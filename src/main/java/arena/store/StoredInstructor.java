package arena.store;

import arena.store.db.tables.records.InstructorRecord;

/** An instructor's account as the store hands it out. */
public record StoredInstructor(long id, String login, String passwordHash) {

    static StoredInstructor from(InstructorRecord r) {
        return new StoredInstructor(r.getId(), r.getLogin(), r.getPasswordHash());
    }
}
