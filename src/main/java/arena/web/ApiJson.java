package arena.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;

/**
 * What the JSON API answers, one record per kind of answer. Jackson writes a record's components in the order they are
 * declared, nulls included: that order and those names are the API's, so a component is never reordered or renamed
 * without the scripts that read it in mind.
 */
final class ApiJson {
    private ApiJson() {}

    /** Any refused request: 4xx or 5xx with the reason. */
    @SuppressWarnings("JavaLangClash") // only ever named ApiJson.Error: the API's error body
    record Error(String error) {}

    record CreatedTeam(long id, String name) {}

    /**
     * A request refused for several fields at once (a new contest, a change of settings): every reason in {@code error},
     * and each field's reason by its name (a setting's own name for a setting).
     */
    record RefusedFields(String error, Map<String, String> fields) {}

    /** An installed game, with the settings a contest of it takes (its own and the common ones) and its house bots. */
    record GameInfo(String name, String title, String summary, List<GameSetting> settings, List<String> houseBots) {}

    /** A setting: {@code kind} is "int", "decimal" or "bool"; {@code min} and {@code max} are null for a flag. */
    record GameSetting(String name, String kind, @JsonProperty("default") Object defaultValue, Number min, Number max,
                       String description, boolean common) {}

    /**
     * A contest. {@code round} is the round being played or the last one, {@code progress} is null unless a round runs
     * here, and {@code runHere} is false for a contest another arena process on the same database runs. {@code settings}
     * are its settings by name.
     */
    record Contest(String slug, String title, String game, String phase, boolean paused, String pausedBecause, int round, int turn,
                   List<String> teams, String announcement, Progress progress, boolean runHere, Map<String, Object> settings) {}

    /** The running round: its number, matches finished of all, and the turn of its turn limit (0: none). */
    record Progress(int round, int finished, int matches, int turn, int turnLimit) {}

    /** A contest just ended: the contest as it is now, the round voided in ending it (null: none), and what was done. */
    record EndedContest(@JsonUnwrapped Contest contest, Integer voidedRound, String message) {}

    record Enrolled(String contest, String team) {}

    record RoundStarted(int round) {}

    /**
     * Who plays the coming round {@code round} of the {@code teams} enrolled: the teams paired, those that sit out and
     * why, and those of the players whose bot is not ready now (contest.Readiness); when the coming round is a playoff's
     * stage (issue 43), {@code teams} counts the bracket's seeds and {@code stage} says more (else it is null).
     */
    record Readiness(int teams, List<String> willPlay, List<SitOut> sitOut, List<String> noBot, int round, ReadinessStage stage) {}

    /** The coming playoff stage: every seed (with what it does and whether its bot is ready) and the series to play (once drawn). */
    record ReadinessStage(int stage, int stages, boolean drawn, List<StageSeed> seeds, List<StageSeries> series) {}

    record StageSeed(int seed, String team, String status, boolean bot) {}

    /** The seeds a playoff started now would have (issue 43), best first. */
    record PlayoffSeeding(List<StageSeed> seeds) {}

    /** A series of the coming stage: its seeds and teams (the higher first), and the teams of it whose bot is not ready. */
    record StageSeries(List<Integer> seeds, List<String> teams, List<String> waitingOn) {}

    record SitOut(String team, String why) {}

    /**
     * A team's line of the standings: its points per round from {@code firstRound} (null: none or voided), its rating, and
     * its group in the last round started (issue 43; null when that round had no groups).
     */
    record Standing(int rank, String team, double points, List<Double> rounds, int firstRound, Rating rating, Integer group) {}

    record Rating(double mu, double sigma) {}

    /**
     * A final bracket (issue 43): its seeds by name (best first), series length, the round of its first stage, its stages
     * as far as they are paired, and the champion once the final is decided (else null).
     */
    record Bracket(List<String> seeds, int bestOf, int firstRound, List<List<BracketSeries>> stages, String champion) {}

    /**
     * A tie of a stage: its seeds and teams (higher first; one for a bye), wins so far, the team that went through (null:
     * not yet), and its matches' ids with the pages of their replays.
     */
    record BracketSeries(List<Integer> seeds, List<String> teams, List<Integer> wins, String winner, List<Long> matches, List<String> replays) {}

    /** One match: seats by name, scores by seat once finished (else null), its seeds; {@code round} is null for practice. */
    record Match(long id, String contest, Integer round, boolean practice, List<String> seats, String status, boolean finished,
                 int turn, List<Double> scores, long roundSeed, long matchSeed, String summary) {}

    /** A match in a round's list. */
    record RoundMatch(long id, List<String> seats, String status, List<Double> scores, String summary) {}

    /** A roster refused, with each bad line and why: nothing was imported. */
    record RosterRefused(String error, List<RosterLine> lines) {}

    record RosterLine(long line, String reason) {}

    /** A roster imported: each team, its password only when the arena made it (shown this once), and whether it is new. */
    record RosterImported(String contest, List<RosterTeam> teams) {}

    record RosterTeam(String name, String password, boolean created) {}

    /** A password reset: the new password when the arena made it, null when the request gave it. */
    record PasswordReset(String name, String password) {}

    record TeamDisabled(String name, boolean disabled) {}

    record RoundVoided(int round, boolean voided) {}

    /** A round played again with its seed, as round {@code round}. */
    record RoundRerun(int round, int replays) {}

    record GameDataReplaced(String contest, String gameData) {}
}
