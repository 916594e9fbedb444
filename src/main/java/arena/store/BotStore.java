package arena.store;

import static arena.store.db.Tables.BOT_VERSION;
import static arena.store.db.Tables.HOSTED_CHOICE;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;

/** Hosted bots (V12): the teams' submitted versions with their sources and builds, and which version plays where. */
public final class BotStore {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<LinkedHashMap<String, String>> FILES = new TypeReference<>() {};

    private final DSLContext sql;

    public BotStore(Database db) {
        this.sql = db.sql();
    }

    /** Stores a new version (status compiling, no log yet), numbered one past the team's last; its number. */
    public int addVersion(long teamId, String language, Map<String, String> files, String sourceHash) {
        String filesJson;
        try {
            filesJson = JSON.writeValueAsString(files);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the files cannot be written as JSON", e);
        }
        return sql.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            // the team row is locked first, so two uploads of one team at once take 1 and 2, never 1 twice
            t.selectFrom(arena.store.db.Tables.TEAM).where(arena.store.db.Tables.TEAM.ID.eq(teamId)).forUpdate().fetch();
            Integer last = t.select(DSL.max(BOT_VERSION.VERSION)).from(BOT_VERSION).where(BOT_VERSION.TEAM_ID.eq(teamId)).fetchOne().value1();
            int version = last == null ? 1 : last + 1;
            t.insertInto(BOT_VERSION)
                    .set(BOT_VERSION.TEAM_ID, teamId)
                    .set(BOT_VERSION.VERSION, version)
                    .set(BOT_VERSION.LANGUAGE, language)
                    .set(BOT_VERSION.FILES_JSON, filesJson)
                    .set(BOT_VERSION.SOURCE_HASH, sourceHash)
                    .set(BOT_VERSION.STATUS, BotStatus.COMPILING.text())
                    .set(BOT_VERSION.BUILD_LOG, "")
                    .set(BOT_VERSION.CREATED_AT, LocalDateTime.now())
                    .execute();
            return version;
        });
    }

    /** A build ended: the version's status (ready or failed) and the compiler's output. */
    public void finishBuild(long teamId, int version, BotStatus status, String log) {
        sql.update(BOT_VERSION).set(BOT_VERSION.STATUS, status.text()).set(BOT_VERSION.BUILD_LOG, log)
                .where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version))).execute();
    }

    /** A team's versions, newest first. */
    public List<StoredBotVersion> versions(long teamId) {
        return sql.selectFrom(BOT_VERSION).where(BOT_VERSION.TEAM_ID.eq(teamId)).orderBy(BOT_VERSION.VERSION.desc())
                .fetch(StoredBotVersion::from);
    }

    public Optional<StoredBotVersion> version(long teamId, int version) {
        return sql.selectFrom(BOT_VERSION).where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version)))
                .fetchOptional().map(StoredBotVersion::from);
    }

    /** Whether any team has submitted a version. */
    public boolean any() {
        return sql.fetchExists(BOT_VERSION);
    }

    /** Versions whose build had not ended when the arena stopped: they are built again at start. */
    public List<StoredBotVersion> compiling() {
        return sql.selectFrom(BOT_VERSION).where(BOT_VERSION.STATUS.eq(BotStatus.COMPILING.text())).fetch(StoredBotVersion::from);
    }

    /** A version's files, path to text, in the order they were submitted. */
    public Map<String, String> files(long teamId, int version) {
        String json = sql.select(BOT_VERSION.FILES_JSON).from(BOT_VERSION)
                .where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version))).fetchOptional(BOT_VERSION.FILES_JSON)
                .orElseThrow(() -> new IllegalArgumentException("no version " + version + " of team " + teamId));
        try {
            return JSON.readValue(json, FILES);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("version " + version + " of team " + teamId + " has unreadable files in the database", e);
        }
    }

    /** Chooses the version that plays for a team in a contest; null: the team's own TCP bot again. */
    public void choose(long contestId, long teamId, Integer version) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            t.deleteFrom(HOSTED_CHOICE).where(HOSTED_CHOICE.CONTEST_ID.eq(contestId).and(HOSTED_CHOICE.TEAM_ID.eq(teamId))).execute();
            if (version != null) {
                t.insertInto(HOSTED_CHOICE).set(HOSTED_CHOICE.CONTEST_ID, contestId).set(HOSTED_CHOICE.TEAM_ID, teamId)
                        .set(HOSTED_CHOICE.VERSION, version).set(HOSTED_CHOICE.CHOSEN_AT, LocalDateTime.now()).execute();
            }
        });
    }

    /** The version chosen for a team in a contest, if one is (else its TCP bot plays). */
    public Optional<Integer> chosen(long contestId, long teamId) {
        return sql.select(HOSTED_CHOICE.VERSION).from(HOSTED_CHOICE)
                .where(HOSTED_CHOICE.CONTEST_ID.eq(contestId).and(HOSTED_CHOICE.TEAM_ID.eq(teamId))).fetchOptional(HOSTED_CHOICE.VERSION);
    }

    /** Every choice in a contest: team id to version. */
    public Map<Long, Integer> choices(long contestId) {
        Map<Long, Integer> m = new LinkedHashMap<>();
        sql.select(HOSTED_CHOICE.TEAM_ID, HOSTED_CHOICE.VERSION).from(HOSTED_CHOICE).where(HOSTED_CHOICE.CONTEST_ID.eq(contestId))
                .fetch().forEach(r -> m.put(r.value1(), r.value2()));
        return m;
    }
}
