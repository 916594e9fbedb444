package arena.games.kieszostwory;

import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Settings;
import java.util.List;
import java.util.Optional;

/**
 * A Kieszostwory round's data: the game's data itself, since nothing in a round is random. Its duels are fought with the
 * teams enrolled as the round started; the teams saved for it must keep the enrolment rules ({@link Team}).
 */
public record KieszRound(Dex dex) implements RoundData {

    /** A duel of the round between the teams the seats enrolled, read as a round plays them ({@link Team#lenient}). */
    @Override
    public KieszMatch newMatch(long matchSeed, Settings settings, List<String> entries, SeatNames names) {
        return new KieszMatch(dex, settings.getInt(Kieszostwory.MAX_TURNS), Team.lenient(entries.get(0), dex), Team.lenient(entries.get(1), dex),
                names);
    }

    @Override
    public Optional<String> entryProblem(Settings settings, String entry) {
        int[] ids;
        try {
            ids = Team.slots(entry);
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        return Team.check(dex, settings.getLong(Kieszostwory.BUDGET), ids).map(Team.Problem::message);
    }
}
