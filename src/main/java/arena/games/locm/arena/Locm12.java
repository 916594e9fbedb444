package arena.games.locm.arena;

import arena.game.GamePages;
import arena.game.Settings;
import arena.games.locm.LocmVariant;

/** LOCM 1.2: a draft of 30 picks of three cards, then the battle with runes. */
public final class Locm12 extends LocmGame {
    public static final String NAME = "locm12";
    private static final GamePages PAGES = new LocmPages(NAME);

    @Override
    LocmVariant variant() {
        return LocmVariant.V1_2;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "Legends of Code and Magic 1.2";
    }

    @Override
    public String summary() {
        return "The CodinGame card game: draft 30 cards, three at a time, then summon creatures in two lanes, use items and attack until a player has no health.";
    }

    /** Nothing is shared by the matches of a 1.2 round but its seed: each match drafts from its own. */
    @Override
    public Object prepareRound(long roundSeed, Settings settings) {
        return roundSeed;
    }

    @Override
    public GamePages pages() {
        return PAGES;
    }
}
