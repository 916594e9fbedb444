package arena.games.vestrock;

import arena.game.GamePages;
import java.util.Map;

/** Vestrock's pages: the board ({@link VestrockBoardHtml}), the rules template under {@code games/vestrock/}, the starter bot as the sample. */
final class VestrockPages implements GamePages {
    private static final arena.game.BoardHtml BOARD = new VestrockBoardHtml();

    @Override
    public arena.game.BoardHtml boardHtml() {
        return BOARD;
    }

    @Override
    public String name() {
        return Vestrock.NAME;
    }

    @Override
    public Map<String, Object> demoSettings() {
        return Map.of(VestrockSettings.TURNS, 60);
    }
}
