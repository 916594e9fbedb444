package arena.store;

import static arena.store.db.Tables.PLAYOFF;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jooq.DSLContext;

/**
 * A contest's final bracket (issue 43, V25): its seeds, its series' length and the round that plays its first stage.
 * Written only with that round ({@link RoundStore#createRound}), so a playoff never exists without its first stage.
 */
public final class PlayoffStore {
    private final DSLContext sql;

    public PlayoffStore(Database db) {
        this.sql = db.sql();
    }

    /** A playoff as stored: stage s is round {@code firstRound + s - 1}; {@code seeds} are team ids, the best seed first. */
    public record StoredPlayoff(long contestId, int firstRound, int bestOf, List<Long> seeds) {}

    /** A playoff to create with its first stage's round. */
    public record NewPlayoff(int bestOf, List<Long> seeds) {}

    public Optional<StoredPlayoff> playoff(long contestId) {
        return sql.selectFrom(PLAYOFF).where(PLAYOFF.CONTEST_ID.eq(contestId)).fetchOptional()
                .map(r -> new StoredPlayoff(r.getContestId(), r.getFirstRound(), r.getBestOf(),
                        Arrays.stream(r.getSeeds().split(",")).map(Long::parseLong).toList()));
    }

    /** Inside the transaction that creates the playoff's first round. */
    static void insert(DSLContext t, long contestId, int firstRound, NewPlayoff playoff) {
        t.insertInto(PLAYOFF).set(PLAYOFF.CONTEST_ID, contestId).set(PLAYOFF.FIRST_ROUND, firstRound).set(PLAYOFF.BEST_OF, playoff.bestOf())
                .set(PLAYOFF.SEEDS, playoff.seeds().stream().map(String::valueOf).collect(Collectors.joining(",")))
                .set(PLAYOFF.STARTED_AT, java.time.LocalDateTime.now()).execute();
    }
}
