package arena.web;

import arena.game.Game;
import arena.game.StarterLanguage;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A game's starter bots as the pages offer them (issue 25): a link per language the game ships, and on the team page
 * the commands that run each one with the host, bot port, team and contest filled in, for a POSIX shell (Linux,
 * macOS) and for Windows PowerShell. The password is read without echo into {@code $ARENA_PASSWORD}, never shown.
 */
final class Starters {
    /** The environment variable the starters read the password from: the page never shows a password. */
    static final String PASSWORD_VARIABLE = "ARENA_PASSWORD";
    /** Words a POSIX shell takes as they are; anything else is quoted in the command shown. */
    private static final Pattern SHELL_PLAIN = Pattern.compile("[\\p{L}\\p{N}_.:/@%+=-]+");
    /** Words PowerShell passes to a program as they are (no $, @, backtick, braces, quotes, separators). */
    private static final Pattern POWERSHELL_PLAIN = Pattern.compile("[\\p{L}\\p{N}_.:/=][\\p{L}\\p{N}_.:/=-]*");

    private Starters() {}

    /** A starter to download: {@code href} answers the file, saved as {@code file}. */
    record Link(String language, String title, String file, String href) {}

    /** A game's starters, for the bot guide's list of every game. */
    record OfGame(String game, String title, List<Link> links) {}

    /** A starter with the one line that runs it in each shell. */
    record Command(Link link, String unix, String windows) {}

    /** The starters the game ships, in the order of {@link StarterLanguage}. */
    static List<Link> of(Game game) {
        return Arrays.stream(StarterLanguage.values()).filter(l -> game.pages().starterBot(l).isPresent())
                .map(l -> new Link(l.key(), l.title(), l.file(), "/games/" + game.name() + "/starter?lang=" + l.key())).toList();
    }

    /** For each starter of the game, the commands that read the password and run it against this arena's contest. */
    static List<Command> commands(Game game, String host, int port, String team, String contest) {
        return of(game).stream().map(link -> {
            StarterLanguage l = StarterLanguage.of(link.language()).orElseThrow();
            List<String> args = List.of(host, String.valueOf(port), team, contest);
            String unix = "read -rs " + PASSWORD_VARIABLE + " && export " + PASSWORD_VARIABLE + " && "
                    + run(l, false) + " " + String.join(" ", args.stream().map(Starters::shellWord).toList());
            String windows = "$env:" + PASSWORD_VARIABLE + " = (New-Object System.Net.NetworkCredential('', (Read-Host 'Password' -AsSecureString))).Password; "
                    + run(l, true) + " " + String.join(" ", args.stream().map(Starters::powerShellWord).toList())
                    + (l == StarterLanguage.CPP ? " }" : "");
            return new Command(link, unix, windows);
        }).toList();
    }

    /** The start of the line that runs a starter, up to its arguments. */
    private static String run(StarterLanguage l, boolean windows) {
        return switch (l) {
            case PYTHON -> (windows ? "python " : "python3 ") + l.file();
            case JAVA -> "java " + l.file();
            // Windows: MinGW's g++, whose sockets are Winsock's (the starter says so at its top)
            case CPP -> windows ? "g++ -O2 -std=c++17 -o bot.exe " + l.file() + " -lws2_32; if ($?) { .\\bot.exe"
                    : "g++ -O2 -std=c++17 -o bot " + l.file() + " && ./bot";
            case JAVASCRIPT -> "node " + l.file();
        };
    }

    /** A word as a POSIX shell reads it back unchanged: as it is when plain, else in single quotes. */
    static String shellWord(String word) {
        return SHELL_PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    /** A word as PowerShell hands it to a program unchanged: as it is when plain, else in single quotes ('' inside). */
    static String powerShellWord(String word) {
        return POWERSHELL_PLAIN.matcher(word).matches() ? word : "'" + word.replace("'", "''") + "'";
    }
}
