package arena.store;

import arena.store.db.tables.records.BotVersionRecord;
import java.time.LocalDateTime;

/**
 * One submitted version of a team's hosted bot, without its files (they are read apart, {@link BotStore#files}):
 * its number (1, 2, ... per team), its language's id, the hash of its sources, where its build is, and the
 * compiler's output (capped); the game it was made for (null: made before versions had one and not inferred, V21), how
 * many files it has and their bytes together.
 */
public record StoredBotVersion(long teamId, int version, String language, String sourceHash, BotStatus status, String log,
                               LocalDateTime createdAt, String game, int fileCount, int sourceBytes) {

    static StoredBotVersion from(BotVersionRecord r) {
        return new StoredBotVersion(r.getTeamId(), r.getVersion(), r.getLanguage(), r.getSourceHash(),
                BotStatus.fromText(r.getStatus()), r.getBuildLog(), r.getCreatedAt(), r.getGame(),
                r.getFileCount() == null ? 0 : r.getFileCount(), r.getSourceBytes() == null ? 0 : r.getSourceBytes());
    }

    /** Whether the files are counted (versions made before V21 are, the first time they are listed). */
    static boolean counted(BotVersionRecord r) {
        return r.getFileCount() != null && r.getSourceBytes() != null;
    }
}
