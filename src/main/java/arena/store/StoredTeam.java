package arena.store;

import arena.store.db.tables.records.TeamRecord;
import java.time.LocalDateTime;

/** A team's row as the store hands it out; {@code houseBot} is null for a team of students. */
public record StoredTeam(long id, String name, String passwordHash, String houseBot, boolean disabled, LocalDateTime createdAt) {

    static StoredTeam from(TeamRecord r) {
        return new StoredTeam(r.getId(), r.getName(), r.getPasswordHash(), r.getHouseBot(), Boolean.TRUE.equals(r.getDisabled()), r.getCreatedAt());
    }

    /** The same team with the hash a login has just raised to the normal cost (see contest.Accounts). */
    public StoredTeam withPasswordHash(String hash) {
        return new StoredTeam(id, name, hash, houseBot, disabled, createdAt);
    }
}
