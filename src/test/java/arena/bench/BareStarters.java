package arena.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A game's starters run bare on this machine, as a student runs them (issue 46's bare side): each language's starter
 * built once in a folder of its own (javac, g++ with the sandbox's own flags), and the command that runs it, with the
 * run flags of {@code src/main/resources/sandbox/languages.tsv} (the JVM's memory and GC flags included), so the two
 * sides differ by the box only. {@link #start} runs one as a process over TCP; closing ends them all.
 */
final class BareStarters implements AutoCloseable {
    /** A bare bot's memory, as a hosted bot's ({@code RunLimits.bot()}: 256 MB), for the JVM's sizing flags. */
    private static final int MEMORY_MB = 256;
    private final Path dir;
    private final String sampleFolder;
    private final Map<String, List<String>> commands = new HashMap<>();
    private final List<Process> processes = new ArrayList<>();

    BareStarters(Path dir, String sampleFolder) {
        this.dir = dir;
        this.sampleFolder = sampleFolder;
    }

    /** The command that runs the language's starter bare, built on first use. */
    synchronized List<String> command(String language) throws IOException, InterruptedException {
        List<String> known = commands.get(language);
        if (known != null) return known;
        Path d = Files.createDirectories(dir.resolve(language));
        String file = switch (language) {
            case "python3" -> "bot.py";
            case "javascript" -> "bot.js";
            case "java" -> "Bot.java";
            case "cpp17" -> "bot.cpp";
            default -> throw new IllegalArgumentException(language);
        };
        Files.writeString(d.resolve(file), Files.readString(Path.of("src/main/resources/samples", sampleFolder, file)));
        String s = d.toString();
        List<String> command = switch (language) {
            case "python3" -> List.of("python3", "-u", s + "/bot.py");
            case "javascript" -> List.of("node", s + "/bot.js");
            case "java" -> {
                run(List.of("javac", "-encoding", "UTF-8", "-d", s, s + "/Bot.java"));
                yield List.of("java", "-XX:MaxRAM=" + MEMORY_MB + "m", "-XX:MaxRAMPercentage=50", "-XX:+UseSerialGC", "-Xss64m", "-cp", s, "Bot");
            }
            case "cpp17" -> {
                run(List.of("g++", "-std=c++17", "-O2", "-pipe", "-o", s + "/bot", s + "/bot.cpp"));
                yield List.of(s + "/bot");
            }
            default -> throw new IllegalArgumentException(language);
        };
        commands.put(language, command);
        return command;
    }

    /** Starts a starter over TCP: its command, then {@code args} (host, port, team, contest), the password in its environment. */
    synchronized void start(List<String> command, List<String> args, String password) throws IOException {
        List<String> all = new ArrayList<>(command);
        all.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(all).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("ARENA_PASSWORD", password);
        processes.add(pb.start());
    }

    /** How many of the started processes run now. */
    synchronized int running() {
        int n = 0;
        for (Process p : processes) if (p.isAlive()) n++;
        return n;
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).inheritIO().start();
        if (p.waitFor() != 0) throw new IllegalStateException("failed: " + command);
    }

    @Override
    public synchronized void close() throws InterruptedException {
        for (Process p : processes) p.destroy();
        for (Process p : processes) {
            if (!p.waitFor(5, TimeUnit.SECONDS)) p.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }
}
