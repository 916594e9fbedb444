package arena.store;

import static arena.store.db.Tables.BOT_VERSION;
import static arena.store.db.Tables.HOSTED_CHOICE;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
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

    /** What an upload got: the new version's number, or none (0) and how long until the team's rate lets it in. */
    public record AddedVersion(int version, Duration waitTime) {
        public boolean added() {
            return version > 0;
        }
    }

    /**
     * Stores a new version (status compiling, no log yet), numbered one past the team's last, unless the team has stored
     * {@code perWindow} versions within the last {@code window} already (issue 38: versions are a rate per team). The
     * count and the insert are one transaction under the team's row lock, so uploads at once cannot pass the rate together.
     */
    public AddedVersion addVersion(long teamId, String language, String game, Map<String, String> files, String sourceHash, int perWindow,
                                   Duration window) {
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
            LocalDateTime now = LocalDateTime.now();
            List<LocalDateTime> recent = t.select(BOT_VERSION.CREATED_AT).from(BOT_VERSION)
                    .where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.CREATED_AT.gt(now.minus(window))))
                    .orderBy(BOT_VERSION.CREATED_AT.asc()).fetch(BOT_VERSION.CREATED_AT);
            if (recent.size() >= perWindow) {
                // the next upload is taken once enough of these have left the window
                LocalDateTime free = recent.get(recent.size() - perWindow).plus(window);
                return new AddedVersion(0, Duration.between(now, free));
            }
            Integer last = t.select(DSL.max(BOT_VERSION.VERSION)).from(BOT_VERSION).where(BOT_VERSION.TEAM_ID.eq(teamId)).fetchOne().value1();
            int version = last == null ? 1 : last + 1;
            t.insertInto(BOT_VERSION)
                    .set(BOT_VERSION.TEAM_ID, teamId)
                    .set(BOT_VERSION.VERSION, version)
                    .set(BOT_VERSION.LANGUAGE, language)
                    .set(BOT_VERSION.GAME, game)
                    .set(BOT_VERSION.FILE_COUNT, files.size())
                    .set(BOT_VERSION.SOURCE_BYTES, bytesOf(files))
                    .set(BOT_VERSION.FILES_JSON, filesJson)
                    .set(BOT_VERSION.SOURCE_HASH, sourceHash)
                    .set(BOT_VERSION.STATUS, BotStatus.COMPILING.text())
                    .set(BOT_VERSION.BUILD_LOG, "")
                    .set(BOT_VERSION.CREATED_AT, now)
                    .execute();
            return new AddedVersion(version, Duration.ZERO);
        });
    }

    /**
     * A version still waiting for its build is replaced by a newer one of its team (issue 38): its status says so. A
     * version whose build has ended meanwhile keeps what it got; whether the status was changed.
     */
    public boolean replace(long teamId, int version, String why) {
        return sql.update(BOT_VERSION).set(BOT_VERSION.STATUS, BotStatus.REPLACED.text()).set(BOT_VERSION.BUILD_LOG, why)
                .where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version)))
                .and(BOT_VERSION.STATUS.eq(BotStatus.COMPILING.text())).execute() == 1;
    }

    /** A replaced version is wanted again (chosen): it waits for its build, as a new upload does. */
    public void buildAgain(long teamId, int version) {
        sql.update(BOT_VERSION).set(BOT_VERSION.STATUS, BotStatus.COMPILING.text()).set(BOT_VERSION.BUILD_LOG, "")
                .where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version)))
                .and(BOT_VERSION.STATUS.eq(BotStatus.REPLACED.text())).execute();
    }

    /** A build ended: the version's status (ready or failed) and the compiler's output. */
    public void finishBuild(long teamId, int version, BotStatus status, String log) {
        sql.update(BOT_VERSION).set(BOT_VERSION.STATUS, status.text()).set(BOT_VERSION.BUILD_LOG, log)
                .where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version))).execute();
    }

    /**
     * A page of a team's versions, newest first: {@code limit} of them after skipping {@code offset}. A version made
     * before its files were counted (V21) is counted now, once.
     */
    public List<StoredBotVersion> versions(long teamId, int offset, int limit) {
        var rows = sql.selectFrom(BOT_VERSION).where(BOT_VERSION.TEAM_ID.eq(teamId)).orderBy(BOT_VERSION.VERSION.desc())
                .limit(limit).offset(offset).fetch();
        List<StoredBotVersion> out = new java.util.ArrayList<>();
        for (var r : rows) {
            if (!StoredBotVersion.counted(r)) {
                Map<String, String> files = files(r.getTeamId(), r.getVersion());
                sql.update(BOT_VERSION).set(BOT_VERSION.FILE_COUNT, files.size()).set(BOT_VERSION.SOURCE_BYTES, bytesOf(files))
                        .where(BOT_VERSION.TEAM_ID.eq(r.getTeamId()).and(BOT_VERSION.VERSION.eq(r.getVersion()))).execute();
                r.setFileCount(files.size());
                r.setSourceBytes(bytesOf(files));
            }
            out.add(StoredBotVersion.from(r));
        }
        return out;
    }

    /** The bytes of the files' texts together, in UTF-8. */
    private static int bytesOf(Map<String, String> files) {
        int bytes = 0;
        for (String text : files.values()) bytes += text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        return bytes;
    }

    /** How many versions a team has. */
    public int countVersions(long teamId) {
        return sql.fetchCount(BOT_VERSION, BOT_VERSION.TEAM_ID.eq(teamId));
    }

    /** Whether any of a team's versions waits for or is in its build (the team's panel polls while one does). */
    public boolean anyCompiling(long teamId) {
        return sql.fetchExists(BOT_VERSION, BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.STATUS.eq(BotStatus.COMPILING.text())));
    }

    /** Every version chosen to play in some contest (their builds are always kept: issue 38). */
    public List<StoredBotVersion> chosenVersions() {
        return sql.select(BOT_VERSION.fields()).from(BOT_VERSION).join(HOSTED_CHOICE)
                .on(HOSTED_CHOICE.TEAM_ID.eq(BOT_VERSION.TEAM_ID).and(HOSTED_CHOICE.VERSION.eq(BOT_VERSION.VERSION)))
                .fetch(r -> StoredBotVersion.from(r.into(BOT_VERSION)));
    }

    public Optional<StoredBotVersion> version(long teamId, int version) {
        return sql.selectFrom(BOT_VERSION).where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version)))
                .fetchOptional().map(StoredBotVersion::from);
    }

    /** The version as the arena needs it to run it, without its files and build log. */
    public Optional<VersionToRun> toRun(long teamId, int version) {
        return sql.select(BOT_VERSION.TEAM_ID, BOT_VERSION.VERSION, BOT_VERSION.LANGUAGE, BOT_VERSION.SOURCE_HASH, BOT_VERSION.STATUS)
                .from(BOT_VERSION).where(BOT_VERSION.TEAM_ID.eq(teamId).and(BOT_VERSION.VERSION.eq(version)))
                .fetchOptional(r -> new VersionToRun(r.value1(), r.value2(), r.value3(), r.value4(), BotStatus.fromText(r.value5())));
    }

    /** The version each team chose for a contest ({@link #choices}), as the arena needs it to run it: one query. */
    public Map<Long, VersionToRun> chosenToRun(long contestId) {
        Map<Long, VersionToRun> m = new LinkedHashMap<>();
        sql.select(BOT_VERSION.TEAM_ID, BOT_VERSION.VERSION, BOT_VERSION.LANGUAGE, BOT_VERSION.SOURCE_HASH, BOT_VERSION.STATUS)
                .from(HOSTED_CHOICE).join(BOT_VERSION)
                .on(BOT_VERSION.TEAM_ID.eq(HOSTED_CHOICE.TEAM_ID).and(BOT_VERSION.VERSION.eq(HOSTED_CHOICE.VERSION)))
                .where(HOSTED_CHOICE.CONTEST_ID.eq(contestId))
                .fetch().forEach(r -> m.put(r.value1(), new VersionToRun(r.value1(), r.value2(), r.value3(), r.value4(), BotStatus.fromText(r.value5()))));
        return m;
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
