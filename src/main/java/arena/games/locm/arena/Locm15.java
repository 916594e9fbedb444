package arena.games.locm.arena;

import arena.game.Settings;
import arena.games.locm.LocmVariant;

/**
 * LOCM 1.5 (COG 2022): one 120-card pool per round, drawn from the round's seed; each player builds a deck of 30 in
 * one constructed turn (or answers a bare {@code PASS} to play the deck its team saved in the browser), then the
 * battle with area effects.
 */
public final class Locm15 extends LocmGame {
    public static final String NAME = "locm15";
    private static final DeckBuilderPages PAGES = new DeckBuilderPages(NAME);

    public Locm15() {
        super(NAME, "Legends of Code and Magic 1.5",
                "The COG 2022 card game: build a deck of 30 from the round's 120 generated cards (in your bot or in the browser), then battle in two lanes with area effects.",
                locmTraits().entries("deck").build());
    }

    @Override
    LocmVariant variant() {
        return LocmVariant.V1_5;
    }

    @Override
    public Pool prepareRound(long roundSeed, Settings settings) {
        return Pool.of(roundSeed);
    }

    @Override
    public DeckBuilderPages pages() {
        return PAGES;
    }
}
