package arena.games.locm.arena;

import arena.game.SeatNames;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a LOCM match ended, in the words its readers use: the engine names players by their number from 0, as the
 * referee does ("player 1 has no health left"); people read the teams' names, and a bot's {@code OVER} line numbers the
 * players from 1, as every page does.
 */
final class EndReasons {
    private static final Pattern PLAYER = Pattern.compile("player ([01])\\b");

    private EndReasons() {}

    /** The reason with the teams' names for the players. */
    static String named(String reason, SeatNames names) {
        Matcher m = PLAYER.matcher(reason);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, Matcher.quoteReplacement(names.of(Integer.parseInt(m.group(1)))));
        m.appendTail(out);
        return out.toString();
    }

    /** The reason with the players numbered from 1. */
    static String oneBased(String reason) {
        Matcher m = PLAYER.matcher(reason);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, "player " + (Integer.parseInt(m.group(1)) + 1));
        m.appendTail(out);
        return out.toString();
    }
}
