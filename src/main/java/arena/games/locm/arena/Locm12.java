package arena.games.locm.arena;

import arena.game.GamePages;
import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Settings;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmSeeds;
import arena.games.locm.LocmVariant;
import java.util.Arrays;
import java.util.List;

/** LOCM 1.2: a draft of 30 picks of three cards, then the battle with runes. */
public final class Locm12 extends LocmGame {
    public static final String NAME = "locm12";
    private static final GamePages PAGES = new LocmPages(NAME);

    public Locm12() {
        super(NAME, "Legends of Code and Magic 1.2",
                "The CodinGame card game: draft 30 cards, three at a time, then summon creatures in two lanes, use items and attack until a player has no health.",
                locmTraits().build());
    }

    @Override
    LocmVariant variant() {
        return LocmVariant.V1_2;
    }

    /** A 1.2 round: its matches share nothing, each drafts from its own seed; no team saves a deck. */
    public record DraftRound() implements RoundData {
        @Override
        public LocmArenaMatch newMatch(long matchSeed, Settings settings, List<String> entries, SeatNames names) {
            LocmMatch game = LocmMatch.create(LocmVariant.V1_2, LocmSeeds.fromGameSeed(LocmVariant.V1_2, matchSeed));
            return arenaMatch(game, settings, Arrays.asList(null, null), names);
        }
    }

    @Override
    public DraftRound prepareRound(long roundSeed, Settings settings) {
        return new DraftRound();
    }

    @Override
    public GamePages pages() {
        return PAGES;
    }
}
