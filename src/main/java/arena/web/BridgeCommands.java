package arena.web;

import arena.game.StarterLanguage;
import java.util.ArrayList;
import java.util.List;

/**
 * The bridge's command lines, for a game whose starters are CodinGame bots ({@link arena.game.GamePages#startersRunThroughBridge},
 * LOCM): {@code java -jar bridge.jar --host H --port P --login TEAM --contest SLUG -- BOT}, in a POSIX shell and in
 * PowerShell, the password left to {@code $ARENA_PASSWORD} (read by {@link Starters} first, and by the bridge when it
 * is given no {@code --password}). The bridge starts {@code BOT} once per match, and a match's first turn counts from
 * its start, so a compiled language is compiled once before the bridge, never by the bot's command ({@code java
 * Bot.java} would compile for seconds at every match).
 */
final class BridgeCommands {
    /** The file the bridge is saved as ({@code /bridge.jar}), which the commands name. */
    static final String FILE = "bridge.jar";

    private BridgeCommands() {}

    /**
     * The bridge with a bot of one's own, as the LOCM rules page and the team page of a LOCM contest show it: the
     * lines for a POSIX shell and for PowerShell (reading the password first, as the starters' lines do), and whether this
     * build serves {@code /bridge.jar}, and its size as the page says it ({@code null} when it does not). {@code team} and {@code contest} may be null (the rules page, nobody logged in):
     * the command then says {@code TEAM}, and names no contest (a team in one contest plays in it).
     */
    record Own(String unix, String windows, boolean downloadable, String size) {}

    static Own own(String host, int port, String team, String contest) {
        return new Own(Starters.readPassword(false) + bridge(host, port, team, contest, false) + " -- python3 my_bot.py",
                Starters.readPassword(true) + bridge(host, port, team, contest, true) + " -- python my_bot.py", BridgeDownload.available(),
                BridgeDownload.size().orElse(null));
    }

    /** The line, after the password is read, that runs a starter through the bridge in a POSIX shell or in PowerShell. */
    static String run(StarterLanguage language, String host, int port, String team, String contest, boolean windows) {
        String bridge = bridge(host, port, team, contest, windows) + " -- ";
        return switch (language) {
            case PYTHON -> bridge + (windows ? "python " : "python3 ") + language.file();
            case JAVASCRIPT -> bridge + "node " + language.file();
            case JAVA -> compiled("javac " + language.file(), bridge + "java Bot", windows);
            case CPP -> windows ? compiled("g++ -O2 -std=c++17 -o bot.exe " + language.file(), bridge + ".\\bot.exe", true)
                    : compiled("g++ -O2 -std=c++17 -o bot " + language.file(), bridge + "./bot", false);
        };
    }

    /** Compile, then run only if that worked. */
    private static String compiled(String compile, String run, boolean windows) {
        return windows ? compile + "; if ($?) { " + run + " }" : compile + " && " + run;
    }

    private static String bridge(String host, int port, String team, String contest, boolean windows) {
        List<String> words = new ArrayList<>(List.of("java", "-jar", FILE, "--host", quote(host, windows), "--port", String.valueOf(port),
                "--login", team == null ? "TEAM" : quote(team, windows)));
        if (contest != null) words.addAll(List.of("--contest", quote(contest, windows)));
        return String.join(" ", words);
    }

    private static String quote(String word, boolean windows) {
        return windows ? Starters.powerShellWord(word) : Starters.shellWord(word);
    }
}
