package arena.web;

import arena.contest.rules.Readiness;
import arena.store.ContestStore;
import arena.store.EntryStore;
import arena.store.PlayQueries;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The console's table of a contest's teams, one row per enrolled team: whether it is disabled and, in a
 * game where teams save an entry before a round (a Kieszostwory team, a LOCM 1.5 deck), whether one is
 * saved for the next round, and whether it plays the coming round ({@link Readiness}). The page polls it, so it follows
 * what teams do. Each row is a record: a new column is a new component and a new cell.
 */
final class ConsoleTeamTable {
    private final ContestStore contestStore;
    private final PlayQueries playQueries;

    ConsoleTeamTable(ContestStore contestStore, PlayQueries playQueries) {
        this.contestStore = contestStore;
        this.playQueries = playQueries;
    }

    /**
     * A team's row. {@code entrySavedAt} is when its entry for the coming rounds was last saved (from the
     * browser or by its bot), or null if it has none: in Kieszostwory such a team sits the round out
     * (RULINGS 7), in LOCM 1.5 its bot must build its deck itself. {@code entryProblem} is why a saved
     * entry will not do for the next round (a LOCM 1.5 deck saved for the last round's card pool), or null.
     */
    public record Row(String name, String houseBot, boolean disabled, LocalDateTime entrySavedAt, String entryProblem, String plays) {
        public boolean entrySaved() {
            return entrySavedAt != null;
        }
    }

    /**
     * The table: its rows, whether the game takes entries at all (else that column is left out), and the coming
     * round's readiness the "Plays" column reads (null for a contest with no round coming here).
     */
    public record Table(List<Row> rows, boolean gameTakesEntries, Readiness readiness) {}

    /**
     * The table of a contest. {@code nextRoundCheck} is the game's check of an entry against the next
     * round (empty if it will do), or null when the game takes no entries; {@code readiness} is who plays the coming
     * round (the same computation the round's start and the team page follow), or null when none is coming here.
     */
    Table of(long contestId, Function<String, Optional<String>> nextRoundCheck, Readiness readiness) {
        Map<Long, EntryStore.SavedEntry> saved = nextRoundCheck != null ? playQueries.savedEntries(contestId) : Map.of();
        List<Row> rows = contestStore.entrants(contestId).stream().map(t -> {
            EntryStore.SavedEntry e = saved.get(t.id());
            String problem = e == null ? null : nextRoundCheck.apply(e.data()).orElse(null);
            return new Row(t.name(), t.houseBot(), t.disabled(), e == null ? null : e.savedAt(), problem, plays(readiness, t));
        }).toList();
        return new Table(rows, nextRoundCheck != null, readiness);
    }

    /** The "Plays" cell: "yes", "yes, but no bot is ready", "will not play: why", or for no coming round "disabled" or "-". */
    static String plays(Readiness readiness, ContestStore.Entrant t) {
        if (readiness == null) return t.disabled() ? "disabled" : "-";
        String why = readiness.whySitsOut(t.name());
        if (why != null) return "will not play round " + readiness.round() + ": " + why;
        return readiness.noBot().contains(t.name()) ? "yes, but no bot is ready: none connected, no built hosted version chosen" : "yes";
    }
}
