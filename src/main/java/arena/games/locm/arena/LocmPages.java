package arena.games.locm.arena;

import arena.game.GamePages;
import arena.game.Samples;
import arena.game.StarterLanguage;
import java.util.Map;

/** The pages of both LOCM variants: one board, one rules page, the same sample bots and demo. */
class LocmPages implements GamePages {
    private static final arena.game.BoardHtml BOARD = new LocmBoardHtml();
    private final String name;

    LocmPages(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public arena.game.BoardHtml boardHtml() {
        return BOARD;
    }

    @Override
    public String rulesTemplate() {
        return "games/locm/rules";
    }

    /** The bot port's LOCM protocol spoken by hand (NEXT, ANSWER) without the bridge, for the rules page: no starter. */
    public String sampleClient() {
        return Samples.text("/samples/locm_client.py");
    }

    /** Both variants share their starters: CodinGame bots (stdin, stdout) that the bridge connects. */
    @Override
    public String starterResource(StarterLanguage language) {
        return "/samples/locm/" + language.file();
    }

    @Override
    public boolean startersRunThroughBridge() {
        return true;
    }

    /**
     * The demo (paced by the arena's demo for people to follow, 700 ms turns): limits 30 times the reference's, so
     * that four ticks fit in the shortest limit and the house bots answer once per tick (LocmHouseBot's pace): with
     * real-time limits (RULINGS 7) nothing else would slow a house-bot match down to a speed people can follow.
     */
    @Override
    public Map<String, Object> demoSettings() {
        return Map.of(LocmGame.TIME_FACTOR, 30.0);
    }
}
