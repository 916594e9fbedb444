package arena.support;

import arena.game.StarterLanguage;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One starter bot against one house bot over real sockets: a contest of its own with short turns, rounds started one
 * after the other, the starter run as a student runs it, and what came of it: wins, losses and draws of its matches
 * (Kieszostwory: of its games, a match and a rematch a round), and every error code it was answered, by code.
 */
public final class StarterMatches {
    /** The line a starter prints for a refused command: "COMMAND ... -> ERR code text". */
    private static final Pattern REFUSED = Pattern.compile(".* -> ERR (\\d+).*");

    private StarterMatches() {}

    public record Outcome(String game, StarterLanguage language, String houseBot, int wins, int losses, int draws,
                          Map<Integer, Integer> refused, List<String> log, boolean aliveAtTheEnd, String entryBefore, String entryAfter) {
        public int games() {
            return wins + losses + draws;
        }

        public String line() {
            return String.format("%-13s %-11s vs %-7s: %2d wins, %2d losses, %2d draws of %2d; refused %s", game, language.key(), houseBot,
                    wins, losses, draws, games(), refused);
        }
    }

    /**
     * The contest's settings: turns that end early once both bots have waited, rounds started by the test. For a bench:
     * {@code -Dstarters.turnMillis=N} and {@code -Dstarters.fullTurns=true} (every turn lasts its time).
     */
    static Map<String, Object> settings(int rounds) {
        return Map.of("turnMillis", Integer.getInteger("starters.turnMillis", 1000), "earlyTurns", !Boolean.getBoolean("starters.fullTurns"),
                "rounds", rounds, "seed", 25, "registrationMillis", 0);
    }

    /**
     * Plays {@code rounds} rounds of the starter against the house bot (each round: two Vestrock or Pizzacraft matches,
     * each side moving first in one; one Kieszostwory duel of a match and a rematch) and reads the results. {@code entry}:
     * a Kieszostwory team saved for the starter's team before it starts, as if built in the browser (null: none).
     */
    public static Outcome play(TestArena arena, String game, StarterLanguage language, String houseBot, int rounds, String entry)
            throws Exception {
        return play(arena, game, language, houseBot, rounds, entry, false);
    }

    /** The same with the starter {@code piped}: run with no HOST, speaking on stdin and stdout as a hosted bot. */
    public static Outcome play(TestArena arena, String game, StarterLanguage language, String houseBot, int rounds, String entry,
                               boolean piped) throws Exception {
        String slug = (game.substring(0, 4) + "-" + language.key() + "-" + houseBot + (piped ? "-piped" : "")).toLowerCase();
        String team = slug + "-t";
        arena.createTeam(team, "password1");
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", slug, "game", game,
                "settings", settings(rounds))));
        arena.enroll(slug, team);
        TestArena.expect(201, arena.api("POST", "/api/contests/" + slug + "/enrollments", Map.of("houseBot", houseBot)));
        long teamId = arena.app.contests().teamId(team).orElseThrow();
        if (entry != null) arena.app.contests().saveEntry(slug, teamId, entry);
        Path dir = StarterRun.prepare(game, language);
        try (StarterRun bot = piped ? StarterRun.startPiped(dir, language, arena.app.botPort(), team, "password1", slug)
                : StarterRun.start(dir, language, arena.app.botPort(), team, "password1", slug)) {
            long contestId = arena.app.contests().find(slug).orElseThrow().id();
            long end = System.currentTimeMillis() + 60_000;
            // the rounds start once the bot is there (and, in Kieszostwory, once the team has a team of creatures)
            while (!arena.app.contests().bots().presence(teamId, contestId).connected()
                    || (game.equals("kieszostwory") && arena.app.contests().entry(slug, teamId).isEmpty())) {
                if (!bot.alive() || System.currentTimeMillis() > end) throw new AssertionError(slug + ": the starter did not connect: " + bot.log());
                Thread.sleep(50);
            }
            for (int r = 1; r <= rounds; r++) {
                arena.startRound(slug);
                arena.awaitContest(slug, r == rounds ? "finished" : "open", r, 240_000);
            }
            Thread.sleep(300); // kept a sleep: the last results reach the bot's log, whose last line no caller can name
            int wins = 0, losses = 0, draws = 0;
            for (int r = 1; r <= rounds; r++) {
                for (JsonNode m : TestArena.expect(200, arena.api("GET", "/api/contests/" + slug + "/rounds/" + r + "/matches", null)).json()) {
                    int me = m.get("seats").get(0).asText().equals(team) ? 0 : 1;
                    double mine = m.get("scores").get(me).asDouble(), theirs = m.get("scores").get(1 - me).asDouble();
                    if (game.equals("kieszostwory")) { // 3 a win, 1 a draw, over a match and its rematch: 6, 4, 3, 2, 1, 0
                        wins += (int) mine / 3;
                        losses += (int) theirs / 3;
                        draws += 2 - (int) mine / 3 - (int) theirs / 3;
                    } else if (mine > theirs) {
                        wins++;
                    } else if (mine < theirs) {
                        losses++;
                    } else {
                        draws++;
                    }
                }
            }
            Map<Integer, Integer> refused = new TreeMap<>();
            List<String> log = bot.log();
            for (String line : log) {
                Matcher x = REFUSED.matcher(line);
                if (x.matches()) refused.merge(Integer.parseInt(x.group(1)), 1, Integer::sum);
            }
            return new Outcome(game, language, houseBot, wins, losses, draws, refused, log, bot.alive(), entry,
                    arena.app.contests().entry(slug, teamId).orElse(null));
        }
    }
}
