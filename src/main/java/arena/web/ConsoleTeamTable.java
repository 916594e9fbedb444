package arena.web;

import arena.store.ContestStore;
import arena.store.PlayStore;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

/**
 * The console's table of a contest's teams, one row per enrolled team: whether it is disabled and, in a
 * game where teams save an entry before a round (a Kieszostwory team, a LOCM 1.5 deck), whether one is
 * saved for the next round. The page polls it, so it follows what teams do. Each row is a record:
 * a new column (the bots' connection status) is a new component and a new cell.
 */
final class ConsoleTeamTable {
    private final ContestStore contestStore;
    private final PlayStore playStore;

    ConsoleTeamTable(ContestStore contestStore, PlayStore playStore) {
        this.contestStore = contestStore;
        this.playStore = playStore;
    }

    /**
     * A team's row. {@code entrySavedAt} is when its entry for the coming rounds was last saved (from the
     * browser or by its bot), or null if it has none: in Kieszostwory such a team sits the round out
     * (RULINGS 7), in LOCM 1.5 its bot must build its deck itself.
     */
    public record Row(String name, String houseBot, boolean disabled, LocalDateTime entrySavedAt) {
        public boolean entrySaved() {
            return entrySavedAt != null;
        }
    }

    /** The table: its rows, and whether the game takes entries at all (else that column is left out). */
    public record Table(List<Row> rows, boolean gameTakesEntries) {}

    Table of(long contestId, boolean gameTakesEntries) {
        Map<Long, LocalDateTime> saved = gameTakesEntries ? playStore.entriesSavedAt(contestId) : Map.of();
        List<Row> rows = contestStore.entrants(contestId).stream()
                .map(t -> new Row(t.name(), t.houseBot(), t.disabled(), saved.get(t.id()))).toList();
        return new Table(rows, gameTakesEntries);
    }
}
