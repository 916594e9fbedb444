package arena.support;

import arena.game.StarterLanguage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A game's starter bot in one language, run exactly as its page says: the file saved under its own name in a folder
 * of its own, then {@code python3 bot.py HOST PORT TEAM CONTEST}, {@code java Bot.java ...}, {@code g++ ... && ./bot
 * ...} or {@code node bot.js ...}, with the password in {@code ARENA_PASSWORD}. A missing toolchain is an error that
 * says so (the test command installs g++ and Node.js), never a silent skip. Its stdout and stderr go to files.
 */
public final class StarterRun implements AutoCloseable {
    public final Path dir;
    public final Path out;
    public final Path err;
    private final Process process;

    private StarterRun(Path dir, Process process) {
        this.dir = dir;
        this.out = dir.resolve("out.txt");
        this.err = dir.resolve("err.txt");
        this.process = process;
    }

    /** The starter's file as the game ships it, saved in a fresh folder (compiled there, for C++). */
    public static Path prepare(String game, StarterLanguage language) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("starter-" + game + "-" + language.key());
        try (InputStream in = StarterRun.class.getResourceAsStream("/samples/" + game + "/" + language.file())) {
            if (in == null) throw new AssertionError("the build has no " + language.title() + " starter for " + game);
            Files.copy(in, dir.resolve(language.file()));
        }
        if (language == StarterLanguage.CPP) {
            require("g++");
            if (!StarterCompiler.compile(dir, language.file(), List.of("g++", "-O2", "-std=c++17", "-o", "bot", language.file()))) {
                throw new AssertionError(game + "'s bot.cpp does not compile: " + Files.readString(dir.resolve("compile.txt")));
            }
        }
        return dir;
    }

    /** Starts the prepared starter against an arena's bot port, as a team, in a contest. */
    public static StarterRun start(Path dir, StarterLanguage language, int botPort, String team, String password, String contest)
            throws IOException {
        List<String> cmd = new ArrayList<>(switch (language) {
            case PYTHON -> List.of(require("python3"), "bot.py");
            case JAVA -> List.of(require("java"), "Bot.java");
            case CPP -> List.of(dir.resolve("bot").toString());
            case JAVASCRIPT -> List.of(require("node"), "bot.js");
        });
        cmd.addAll(List.of("localhost", String.valueOf(botPort), team, contest));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().put("ARENA_PASSWORD", password);
        pb.redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("out.txt").toFile()));
        pb.redirectError(ProcessBuilder.Redirect.appendTo(dir.resolve("err.txt").toFile()));
        return new StarterRun(dir, pb.start());
    }

    /**
     * Starts the prepared starter with no HOST, as the arena hosts a bot (RULINGS 8): it speaks on its stdin and stdout
     * from the point a TCP bot has after {@code OK}. This side logs in and selects the contest over a socket of its
     * own, then copies the bytes both ways; when either side closes, so does the other.
     */
    public static StarterRun startPiped(Path dir, StarterLanguage language, int botPort, String team, String password, String contest)
            throws IOException {
        List<String> cmd = new ArrayList<>(switch (language) {
            case PYTHON -> List.of(require("python3"), "bot.py");
            case JAVA -> List.of(require("java"), "Bot.java");
            case CPP -> List.of(dir.resolve("bot").toString());
            case JAVASCRIPT -> List.of(require("node"), "bot.js");
        });
        java.net.Socket socket = new java.net.Socket("localhost", botPort);
        var fromArena = new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        var toArena = socket.getOutputStream();
        for (String line : List.of(team, password, "CONTEST " + contest)) {
            String heard = fromArena.readLine(); // LOGIN, PASS, then OK for the password
            if (heard == null || heard.startsWith("ERR")) throw new AssertionError("the arena refused " + team + ": " + heard);
            toArena.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        }
        String selected = fromArena.readLine(); // CONTEST's answer
        if (!"OK".equals(selected)) throw new AssertionError("CONTEST " + contest + ": " + selected);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.redirectError(ProcessBuilder.Redirect.appendTo(dir.resolve("err.txt").toFile()));
        Process process = pb.start();
        Thread.ofVirtual().start(() -> copy(process.getInputStream(), toArena, socket));
        Thread.ofVirtual().start(() -> {
            try (var toBot = process.getOutputStream()) {
                for (String line; (line = fromArena.readLine()) != null; ) {
                    toBot.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                    toBot.flush();
                }
            } catch (IOException closed) {
                // the bot or the arena went away: the other side is closed below
            }
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing already
            }
        });
        return new StarterRun(dir, process);
    }

    private static void copy(InputStream from, java.io.OutputStream to, java.net.Socket socket) {
        try {
            from.transferTo(to);
        } catch (IOException closed) {
            // the arena went away
        }
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing already
        }
    }

    /** A program the starters need, by name on the PATH; an error naming it when it is missing. */
    static String require(String program) {
        for (String p : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(p, program))) return Path.of(p, program).toString();
        }
        throw new AssertionError(program + " is not installed: the starters' tests need it (src/scripts/test.sh installs g++ and nodejs"
                + " from Debian's packages when run as root)");
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** What the bot printed on stderr (its log) so far. */
    public List<String> log() throws IOException {
        return Files.exists(err) ? Files.readAllLines(err, StandardCharsets.UTF_8) : List.of();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
    }
}
