package arena.web;

import arena.contest.Contests;
import arena.game.Eye;
import arena.game.MatchEngine;
import arena.support.BoardPositions;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Issue 31: what one live board costs to draw, per game, at a mid-game position (the first match of a round of the
 * game's house bots, half-way through its replay, as the public sees it): {@code template} is the way it was drawn
 * before, Thymeleaf over the board templates (kept as the tests' {@code board-reference/}: the anchor), {@code drawn}
 * the board drawn without templates as {@code /matches/{id}/board} sends it now, and {@code viewAndDrawn} that with the
 * engine's board view built first, as the renderer does each turn. Average time per board.
 *
 * <pre>
 * sh src/scripts/bench.sh arena.web.BoardBenchmark [JMH options, e.g. -wi 2 -w 2s -i 3 -r 2s -p game=vestrock]
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class BoardBenchmark {
    @Param({"vestrock", "pizzacraft", "kieszostwory", "locm12", "locm15"})
    public String game;

    private MatchEngine engine;
    private Contests.MatchView view;
    private ReferenceBoards reference;
    private String version;

    @Setup
    public void setup() throws Exception {
        BoardPositions.MidGame mid = BoardPositions.midGame(game);
        engine = mid.engine();
        view = mid.view();
        reference = new ReferenceBoards();
        version = "b" + view.id() + "-" + view.version() + "-p";
        if (!reference.live(view, version).equals(BoardFrame.live(view, version))) throw new IllegalStateException("the two drawings differ");
        System.out.printf("%n%s: turn %d, %,d characters%n", game, view.turn(), BoardFrame.live(view, version).length());
    }

    @Benchmark
    public String template() {
        return reference.live(view, version);
    }

    @Benchmark
    public String drawn() {
        return BoardFrame.live(view, version);
    }

    @Benchmark
    public String viewAndDrawn() {
        Contests.MatchView now = new Contests.MatchView(view.match(), view.round(), view.contest(), view.game(), engine.board(Eye.PUBLIC),
                engine.summary(), engine.turn(), engine.finished(), view.teams(), view.version());
        return BoardFrame.live(now, version);
    }

    /**
     * With {@code cpu} as the only argument, no JMH: each game's three ways timed in this thread's CPU time (what a
     * board costs the machine, whatever else runs on it: JMH's wall time on a shared, loaded machine counts the time
     * this thread waited for a core).
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 1 && args[0].equals("cpu")) {
            cpuTimes();
            return;
        }
        OptionsBuilder o = new OptionsBuilder();
        o.include(BoardBenchmark.class.getName());
        if (args.length > 0) o.parent(new CommandLineOptions(args));
        new Runner(o.build()).run();
    }

    private static void cpuTimes() throws Exception {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (String game : new String[] {"vestrock", "pizzacraft", "kieszostwory", "locm12", "locm15"}) {
            BoardBenchmark b = new BoardBenchmark();
            b.game = game;
            b.setup();
            java.util.Map<String, java.util.function.Supplier<String>> ways = new java.util.LinkedHashMap<>();
            ways.put("template", b::template);
            ways.put("drawn", b::drawn);
            ways.put("viewAndDrawn", b::viewAndDrawn);
            StringBuilder line = new StringBuilder(String.format("%-13s", game));
            for (var way : ways.entrySet()) {
                int n = way.getKey().equals("template") ? 300 : 5000;
                for (int i = 0; i < n; i++) way.getValue().get(); // warm-up
                long cpu0 = threads.getCurrentThreadCpuTime();
                int chars = 0;
                for (int i = 0; i < n; i++) chars += way.getValue().get().length();
                double micros = (threads.getCurrentThreadCpuTime() - cpu0) / 1e3 / n;
                line.append(String.format("  %s %,9.1f µs", way.getKey(), micros));
                if (chars == 0) throw new IllegalStateException("nothing drawn");
            }
            System.out.println(line + "  (CPU time of this thread per board)");
        }
    }
}
