package arena.games.locm.arena;

import arena.games.locm.LocmMatch;
import arena.games.locm.LocmSeeds;
import arena.games.locm.LocmVariant;
import arena.games.locm.RandomLegalPlayer;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * {@code java -jar arena.jar locm-selfplay}: plays LOCM games between house players on every core, for research
 * (many games, no arena around them), and prints games per second and the win rates. Game {@code i} is played from
 * the game seed {@code seed + i} (its draft or pool, shuffles) and players seeded from it, so the results do not
 * depend on the number of threads. With two kinds of players they change seats every game (the second player of LOCM
 * has a card and a mana turn more), and each kind's win rate is printed beside the seats'.
 */
public final class LocmSelfPlay {
    static final String USAGE = "usage: java -jar arena.jar locm-selfplay --variant 1.2|1.5 --games N [--threads T] [--seed S]"
            + " [--players random|greedy|random,greedy]";

    /** A house player: random legal moves inside the engine, or the greedy house bot through the text of each turn. */
    enum Kind {
        RANDOM, GREEDY;

        static Kind named(String name) {
            for (Kind k : values())
                if (k.name().equalsIgnoreCase(name))
                    return k;
            throw new IllegalArgumentException("--players: no player '" + name + "' (random or greedy)");
        }
    }

    /** The command line, checked. */
    record Options(LocmVariant variant, long games, int threads, long seed, Kind first, Kind second) {
        static Options parse(String[] args) {
            LocmVariant variant = null;
            long games = -1, seed = 1;
            int threads = Runtime.getRuntime().availableProcessors();
            Kind first = Kind.RANDOM, second = Kind.RANDOM;
            for (int i = 0; i < args.length; i++) {
                String name = args[i];
                if (!List.of("--variant", "--games", "--threads", "--seed", "--players").contains(name))
                    throw new IllegalArgumentException("unknown option '" + name + "'");
                if (i + 1 >= args.length)
                    throw new IllegalArgumentException(name + " needs a value");
                String v = args[++i];
                switch (name) {
                    case "--variant" -> variant = switch (v) {
                        case "1.2" -> LocmVariant.V1_2;
                        case "1.5" -> LocmVariant.V1_5;
                        default -> throw new IllegalArgumentException("--variant: '" + v + "' is not 1.2 or 1.5");
                    };
                    case "--games" -> games = number(name, v, 1, Long.MAX_VALUE);
                    case "--threads" -> threads = (int) number(name, v, 1, 1024);
                    case "--seed" -> seed = number(name, v, Long.MIN_VALUE, Long.MAX_VALUE);
                    default -> { // --players
                        String[] kinds = v.split(",", -1);
                        if (kinds.length > 2)
                            throw new IllegalArgumentException("--players: one kind, or two separated by a comma");
                        first = Kind.named(kinds[0]);
                        second = Kind.named(kinds[kinds.length - 1]);
                    }
                }
            }
            if (variant == null)
                throw new IllegalArgumentException("--variant is needed (1.2 or 1.5)");
            if (games < 0)
                throw new IllegalArgumentException("--games is needed (how many games to play)");
            return new Options(variant, games, threads, seed, first, second);
        }

        private static long number(String name, String v, long min, long max) {
            long n;
            try {
                n = Long.parseLong(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + ": '" + v + "' is not a whole number");
            }
            if (n < min || n > max)
                throw new IllegalArgumentException(name + ": " + n + " is out of range (" + min + ".." + max + ")");
            return n;
        }
    }

    /** The outcome counts: by seat (player 0 first) and, with two kinds, by kind. */
    static final class Tally {
        final LongAdder seat0 = new LongAdder(), seat1 = new LongAdder(), draws = new LongAdder();
        final LongAdder firstKind = new LongAdder(), secondKind = new LongAdder();
        /** The CPU time of the playing threads, in nanoseconds (a busy machine slows the clock, not this). */
        final LongAdder cpuNanos = new LongAdder();
    }

    private LocmSelfPlay() {
    }

    /** Runs the command; returns the process's exit code (2 for bad arguments). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("locm-selfplay: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
        long start = System.nanoTime();
        Tally t;
        try {
            t = play(o);
        } catch (RuntimeException e) {
            err.println("locm-selfplay: a game failed: " + e);
            return 1;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        String players = o.first() == o.second() ? o.first().name().toLowerCase(Locale.ROOT) + " vs " + o.first().name().toLowerCase(Locale.ROOT)
                : o.first().name().toLowerCase(Locale.ROOT) + " vs " + o.second().name().toLowerCase(Locale.ROOT) + ", changing seats every game";
        out.printf("LOCM %s self-play, %s: %,d games on %d threads in %.2f s: %,.0f games/s (%,.0f games per CPU second)%n",
                o.variant() == LocmVariant.V1_2 ? "1.2" : "1.5", players, o.games(), o.threads(), seconds,
                o.games() / seconds, o.games() / (t.cpuNanos.sum() / 1e9));
        out.printf("  first player (0) wins %.1f%%, second player (1) wins %.1f%%, draws %.1f%%%n",
                percent(t.seat0.sum(), o.games()), percent(t.seat1.sum(), o.games()), percent(t.draws.sum(), o.games()));
        if (o.first() != o.second())
            out.printf("  %s wins %.1f%%, %s wins %.1f%%%n", o.first().name().toLowerCase(Locale.ROOT),
                    percent(t.firstKind.sum(), o.games()), o.second().name().toLowerCase(Locale.ROOT),
                    percent(t.secondKind.sum(), o.games()));
        return 0;
    }

    private static double percent(long n, long of) {
        return 100.0 * n / of;
    }

    /** Plays the games on {@code o.threads()} threads, each taking the next block of game numbers. */
    static Tally play(Options o) {
        Tally t = new Tally();
        AtomicLong next = new AtomicLong();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int k = 0; k < o.threads(); k++) {
            Thread th = new Thread(() -> {
                try {
                    for (long from; (from = next.getAndAdd(256)) < o.games() && failure.get() == null; )
                        for (long i = from; i < Math.min(from + 256, o.games()); i++)
                            record(t, i, playOne(o, i));
                } catch (RuntimeException e) {
                    failure.compareAndSet(null, e);
                }
                t.cpuNanos.add(ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime());
            }, "locm-selfplay-" + k);
            threads.add(th);
            th.start();
        }
        for (Thread th : threads) {
            try {
                th.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted");
            }
        }
        if (failure.get() != null)
            throw failure.get();
        return t;
    }

    private static void record(Tally t, long i, int winner) {
        if (winner == -1) {
            t.draws.increment();
            return;
        }
        (winner == 0 ? t.seat0 : t.seat1).increment();
        int firstKindSeat = (int) (i & 1); // the first kind sits at seat 0 in even games
        (winner == firstKindSeat ? t.firstKind : t.secondKind).increment();
    }

    /** Game {@code i}: its seeds, its two players, played to the end; the winner (-1 a draw). */
    static int playOne(Options o, long i) {
        long gameSeed = o.seed() + i;
        LocmMatch m = LocmMatch.create(o.variant(), LocmSeeds.fromGameSeed(o.variant(), gameSeed));
        Kind[] seats = (i & 1) == 0 ? new Kind[]{o.first(), o.second()} : new Kind[]{o.second(), o.first()};
        if (seats[0] == Kind.RANDOM && seats[1] == Kind.RANDOM)
            return RandomLegalPlayer.playGame(m, new RandomLegalPlayer(gameSeed * 2), new RandomLegalPlayer(gameSeed * 2 + 1));
        RandomLegalPlayer[] random = {new RandomLegalPlayer(gameSeed * 2), new RandomLegalPlayer(gameSeed * 2 + 1)};
        Random[] greedyRandom = {new Random(gameSeed * 2), new Random(gameSeed * 2 + 1)};
        GreedyBot greedy = new GreedyBot();
        while (!m.isOver()) {
            int p = m.toMove();
            if (seats[p] == Kind.RANDOM) {
                if (m.phase() == LocmMatch.Phase.BATTLE)
                    random[p].playTurn(m);
                else
                    random[p].deckBuilding(m, p);
            } else {
                m.apply(p, greedy.answer(m.inputFor(p), greedyRandom[p]));
            }
        }
        return m.winner();
    }
}
