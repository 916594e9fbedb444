package arena.games.vestrock;

import arena.game.GamePages;
import java.util.Map;

/** Vestrock's pages: the board and rules templates under {@code games/vestrock/}, the starter bot as the sample. */
final class VestrockPages implements GamePages {

    @Override
    public String name() {
        return Vestrock.NAME;
    }

    @Override
    public Map<String, Object> demoSettings() {
        return Map.of(VestrockSettings.TURNS, 60);
    }
}
