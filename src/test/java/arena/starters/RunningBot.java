package arena.starters;

import arena.game.StarterLanguage;
import arena.support.StarterRun;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A starter bot run as its page says, many of them from one prepared folder, each with a log file of its own: a PIZZA
 * game's starter ({@code python3 bot.py HOST PORT TEAM CONTEST}, {@code java Bot.java ...}, {@code ./bot ...}, {@code
 * node bot.js ...}), or a LOCM starter under the bridge ({@code java -jar bridge.jar --host ... -- python3 bot.py}), the
 * password in {@code ARENA_PASSWORD}. Its log is its stderr (a PIZZA starter's) or everything the bridge printed.
 */
final class RunningBot implements AutoCloseable {
    static final String LOCM = "locm12";

    final String game;
    final StarterLanguage language;
    final String team;
    final String contest;
    final Path log;
    private final Process process;

    private RunningBot(String game, StarterLanguage language, String team, String contest, Path log, Process process) {
        this.game = game;
        this.language = language;
        this.team = team;
        this.contest = contest;
        this.log = log;
        this.process = process;
    }

    /** A game's starter in a language, saved (and compiled, for C++; for LOCM, Java too) in a folder of its own. */
    static Path prepare(String game, StarterLanguage language) throws IOException, InterruptedException {
        if (!game.equals(LOCM)) return StarterRun.prepare(game, language);
        Path dir = Files.createTempDirectory("locm-starter-" + language.key());
        try (InputStream in = RunningBot.class.getResourceAsStream("/samples/locm/" + language.file())) {
            if (in == null) throw new AssertionError("the build has no " + language.title() + " LOCM starter");
            Files.copy(in, dir.resolve(language.file()));
        }
        List<String> compile = switch (language) {
            case CPP -> List.of(program("g++"), "-O2", "-std=c++17", "-o", "bot", language.file());
            case JAVA -> List.of(program("javac"), language.file());
            default -> List.of();
        };
        if (!compile.isEmpty()) {
            if (!arena.support.StarterCompiler.compile(dir, language.file(), compile)) {
                throw new AssertionError("the LOCM " + language.file() + " does not compile: " + Files.readString(dir.resolve("compile.txt")));
            }
        }
        return dir;
    }

    /** The bridge alone, as {@code /bridge.jar} serves it (the build packs it among the classes). */
    static Path bridgeJar() throws IOException {
        Path jar = Files.createTempDirectory("bridge").resolve("bridge.jar");
        try (InputStream in = RunningBot.class.getResourceAsStream("/bridge/arena-bridge.jar")) {
            if (in == null) throw new AssertionError("the build has no bridge/arena-bridge.jar (packed by Maven's process-classes)");
            Files.copy(in, jar);
        }
        return jar;
    }

    /** Starts the bot of the prepared folder as a team in a contest ({@code bridgeJar} is used for LOCM only). */
    static RunningBot start(String game, StarterLanguage language, Path dir, Path bridgeJar, int botPort, String team, String password,
                            String contest) throws IOException {
        List<String> cmd = new ArrayList<>();
        if (game.equals(LOCM)) {
            cmd.addAll(List.of(program("java"), "-jar", bridgeJar.toString(), "--host", "localhost", "--port", String.valueOf(botPort),
                    "--login", team, "--contest", contest, "--parallel", "1", "--"));
            cmd.addAll(switch (language) {
                case PYTHON -> List.of(program("python3"), "bot.py");
                case JAVA -> List.of(program("java"), "Bot");
                case CPP -> List.of("./bot");
                case JAVASCRIPT -> List.of(program("node"), "bot.js");
            });
        } else {
            cmd.addAll(switch (language) {
                case PYTHON -> List.of(program("python3"), "bot.py");
                case JAVA -> List.of(program("java"), "Bot.java");
                case CPP -> List.of(dir.resolve("bot").toString());
                case JAVASCRIPT -> List.of(program("node"), "bot.js");
            });
            cmd.addAll(List.of("localhost", String.valueOf(botPort), team, contest));
        }
        Path log = dir.resolve(team + ".log");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().put("ARENA_PASSWORD", password);
        pb.redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        pb.redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
        return new RunningBot(game, language, team, contest, log, pb.start());
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Exited other than as it should: a starter never exits by itself; the bridge ends (0) once its contest has ended. */
    boolean failed() {
        return !process.isAlive() && (!game.equals(LOCM) || process.exitValue() != 0);
    }

    /** Waits for the process to end by itself; its exit code, or -1 if it still runs. */
    int awaitExit(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
    }

    List<String> log() throws IOException {
        return Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
    }

    /** Log lines that say the bot logged in: a starter's "connected to", the bridge's first and later logins. */
    long logins() throws IOException {
        return log().stream().filter(l -> l.startsWith("connected to ") || l.contains(" connected to ") && l.startsWith("bridge: ")
                || l.contains(" is back: logged in again as ")).count();
    }

    String what() throws IOException {
        List<String> l = log();
        return game + "/" + language.key() + " " + team + (alive() ? "" : " (exited)") + ":\n  "
                + String.join("\n  ", l.subList(Math.max(0, l.size() - 30), l.size()));
    }

    /** A program by name: the JDK's own for java and javac (the build's, sure to be 17 or newer), else on the PATH. */
    static String program(String name) {
        if (name.equals("java") || name.equals("javac")) {
            Path own = Path.of(System.getProperty("java.home"), "bin", name);
            if (Files.isExecutable(own)) return own.toString();
        }
        for (String p : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(p, name))) return Path.of(p, name).toString();
        }
        throw new AssertionError(name + " is not installed: the starters' tests need it (src/scripts/test.sh installs g++ and nodejs"
                + " from Debian's packages when run as root)");
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
    }
}
