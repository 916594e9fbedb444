package arena.games.vestrock;

import static org.junit.jupiter.api.Assertions.assertSame;

import arena.game.Eye;
import arena.game.MatchEngine;
import arena.game.SeatNames;
import arena.game.Settings;
import org.junit.jupiter.api.Test;

/** Vestrock hides nothing ("Both deck and player hands are visible to both players"): every eye sees the whole board. */
class LiveBoardEyesTest {
    @Test
    void everyEyeSeesTheWholeBoard() {
        Vestrock game = new Vestrock();
        Settings settings = Settings.of(game.settings(), java.util.Map.of());
        MatchEngine m = game.prepareRound(7, settings).newMatch(8, settings, java.util.Arrays.asList(null, null), SeatNames.NUMBERED);
        for (Eye eye : Eye.values()) assertSame(m.board(), m.board(eye), eye.name());
    }
}
