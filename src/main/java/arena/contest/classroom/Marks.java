package arena.contest.classroom;

import arena.contest.Contests;
import arena.contest.base.NotFound;
import arena.contest.life.SettingsChange;
import arena.contest.rules.MarkingSettings;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import arena.game.Game;
import arena.game.Settings;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StaffStore.Rule;
import arena.store.StaffStore.StaffBot;
import arena.store.StaffStore;
import arena.store.StoredContest;
import arena.store.StudentStore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Teams' marks (issue 43), computed from what was played whenever asked, never stored: each finished marking round
 * (not voided) gives each team that played it a mark by the contest's rules as they are now. A rule is met when the team
 * won at least its percent of its matches against the staff bots of its level (a win: a higher score than the staff
 * bot's; a draw is no win); the mark is the most points of the rules met, 0 when none is. A team's mark in the contest
 * is that of the last marking round it played. A round is a marking round when the contest's {@code markingRounds} was
 * on when it started (the settings it was played with, {@link SettingsChange#forRound}).
 */
public final class Marks {
    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries queries;
    private final StudentStore students;

    public Marks(Contests contests, ContestStore contestStore, PlayQueries queries, StudentStore students) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.queries = queries;
        this.students = students;
    }

    /** One match behind a mark, as its team sees it. */
    public record MarkedMatch(long id, String staffBot, String level, int seat, String result) {}

    /** A team's results against one level: matches, wins, and the share won in whole percent (rounded down). */
    public record LevelResult(String level, int matches, int wins, int percent) {}

    /** A team's mark in one marking round, the rule that gave it (null: none met), its results per level and its matches. */
    public record Mark(String team, int round, double points, String rule, List<LevelResult> levels, List<MarkedMatch> matches) {
        public String pointsText() {
            return MarkRules.points(points);
        }
    }

    /** A student's mark in one marking round: its team's ({@code studentNumber} null when the student gave none). */
    public record StudentMark(String student, String studentNumber, Mark mark) {}

    /** What a contest's marks rest on now: its staff bots, its rules, and the levels they name. */
    public record Basis(List<StaffBot> staffBots, List<Rule> rules) {
        public Set<String> levels() {
            Set<String> levels = new TreeSet<>();
            staffBots.forEach(b -> levels.add(b.level()));
            return levels;
        }
    }

    public Basis basis(StoredContest contest) {
        StaffStore staff = contestStore.staff();
        return new Basis(staff.staffBots(contest.id()), staff.rules(contest.id()));
    }

    /** The mark of a team from its matches of one marking round against staff bots, by these rules. */
    public static Mark markOf(String team, int round, List<MarkedMatch> matches, List<Rule> rules) {
        Map<String, int[]> byLevel = new LinkedHashMap<>();
        for (MarkedMatch m : matches) {
            int[] counts = byLevel.computeIfAbsent(m.level(), l -> new int[2]);
            counts[0]++;
            if (m.result().equals("won")) counts[1]++;
        }
        List<LevelResult> levels = new ArrayList<>();
        byLevel.forEach((level, c) -> levels.add(new LevelResult(level, c[0], c[1], c[0] == 0 ? 0 : c[1] * 100 / c[0])));
        double best = 0;
        String met = null;
        for (Rule r : rules) {
            int[] c = byLevel.get(r.level());
            if (c == null || c[0] == 0 || (long) c[1] * 100 < (long) r.minPercent() * c[0]) continue; // exact: no rounding
            if (met == null || r.points() > best) {
                best = r.points();
                met = "wins " + r.level() + " in at least " + r.minPercent() + "%: " + MarkRules.points(r.points());
            }
        }
        return new Mark(team, round, best, met, List.copyOf(levels), List.copyOf(matches));
    }

    /** The numbers of the contest's marking rounds that were played to their end and count (not voided), in order. */
    private List<Integer> markingRounds(StoredContest contest) {
        Game game = contests.gameFor(contest).orElseThrow(() -> new NotFound("the game " + contest.game() + " is not in this arena"));
        Settings now = contests.settingsOf(contest, game);
        List<ContestStore.SettingChange> changes = contestStore.settingChanges(contest.id());
        List<Integer> rounds = new ArrayList<>();
        for (PlayQueries.RoundSummary r : queries.roundSummaries(contest.id())) {
            if (r.voided() || r.status() != RoundStatus.FINISHED) continue;
            if (SettingsChange.forRound(game, now, changes, r.number()).getBool(MarkingSettings.MARKING_ROUNDS)) rounds.add(r.number());
        }
        return rounds;
    }

    /** A team's marks, one per marking round it played, oldest first (the page shows each with its matches). */
    public List<Mark> ofTeam(StoredContest contest, long teamId, String teamName) {
        Basis basis = basis(contest);
        Map<String, String> levelOf = new LinkedHashMap<>();
        basis.staffBots().forEach(b -> levelOf.put(b.name(), b.level()));
        if (levelOf.isEmpty()) return List.of();
        Set<Integer> rounds = new TreeSet<>(markingRounds(contest));
        Map<Integer, List<MarkedMatch>> byRound = new java.util.TreeMap<>();
        for (PlayQueries.TeamMatch m : queries.matchesOf(contest.id(), teamId)) {
            if (m.practice() || !rounds.contains(m.round()) || !levelOf.containsKey(m.opponent()) || m.status() != MatchStatus.FINISHED) continue;
            byRound.computeIfAbsent(m.round(), r -> new ArrayList<>())
                    .add(new MarkedMatch(m.id(), m.opponent(), levelOf.get(m.opponent()), m.seat(), m.result()));
        }
        List<Mark> marks = new ArrayList<>();
        byRound.forEach((round, matches) -> marks.add(markOf(teamName, round, matches, basis.rules())));
        return List.copyOf(marks);
    }

    /** Every team's mark in every marking round (staff bots aside), by round then team in the order of enrolment. */
    public List<Mark> all(StoredContest contest) {
        Basis basis = basis(contest);
        Map<Long, StaffBot> staff = new LinkedHashMap<>();
        basis.staffBots().forEach(b -> staff.put(b.teamId(), b));
        if (staff.isEmpty()) return List.of();
        Set<Integer> rounds = new TreeSet<>(markingRounds(contest));
        Map<Long, String> names = new LinkedHashMap<>();
        contestStore.entrants(contest.id()).forEach(e -> names.put(e.id(), e.name()));
        Map<Integer, Map<Long, List<MarkedMatch>>> byRound = new java.util.TreeMap<>();
        for (PlayQueries.MatchInRound mr : queries.allMatches(contest.id())) {
            var m = mr.match();
            if (!rounds.contains(mr.round()) || m.status() != MatchStatus.FINISHED || m.score0() == null || m.score1() == null) continue;
            int staffSeat = staff.containsKey(m.seat0TeamId()) ? 0 : staff.containsKey(m.seat1TeamId()) ? 1 : -1;
            if (staffSeat < 0) continue;
            long team = staffSeat == 0 ? m.seat1TeamId() : m.seat0TeamId();
            if (staff.containsKey(team)) continue;
            double mine = staffSeat == 0 ? m.score1() : m.score0(), theirs = staffSeat == 0 ? m.score0() : m.score1();
            StaffBot bot = staff.get(staffSeat == 0 ? m.seat0TeamId() : m.seat1TeamId());
            byRound.computeIfAbsent(mr.round(), r -> new LinkedHashMap<>()).computeIfAbsent(team, t -> new ArrayList<>())
                    .add(new MarkedMatch(m.id(), bot.name(), bot.level(), 1 - staffSeat, mine > theirs ? "won" : mine < theirs ? "lost" : "draw"));
        }
        List<Mark> marks = new ArrayList<>();
        byRound.forEach((round, teams) -> teams.forEach((team, matches) ->
                marks.add(markOf(names.getOrDefault(team, "#" + team), round, matches, basis.rules()))));
        return List.copyOf(marks);
    }

    /**
     * Every student's mark in every marking round (issue 43: "exported per team and per student"): each member of a team
     * (issue 42's students, as the team is made up now) with the team's mark and the results behind it, by round, then
     * team in the order of enrolment, then student by name. A team of no members has no line here, and one in the marks
     * per team as before.
     */
    public List<StudentMark> perStudent(StoredContest contest) {
        Map<String, Long> teamIds = new LinkedHashMap<>();
        contestStore.entrants(contest.id()).forEach(e -> teamIds.put(e.name(), e.id()));
        Map<Long, List<StudentStore.MemberRow>> members = new LinkedHashMap<>();
        for (StudentStore.MemberRow m : students.membersOf(contest.id())) members.computeIfAbsent(m.teamId(), t -> new ArrayList<>()).add(m);
        List<StudentMark> out = new ArrayList<>();
        for (Mark mark : all(contest)) {
            Long team = teamIds.get(mark.team());
            for (StudentStore.MemberRow m : team == null ? List.<StudentStore.MemberRow>of() : members.getOrDefault(team, List.of())) {
                out.add(new StudentMark(m.student(), m.studentNumber(), mark));
            }
        }
        return List.copyOf(out);
    }
}
