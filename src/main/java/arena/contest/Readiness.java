package arena.contest;

import arena.game.Game;
import arena.store.StoredTeam;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who plays the coming round of a contest, computed once for everyone who asks: the round's start (which pairs only the
 * teams that play), the console's team table and its warning before Start, a team's own page ("sits out round N") and
 * the API's {@code GET /api/contests/{slug}/readiness}. A team sits out when it is disabled, or when the game cannot play
 * a round without an entry it has not saved (Kieszostwory, RULINGS 7). Of the teams that play, those with no bot ready
 * are listed apart: they are paired all the same (a bot may connect after the start), but their matches are likely lost.
 *
 * @param round    the number of the coming round
 * @param teams    how many teams are enrolled
 * @param willPlay the teams paired in the coming round, in the order of enrolment
 * @param sitOut   the teams that are not, each with why
 * @param noBot    of {@code willPlay}, the teams whose bot is not ready now (see {@link Bots})
 */
public record Readiness(int round, int teams, List<String> willPlay, List<SitOut> sitOut, List<String> noBot) {
    /** A team left out of the coming round, and why, in words for the instructor and the team. */
    public record SitOut(String team, String why) {}

    /**
     * Whether a team has a bot ready to play: connected to the bot port now, or a house bot (which plays in-process).
     * The one seam for other ways to run a bot: a hosted bot (DESIGN, "Hosted bots") answers true here once chosen.
     */
    public interface Bots {
        boolean ready(StoredTeam team);
    }

    /** What the readiness needs to know of a team's saved entry: its text (null if none) and why it will not do (or null). */
    public record Entry(String data, String problem) {}

    public Readiness {
        willPlay = List.copyOf(willPlay);
        sitOut = List.copyOf(sitOut);
        noBot = List.copyOf(noBot);
    }

    /** Whether the instructor should be asked before starting: someone sits out or has no bot. */
    public boolean worthAWarning() {
        return !sitOut.isEmpty() || !noBot.isEmpty();
    }

    /** Why a team sits out, or empty if it plays: the one rule every page and the round's start follow. */
    public static Optional<String> whySitsOut(Game game, boolean disabled, Entry entry) {
        if (disabled) return Optional.of("it is disabled");
        String data = entry == null ? null : entry.data();
        if (game.playsRoundWith(data)) return Optional.empty();
        if (data == null) return Optional.of("it has no " + game.traits().entryName() + " saved");
        return Optional.of("its saved " + game.traits().entryName() + " cannot be played" + (entry.problem() != null ? ": " + entry.problem() : ""));
    }

    /**
     * The readiness of the coming round {@code round}: {@code enrolled} in the order of enrolment, {@code entries} the
     * saved entries by team id (teams with none absent), {@code bots} who has a bot ready.
     */
    public static Readiness of(int round, Game game, List<StoredTeam> enrolled, Map<Long, Entry> entries, Bots bots) {
        List<String> willPlay = new ArrayList<>();
        List<SitOut> sitOut = new ArrayList<>();
        List<String> noBot = new ArrayList<>();
        for (StoredTeam t : enrolled) {
            Optional<String> why = whySitsOut(game, t.disabled(), entries.get(t.id()));
            if (why.isPresent()) {
                sitOut.add(new SitOut(t.name(), why.get()));
                continue;
            }
            willPlay.add(t.name());
            if (!bots.ready(t)) noBot.add(t.name());
        }
        return new Readiness(round, enrolled.size(), willPlay, sitOut, noBot);
    }

    /** The teams among {@code enrolled} that play the coming round (the round's start pairs these). */
    static List<StoredTeam> players(Game game, List<StoredTeam> enrolled, Map<Long, Entry> entries) {
        return enrolled.stream().filter(t -> whySitsOut(game, t.disabled(), entries.get(t.id())).isEmpty()).toList();
    }

    /** Why {@code team} sits out, as this readiness says, or null if it plays or is not enrolled. */
    public String whySitsOut(String team) {
        return sitOut.stream().filter(s -> s.team().equals(team)).map(SitOut::why).findFirst().orElse(null);
    }
}
