package arena.games.locm.bench;

import arena.games.locm.CardData;
import arena.games.locm.CardGenerator;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmSeeds;
import arena.games.locm.LocmVariant;
import arena.games.locm.RandomLegalPlayer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Whole LOCM games per second between two random legal players (fixed seeds), on one thread:
 * 1.2 (a new draft every game), 1.5 on a shared 120-card pool, and 1.5 generating a new pool every game.
 *
 * <p>Run (from the project root, after {@code mvn -q -o test-compile}):
 * <pre>
 * mvn -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/test-cp.txt) arena.games.locm.bench.LocmBenchmark
 * </pre>
 * Extra arguments are JMH options, e.g. {@code -wi 1 -i 3 -r 2s -f 1}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public class LocmBenchmark {
    private RandomLegalPlayer p0;
    private RandomLegalPlayer p1;
    private List<CardData> sharedPool;
    private long seed;

    @Setup
    public void setup() {
        p0 = new RandomLegalPlayer(1);
        p1 = new RandomLegalPlayer(2);
        sharedPool = CardGenerator.generate(2022);
        seed = 0;
    }

    @Benchmark
    public int play12() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.fromGameSeed(LocmVariant.V1_2, ++seed));
        return RandomLegalPlayer.playGame(m, p0, p1);
    }

    @Benchmark
    public int play15SharedPool() {
        LocmMatch m = LocmMatch.create15(LocmSeeds.fromGameSeed(LocmVariant.V1_5, ++seed), sharedPool);
        return RandomLegalPlayer.playGame(m, p0, p1);
    }

    @Benchmark
    public int play15NewPool() {
        LocmMatch m = LocmMatch.create(LocmVariant.V1_5, LocmSeeds.fromGameSeed(LocmVariant.V1_5, ++seed));
        return RandomLegalPlayer.playGame(m, p0, p1);
    }

    @Benchmark
    public List<CardData> generatePoolOnly() {
        return CardGenerator.generate(++seed);
    }

    public static void main(String[] args) throws RunnerException, org.openjdk.jmh.runner.options.CommandLineOptionException {
        OptionsBuilder o = new OptionsBuilder();
        o.include(LocmBenchmark.class.getName());
        if (args.length > 0)
            o.parent(new org.openjdk.jmh.runner.options.CommandLineOptions(args));
        new Runner(o.build()).run();
    }
}
