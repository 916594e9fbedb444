package arena.store;

import arena.store.db.tables.records.BotVersionRecord;
import java.time.LocalDateTime;

/**
 * One submitted version of a team's hosted bot, without its files (they are read apart, {@link BotStore#files}):
 * its number (1, 2, ... per team), its language's id, the hash of its sources, where its build is, and the
 * compiler's output (capped).
 */
public record StoredBotVersion(long teamId, int version, String language, String sourceHash, BotStatus status, String log,
                               LocalDateTime createdAt) {

    static StoredBotVersion from(BotVersionRecord r) {
        return new StoredBotVersion(r.getTeamId(), r.getVersion(), r.getLanguage(), r.getSourceHash(),
                BotStatus.fromText(r.getStatus()), r.getBuildLog(), r.getCreatedAt());
    }
}
