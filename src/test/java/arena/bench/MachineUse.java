package arena.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What this JVM (the arena, in a bench) and every process under it (the hosted bots' boxes, or the bare bots it
 * started) take of the machine, read from {@code /proc} (issue 46: "where the machine runs out, at how many bots and
 * why"): resident memory, processes and threads, CPU time, and the machine's CPU as a whole. A sample is one look;
 * {@link Watch} looks every second on a thread of its own and keeps the peaks and the CPU between its start and end.
 *
 * <p>Memory: the JVM's RSS, and the processes under it summed twice, by RSS (counts a shared interpreter's pages once
 * per process: an upper bound) and by PSS (each shared page split among its users: what they really cost together).
 * CPU: the JVM's own user and system time, and each process under it as last seen: a process's time is counted from
 * the looks that saw it (every second), so one that lived less than a look between two, or its last second, is missed.
 * (Its parent's {@code cutime} is no help: a box's program killed at its end is reaped by the box's init, which is
 * killed with it, so the time goes to the host's init.)
 */
final class MachineUse {
    private static final long SELF = ProcessHandle.current().pid();
    private static final double TICKS_PER_SECOND = 100; // USER_HZ on Linux

    private MachineUse() {}

    /** One look: the JVM's own figures, and the processes under it together. */
    record Sample(long jvmRssKb, int jvmThreads, int processesUnder, int threadsUnder, long underRssKb, long underPssKb,
                  Map<Long, Long> underCpuTicks, double jvmCpuSeconds, long machineBusyTicks, long machineTotalTicks) {}

    static Sample sample(boolean withPss) {
        Map<Long, Long> parentOf = new HashMap<>();
        Map<Long, String[]> stats = new HashMap<>();
        try (DirectoryStream<Path> proc = Files.newDirectoryStream(Path.of("/proc"))) {
            for (Path p : proc) {
                String name = p.getFileName().toString();
                if (!Character.isDigit(name.charAt(0))) continue;
                String[] stat = stat(p.resolve("stat"));
                if (stat == null) continue; // ended while looked at
                long pid = Long.parseLong(name);
                parentOf.put(pid, Long.parseLong(stat[1]));
                stats.put(pid, stat);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        List<Long> under = new ArrayList<>();
        for (long pid : parentOf.keySet()) if (pid != SELF && descends(pid, parentOf)) under.add(pid);
        String[] self = stats.get(SELF);
        Map<Long, Long> cpu = new HashMap<>();
        long rss = 0, pss = 0;
        int threads = 0;
        for (long pid : under) {
            String[] s = stats.get(pid);
            cpu.put(pid, Long.parseLong(s[11]) + Long.parseLong(s[12]));
            threads += Integer.parseInt(s[17]);
            rss += Long.parseLong(s[21]) * 4; // pages of 4 KiB
            if (withPss) pss += pssKb(pid);
        }
        long[] machine = machineTicks();
        return new Sample(Long.parseLong(self[21]) * 4, Integer.parseInt(self[17]), under.size(), threads, rss, pss, cpu,
                (Long.parseLong(self[11]) + Long.parseLong(self[12])) / TICKS_PER_SECOND, machine[0], machine[1]);
    }

    /**
     * The fields of /proc/PID/stat after the command's closing parenthesis, from its state (index 0) on: so index 1 is
     * the parent, 11 and 12 utime and stime, 17 the threads, 21 the RSS in pages.
     */
    private static String[] stat(Path file) {
        try {
            String text = Files.readString(file);
            return text.substring(text.lastIndexOf(')') + 2).trim().split(" ");
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean descends(long pid, Map<Long, Long> parentOf) {
        for (int depth = 0; depth < 64; depth++) {
            Long parent = parentOf.get(pid);
            if (parent == null || parent == 0) return false;
            if (parent == SELF) return true;
            pid = parent;
        }
        return false;
    }

    private static long pssKb(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "smaps_rollup"))) {
                if (line.startsWith("Pss:")) return Long.parseLong(line.replaceAll("\\D", ""));
            }
        } catch (IOException e) {
            return 0; // ended while looked at
        }
        return 0;
    }

    /** The machine's busy and total ticks since boot (every core), from the first line of /proc/stat. */
    private static long[] machineTicks() {
        try {
            String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < f.length && i <= 8; i++) total += Long.parseLong(f[i]); // user..steal
            long idle = Long.parseLong(f[4]) + Long.parseLong(f[5]); // idle, iowait
            return new long[] {total - idle, total};
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * CPU ticks of this JVM's threads by name, digits and a trailing part after a dash or a space left out (the carrier
     * threads of the virtual ones are one "ForkJoinPool-#-worker-#", the compilers one "C2 CompilerThread#"), so a round's
     * CPU in the arena says whose it was. A thread that ended between two looks is not counted.
     */
    static Map<String, Long> jvmThreadTicks() {
        Map<String, Long> byName = new HashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path t : tasks) {
                String text;
                try {
                    text = Files.readString(t.resolve("stat"));
                } catch (IOException e) {
                    continue; // ended while looked at
                }
                String name = text.substring(text.indexOf('(') + 1, text.lastIndexOf(')')).replaceAll("\\d+", "#");
                String[] f = text.substring(text.lastIndexOf(')') + 2).trim().split(" ");
                byName.merge(name, Long.parseLong(f[11]) + Long.parseLong(f[12]), Long::sum);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return byName;
    }

    /** Looks every second while a round plays; the peaks, and the CPU from its start to its {@link #stop}. */
    static final class Watch implements AutoCloseable {
        private final Sample first = sample(false);
        private final Map<String, Long> firstThreads = jvmThreadTicks();
        private Map<String, Long> lastThreads = firstThreads;
        private final Thread looker;
        private volatile boolean stopped;
        private volatile Sample last = first;
        /** Each process under the JVM seen during the watch: its CPU ticks when last seen. */
        private final Map<Long, Long> underTicks = new HashMap<>();
        long peakJvmRssKb, peakUnderRssKb, peakUnderPssKb;
        int peakProcesses, peakThreadsUnder, peakJvmThreads;
        private final java.util.function.IntSupplier extra;
        /** The peak of the figure {@code extra} gives (the process slots in use, for one). */
        int peakExtra;

        Watch(java.util.function.IntSupplier extra) {
            this.extra = extra;
            looker = Thread.ofPlatform().daemon().name("machine-use").start(this::look);
        }

        private void look() {
            while (!stopped) {
                Sample s = sample(true);
                synchronized (this) {
                    last = s;
                    underTicks.putAll(s.underCpuTicks());
                    peakJvmRssKb = Math.max(peakJvmRssKb, s.jvmRssKb());
                    peakUnderRssKb = Math.max(peakUnderRssKb, s.underRssKb());
                    peakUnderPssKb = Math.max(peakUnderPssKb, s.underPssKb());
                    peakProcesses = Math.max(peakProcesses, s.processesUnder());
                    peakThreadsUnder = Math.max(peakThreadsUnder, s.threadsUnder());
                    peakJvmThreads = Math.max(peakJvmThreads, s.jvmThreads());
                    peakExtra = Math.max(peakExtra, extra.getAsInt());
                }
                try {
                    Thread.sleep(1000); // the sampling period, by design
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        /** Stops looking; the figures are then final. */
        void stop() {
            stopped = true;
            looker.interrupt();
            try {
                looker.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Sample end = sample(false);
            synchronized (this) {
                last = end;
                underTicks.putAll(end.underCpuTicks());
                lastThreads = jvmThreadTicks();
            }
        }

        /** The arena JVM's threads that used the most CPU from start to stop, by name: the first {@code n}. */
        synchronized String topThreads(int n) {
            List<Map.Entry<String, Long>> used = new ArrayList<>();
            for (Map.Entry<String, Long> e : lastThreads.entrySet()) {
                long d = e.getValue() - firstThreads.getOrDefault(e.getKey(), 0L);
                if (d > 0) used.add(Map.entry(e.getKey(), d));
            }
            used.sort(Map.Entry.<String, Long>comparingByValue().reversed());
            StringBuilder b = new StringBuilder();
            for (Map.Entry<String, Long> e : used.subList(0, Math.min(n, used.size()))) {
                b.append(b.isEmpty() ? "" : ", ").append(e.getKey()).append(String.format(" %.1f s", e.getValue() / TICKS_PER_SECOND));
            }
            return b.toString();
        }

        @Override
        public void close() {
            if (!stopped) stop();
        }

        /** CPU seconds the JVM and everything under it used from start to stop (see the class's note on what is missed). */
        synchronized double treeCpuSeconds() {
            long ticks = 0;
            for (Map.Entry<Long, Long> e : underTicks.entrySet()) ticks += e.getValue() - first.underCpuTicks().getOrDefault(e.getKey(), 0L);
            return jvmCpuSeconds() + ticks / TICKS_PER_SECOND;
        }

        /** CPU seconds the JVM itself (the arena, and the bench's own threads) used. */
        synchronized double jvmCpuSeconds() {
            return last.jvmCpuSeconds() - first.jvmCpuSeconds();
        }

        /** The share of the whole machine (every core) that was busy, by anything, from start to stop. */
        synchronized double machineBusy() {
            long total = last.machineTotalTicks() - first.machineTotalTicks();
            return total == 0 ? 0 : (double) (last.machineBusyTicks() - first.machineBusyTicks()) / total;
        }

        String summary(double seconds) {
            int cores = Runtime.getRuntime().availableProcessors();
            return String.format("memory peak: arena JVM %d MiB resident, processes under it %d MiB resident (%d MiB proportional)%n"
                            + "  processes under the arena at most %d (%d threads), the arena's own threads at most %d%n"
                            + "  CPU: %.1f s of the arena and its processes (%.1f s the arena JVM itself) in %.1f s = %.2f of %d cores;"
                            + " the machine was busy %.0f%% (everything on it)%n"
                            + "  the arena JVM's threads that used most of it: %s",
                    peakJvmRssKb / 1024, peakUnderRssKb / 1024, peakUnderPssKb / 1024, peakProcesses, peakThreadsUnder, peakJvmThreads,
                    treeCpuSeconds(), jvmCpuSeconds(), seconds, treeCpuSeconds() / seconds, cores, 100 * machineBusy(), topThreads(6));
        }
    }
}
