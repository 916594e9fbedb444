package arena.store;

import static arena.store.db.Tables.ANNOUNCEMENT_SEEN;
import static arena.store.db.Tables.CONTEST;
import static arena.store.db.Tables.ENROLLMENT;
import static arena.store.db.Tables.MATCH;
import static arena.store.db.Tables.ROUND;
import static arena.store.db.Tables.SETTING_CHANGE;
import static arena.store.db.Tables.TEAM;

import arena.domain.ContestPhase;
import arena.store.db.tables.records.ContestRecord;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.jooq.DSLContext;

/** Contests and who is enrolled in them. */
public final class ContestStore {
    private final DSLContext sql;
    private final StaffStore staff;

    public ContestStore(Database db) {
        this.sql = db.sql();
        this.staff = new StaffStore(db);
    }

    /** The contests' staff bots and marking rules (issue 43). */
    public StaffStore staff() {
        return staff;
    }

    /** A new contest; {@code seedScheme} and {@code saltKey} as {@link StoredContest} reads them (V20). */
    public Optional<StoredContest> create(String slug, String title, String game, String settingsJson,
                                          boolean selfSignup, LocalDateTime registrationEndsAt, int seedScheme, String saltKey) {
        if (bySlug(slug).isPresent()) return Optional.empty();
        ContestRecord r = sql.newRecord(CONTEST);
        r.setSlug(slug);
        r.setTitle(title);
        r.setGame(game);
        r.setSettingsJson(settingsJson);
        r.setSelfSignup(selfSignup);
        r.setPhase(ContestPhase.OPEN.text());
        r.setPaused(false);
        r.setRegistrationEndsAt(registrationEndsAt);
        r.setCreatedAt(LocalDateTime.now());
        r.setSeedScheme(seedScheme);
        r.setSaltKey(saltKey);
        r.store();
        return Optional.of(StoredContest.from(r));
    }

    public Optional<StoredContest> bySlug(String slug) {
        return sql.selectFrom(CONTEST).where(CONTEST.SLUG.eq(slug)).fetchOptional().map(StoredContest::from);
    }

    public Optional<StoredContest> byId(long id) {
        return sql.selectFrom(CONTEST).where(CONTEST.ID.eq(id)).fetchOptional().map(StoredContest::from);
    }

    public List<StoredContest> all() {
        return sql.selectFrom(CONTEST).orderBy(CONTEST.CREATED_AT.desc(), CONTEST.ID.desc()).fetch(StoredContest::from);
    }

    public List<StoredContest> notFinished() {
        return sql.selectFrom(CONTEST).where(CONTEST.PHASE.ne(ContestPhase.FINISHED.text())).orderBy(CONTEST.ID).fetch(StoredContest::from);
    }

    public void setPhase(long contestId, ContestPhase phase, LocalDateTime registrationEndsAt) {
        sql.update(CONTEST).set(CONTEST.PHASE, phase.text()).set(CONTEST.REGISTRATION_ENDS_AT, registrationEndsAt)
                .where(CONTEST.ID.eq(contestId)).execute();
    }

    public void setPaused(long contestId, boolean paused) {
        sql.update(CONTEST).set(CONTEST.PAUSED, paused).where(CONTEST.ID.eq(contestId)).execute();
    }

    public void setGameData(long contestId, String data) {
        sql.update(CONTEST).set(CONTEST.GAME_DATA, data).where(CONTEST.ID.eq(contestId)).execute();
    }

    /** Sets the contest's announcement (null: none); a new text is new to every team until it opens its page. */
    public void setAnnouncement(long contestId, String announcement) {
        sql.update(CONTEST).set(CONTEST.ANNOUNCEMENT, announcement)
                .set(CONTEST.ANNOUNCED_AT, announcement == null ? null : LocalDateTime.now())
                .where(CONTEST.ID.eq(contestId)).and(CONTEST.ANNOUNCEMENT.isDistinctFrom(announcement)).execute();
    }

    /** When a team last saw its contest's announcement on its page, or null if never. */
    public LocalDateTime announcementSeenAt(long contestId, long teamId) {
        return sql.select(ANNOUNCEMENT_SEEN.SEEN_AT).from(ANNOUNCEMENT_SEEN)
                .where(ANNOUNCEMENT_SEEN.CONTEST_ID.eq(contestId)).and(ANNOUNCEMENT_SEEN.TEAM_ID.eq(teamId)).fetchOne(ANNOUNCEMENT_SEEN.SEEN_AT);
    }

    /** The team has seen its contest's announcement now (its page showed it). */
    public void announcementSeen(long contestId, long teamId, LocalDateTime at) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            int updated = t.update(ANNOUNCEMENT_SEEN).set(ANNOUNCEMENT_SEEN.SEEN_AT, at)
                    .where(ANNOUNCEMENT_SEEN.CONTEST_ID.eq(contestId)).and(ANNOUNCEMENT_SEEN.TEAM_ID.eq(teamId)).execute();
            if (updated == 0) {
                t.insertInto(ANNOUNCEMENT_SEEN).set(ANNOUNCEMENT_SEEN.CONTEST_ID, contestId).set(ANNOUNCEMENT_SEEN.TEAM_ID, teamId)
                        .set(ANNOUNCEMENT_SEEN.SEEN_AT, at).onDuplicateKeyIgnore().execute();
            }
        });
    }

    /** A change of a contest's settings: the round it applies from, what changed ({"name": [before, after]}), when. */
    public record SettingChange(int fromRound, String changesJson, LocalDateTime changedAt) {}

    /**
     * Stores a change of a contest's settings in one transaction: the settings in force ({@code settingsJson}, with the
     * self sign-up flag and the registration window's end, which have columns of their own) and the change's record.
     */
    public void changeSettings(long contestId, String settingsJson, boolean selfSignup, LocalDateTime registrationEndsAt,
                               SettingChange change) {
        sql.transaction(tx -> {
            DSLContext t = tx.dsl();
            t.update(CONTEST).set(CONTEST.SETTINGS_JSON, settingsJson).set(CONTEST.SELF_SIGNUP, selfSignup)
                    .set(CONTEST.REGISTRATION_ENDS_AT, registrationEndsAt).where(CONTEST.ID.eq(contestId)).execute();
            t.insertInto(SETTING_CHANGE).set(SETTING_CHANGE.CONTEST_ID, contestId).set(SETTING_CHANGE.FROM_ROUND, change.fromRound())
                    .set(SETTING_CHANGE.CHANGES_JSON, change.changesJson()).set(SETTING_CHANGE.CHANGED_AT, change.changedAt()).execute();
        });
    }

    /** A contest's changes of settings, oldest first. */
    public List<SettingChange> settingChanges(long contestId) {
        return sql.select(SETTING_CHANGE.FROM_ROUND, SETTING_CHANGE.CHANGES_JSON, SETTING_CHANGE.CHANGED_AT).from(SETTING_CHANGE)
                .where(SETTING_CHANGE.CONTEST_ID.eq(contestId)).orderBy(SETTING_CHANGE.ID)
                .fetch(r -> new SettingChange(r.value1(), r.value2(), r.value3()));
    }

    /** Enrolls a team; false if it already was. */
    public boolean enroll(long contestId, long teamId) {
        return sql.insertInto(ENROLLMENT)
                .set(ENROLLMENT.CONTEST_ID, contestId)
                .set(ENROLLMENT.TEAM_ID, teamId)
                .set(ENROLLMENT.ENROLLED_AT, LocalDateTime.now())
                .onDuplicateKeyIgnore().execute() == 1;
    }

    public List<StoredTeam> enrolledTeams(long contestId) {
        return sql.select(TEAM.fields()).from(TEAM).join(ENROLLMENT).on(ENROLLMENT.TEAM_ID.eq(TEAM.ID))
                .where(ENROLLMENT.CONTEST_ID.eq(contestId)).orderBy(ENROLLMENT.ENROLLED_AT, TEAM.ID)
                .fetchInto(TEAM).map(StoredTeam::from);
    }

    /** An enrolled team as the console lists it. */
    public record Entrant(long id, String name, String houseBot, boolean disabled, LocalDateTime enrolledAt) {}

    public List<Entrant> entrants(long contestId) {
        return sql.select(TEAM.ID, TEAM.NAME, TEAM.HOUSE_BOT, TEAM.DISABLED, ENROLLMENT.ENROLLED_AT)
                .from(TEAM).join(ENROLLMENT).on(ENROLLMENT.TEAM_ID.eq(TEAM.ID))
                .where(ENROLLMENT.CONTEST_ID.eq(contestId)).orderBy(ENROLLMENT.ENROLLED_AT, TEAM.ID)
                .fetch(r -> new Entrant(r.value1(), r.value2(), r.value3(), Boolean.TRUE.equals(r.value4()), r.value5()));
    }

    public boolean isEnrolled(long contestId, long teamId) {
        return sql.fetchExists(ENROLLMENT, ENROLLMENT.CONTEST_ID.eq(contestId).and(ENROLLMENT.TEAM_ID.eq(teamId)));
    }

    /** Contests a team is enrolled in that are open or running. */
    public List<StoredContest> activeContestsOf(long teamId) {
        return sql.select(CONTEST.fields()).from(CONTEST).join(ENROLLMENT).on(ENROLLMENT.CONTEST_ID.eq(CONTEST.ID))
                .where(ENROLLMENT.TEAM_ID.eq(teamId)).and(CONTEST.PHASE.ne(ContestPhase.FINISHED.text()))
                .orderBy(CONTEST.ID).fetchInto(CONTEST).map(StoredContest::from);
    }

    /** The finished contest of a team whose last round finished last. */
    public Optional<StoredContest> lastFinishedContestOf(long teamId) {
        return sql.select(CONTEST.fields()).from(CONTEST).join(ENROLLMENT).on(ENROLLMENT.CONTEST_ID.eq(CONTEST.ID))
                .leftJoin(ROUND).on(ROUND.CONTEST_ID.eq(CONTEST.ID))
                .where(ENROLLMENT.TEAM_ID.eq(teamId)).and(CONTEST.PHASE.eq(ContestPhase.FINISHED.text()))
                .groupBy(CONTEST.fields())
                .orderBy(org.jooq.impl.DSL.max(ROUND.FINISHED_AT).desc().nullsLast(), CONTEST.ID.desc())
                .limit(1).fetchOptionalInto(CONTEST).map(StoredContest::from);
    }

    /** The contest of the team's latest match (by match order: ids grow as rounds are created), if it has played one. */
    public Optional<StoredContest> lastPlayedContestOf(long teamId) {
        return sql.select(CONTEST.fields()).from(CONTEST).join(ROUND).on(ROUND.CONTEST_ID.eq(CONTEST.ID))
                .join(MATCH).on(MATCH.ROUND_ID.eq(ROUND.ID))
                .where(MATCH.SEAT0_TEAM_ID.eq(teamId).or(MATCH.SEAT1_TEAM_ID.eq(teamId)))
                .orderBy(MATCH.ID.desc()).limit(1).fetchOptionalInto(CONTEST).map(StoredContest::from);
    }

    public List<StoredContest> contestsOf(long teamId) {
        return sql.select(CONTEST.fields()).from(CONTEST).join(ENROLLMENT).on(ENROLLMENT.CONTEST_ID.eq(CONTEST.ID))
                .where(ENROLLMENT.TEAM_ID.eq(teamId)).orderBy(CONTEST.ID.desc()).fetchInto(CONTEST).map(StoredContest::from);
    }

    /** The contest's join code (issue 38), if it has one. */
    public Optional<String> joinCode(long contestId) {
        var j = arena.store.db.Tables.CONTEST_JOIN_CODE;
        return sql.select(j.CODE).from(j).where(j.CONTEST_ID.eq(contestId)).fetchOptional(j.CODE);
    }

    /** The contest whose join code this is now (a replaced code names none). */
    public Optional<StoredContest> byJoinCode(String code) {
        var j = arena.store.db.Tables.CONTEST_JOIN_CODE;
        return sql.select(CONTEST.fields()).from(CONTEST).join(j).on(j.CONTEST_ID.eq(CONTEST.ID)).where(j.CODE.eq(code))
                .fetchOptional(r -> StoredContest.from(r.into(CONTEST)));
    }

    /** The contest's join code; if it has none, {@code candidate} becomes it (two at once: the first stored stands). */
    public Optional<String> joinCodeOrMake(long contestId, String candidate) {
        var j = arena.store.db.Tables.CONTEST_JOIN_CODE;
        sql.insertInto(j).set(j.CONTEST_ID, contestId).set(j.CODE, candidate).set(j.MADE_AT, LocalDateTime.now()).onDuplicateKeyIgnore().execute();
        return joinCode(contestId);
    }

    /** Gives the contest this join code, in place of the one it had; false if another contest holds the code. */
    public boolean setJoinCode(long contestId, String code) {
        var j = arena.store.db.Tables.CONTEST_JOIN_CODE;
        try {
            return sql.transactionResult(c -> {
                DSLContext t = c.dsl();
                LocalDateTime now = LocalDateTime.now();
                if (t.update(j).set(j.CODE, code).set(j.MADE_AT, now).where(j.CONTEST_ID.eq(contestId)).execute() == 0) {
                    t.insertInto(j).set(j.CONTEST_ID, contestId).set(j.CODE, code).set(j.MADE_AT, now).execute();
                }
                return true;
            });
        } catch (org.jooq.exception.IntegrityConstraintViolationException taken) {
            return false;
        }
    }
}
