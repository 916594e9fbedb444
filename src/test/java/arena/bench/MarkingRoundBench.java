package arena.bench;

import arena.contest.life.LiveContest;
import arena.contest.turns.TurnClock;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Issue 43's scale figure: a marking round of {@code teams} teams against {@code staff} staff bots ({@code deals} deals
 * in each seat: {@code teams x staff x deals x 2} matches), house bots standing in for the teams and for the staff bots,
 * over the API of a real arena (H2, the turn clock, in-process house bots). It times the round's start (the API's
 * answer: the matches planned, stored and their engines made; the issue asks for under a second) and its play to the end,
 * checks that every match is a team against a staff bot and finished, and gives the marks' computation time.
 *
 * <pre>
 * sh src/scripts/bench.sh arena.bench.MarkingRoundBench [teams=200] [staff=3] [deals=2] [game=vestrock] [turnMillis=200]
 * </pre>
 */
public final class MarkingRoundBench {
    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int staff = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int deals = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        String game = args.length > 3 ? args[3] : "vestrock";
        int turnMillis = args.length > 4 ? Integer.parseInt(args[4]) : 200;
        try (TestArena arena = TestArena.start()) {
            Map<String, Object> settings = new LinkedHashMap<>(Map.of("turnMillis", turnMillis, "rounds", 1, "seed", 20261207L,
                    "markingRounds", true, "markingMatches", deals, "earlyTurns", true));
            TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", "marking", "title", "Marking bench", "game", game, "settings", settings)));
            List<String> bots = List.copyOf(arena.app.contests().live("marking").orElseThrow().game().houseBots().keySet());
            for (int i = 0; i < teams; i++) {
                TestArena.expect(201, arena.api("POST", "/api/contests/marking/enrollments", Map.of("houseBot", bots.get(i % bots.size()))));
            }
            String[] levels = {"easy", "medium", "hard", "expert", "master"};
            Set<String> staffNames = new HashSet<>();
            for (int s = 0; s < staff; s++) {
                JsonNode made = TestArena.expect(201, arena.api("POST", "/api/contests/marking/staff-bots",
                        Map.of("houseBot", bots.get(s % bots.size()), "level", levels[s % levels.length] + (s >= levels.length ? s : "")))).json();
                staffNames.add(made.get("team").asText());
            }
            TestArena.expect(200, arena.api("PUT", "/api/contests/marking/marking", Map.of("rules", List.of(
                    Map.of("level", "easy", "atLeastPercent", 50, "points", 4), Map.of("level", "medium", "atLeastPercent", 60, "points", 7)))));
            Thread.sleep(2000); // the house bots log in and save their entries
            // the JVM's CPU time over the start as well as the wall time: on a shared machine the wall time is mostly waiting
            var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            long cpuBefore = os.getProcessCpuTime();
            long start = System.nanoTime();
            TestArena.expect(202, arena.api("POST", "/api/contests/marking/rounds", null));
            double startMillis = (System.nanoTime() - start) / 1e6;
            double startCpuMillis = (os.getProcessCpuTime() - cpuBefore) / 1e6;
            double load = os.getSystemLoadAverage();
            LiveContest live = arena.app.contests().live("marking").orElseThrow();
            TurnClock.Lateness lateness = live.clockLateness();
            arena.awaitContest("marking", "finished", 1, 3_600_000);
            double playSeconds = (System.nanoTime() - start) / 1e9;
            JsonNode matches = arena.api("GET", "/api/contests/marking/rounds/1/matches", null).json();
            int finished = 0;
            for (JsonNode m : matches) {
                String seat0 = m.get("seats").get(0).asText(), seat1 = m.get("seats").get(1).asText();
                if (staffNames.contains(seat0) == staffNames.contains(seat1)) throw new IllegalStateException("not a team against a staff bot: " + m);
                if (m.get("status").asText().equals("finished")) finished++;
            }
            long marksStart = System.nanoTime();
            int marks = arena.api("GET", "/api/contests/marking/marks", null).json().size();
            double marksMillis = (System.nanoTime() - marksStart) / 1e6;
            System.out.printf("cores %d, %s, %d teams x %d staff bots x %d deals x 2 seats = %d matches (%d finished)%n",
                    Runtime.getRuntime().availableProcessors(), game, teams, staff, deals, matches.size(), finished);
            System.out.printf("round started (API answer) in %.0f ms: %s (the arena's CPU time meanwhile %.0f ms; load average %.1f)%n",
                    startMillis, startMillis < 1000 ? "under 1 s" : "OVER 1 s", startCpuMillis, load);
            System.out.printf("played to its end in %.1f s at %d ms turns (early turns on); %s%n", playSeconds, turnMillis,
                    String.format("tick lateness over %d ticks: p50 %.1f ms, p99 %.1f ms, max %.1f ms", lateness.count(),
                            lateness.quantileMillis(0.5), lateness.quantileMillis(0.99), lateness.quantileMillis(1.0)));
            System.out.printf("marks of %d teams computed and answered in %.0f ms%n", marks, marksMillis);
        }
    }
}
