package arena.games.locm.arena;

import arena.game.EntryView;
import arena.game.RoundData;
import arena.game.Settings;
import arena.games.locm.CardData;
import arena.games.locm.LocmConstants;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** LOCM 1.5's pages: those of both variants, and the deck builder over the coming round's card pool. */
final class DeckBuilderPages extends LocmPages {

    DeckBuilderPages(String name) {
        super(name);
    }

    /** Each round draws a new pool and a deck is played only with the pool it was built from (RULINGS 6). */
    @Override
    public String entryCountsFor(int nextRound) {
        return "round " + nextRound + " only: every round draws a new card pool, so once round " + nextRound
                + " has started, build your deck for round " + (nextRound + 1) + " here";
    }

    @Override
    public String entryFromForm(Map<String, List<String>> form) {
        String fp = first(form, "pool").strip();
        if (!fp.matches("[0-9a-f]{8}")) throw new IllegalArgumentException("the form does not say which pool the deck is for; open the deck builder again");
        List<String> tokens = Pool.Deck.tokens(first(form, "deck"));
        if (tokens.isEmpty()) throw new IllegalArgumentException("the deck is empty: add 30 cards");
        return new Pool.Deck(fp, tokens).text();
    }

    private static String first(Map<String, List<String>> form, String name) {
        List<String> v = form.get(name);
        return v == null || v.isEmpty() || v.get(0) == null ? "" : v.get(0);
    }

    /**
     * The deck builder ({@code templates/games/locm15/entry.html}): the pool's fingerprint, its cards with their copies in
     * the deck, the deck's text, its number of cards and the number it must have, its problems, its mana curve (costs 0
     * to 7+) and its counts by type as bars; whether a deck is saved, whether it will be played with this pool, why not
     * (empty when it will), and whether it was built for another pool.
     */
    public record DeckBuilder(String pool, List<CardRow> cards, String deck, int count, int deckSize, List<String> problems, List<Bar> curve,
                              List<Bar> types, boolean saved, boolean savedPlayable, String savedProblem, boolean savedForOtherPool)
            implements EntryView {}

    /** A card of the pool, as the board shows a card, and how many copies of it the deck being built holds. */
    public record CardRow(LocmBoard.CardView card, int copies) {}

    /** A bar of the builder's charts: its label, its count and its height in percent of the chart's tallest bar. */
    public record Bar(String label, int count, int percent) {
        static Bar of(String label, int count, int max) {
            return new Bar(label, count, 100 * count / max);
        }
    }

    /**
     * The builder's model: the pool with each card's count in the deck being built, the deck's text, its problems,
     * its mana curve (costs 0 to 7+) and its counts by type; whether the saved deck will be played with this pool,
     * and if not why. The saved deck fills the box even when it was built for another pool, so that a team sees
     * what it saved (the page warns that its numbers name other cards now).
     */
    @Override
    public DeckBuilder entryView(RoundData nextRound, Settings settings, String entry, Map<String, List<String>> draft) {
        // Locm15 draws every round as a Pool; the arena hands the coming one back, to this game's pages only
        if (!(nextRound instanceof Pool pool)) throw new IllegalArgumentException("a LOCM 1.5 round's data is its card pool, not " + nextRound);
        Optional<Pool.Deck> saved = Pool.Deck.parse(entry);
        String deckText = draft.containsKey("deck") ? first(draft, "deck") : saved.map(d -> String.join(" ", d.tokens())).orElse("");
        List<String> tokens = Pool.Deck.tokens(deckText);
        if (draft.containsKey("toggle")) {
            tokens = toggled(tokens, first(draft, "toggle").strip());
            deckText = String.join(" ", tokens);
        }
        int[] copies = new int[pool.cards().size()];
        int[] curve = new int[8];
        int[] types = new int[4];
        for (String t : tokens) {
            try {
                CardData c = pool.card(Integer.parseInt(t));
                if (c == null) continue;
                copies[c.baseId()]++;
                curve[Math.min(7, c.cost())]++;
                types[c.type().ordinal()]++;
            } catch (NumberFormatException notACard) {
                // reported among the problems
            }
        }
        List<CardRow> cards = new ArrayList<>();
        for (CardData c : pool.cards()) cards.add(new CardRow(LocmBoardViews.view(c), copies[c.baseId()]));
        int curveMax = 1, typeMax = 1;
        for (int n : curve) curveMax = Math.max(curveMax, n);
        for (int n : types) typeMax = Math.max(typeMax, n);
        List<Bar> curveBars = new ArrayList<>();
        for (int cost = 0; cost < 8; cost++) curveBars.add(Bar.of(cost == 7 ? "7+" : String.valueOf(cost), curve[cost], curveMax));
        List<Bar> typeBars = new ArrayList<>();
        String[] names = {"creature", "green item", "red item", "blue item"};
        for (int t = 0; t < 4; t++) typeBars.add(Bar.of(names[t], types[t], typeMax));

        Optional<String> savedProblem = entry == null ? Optional.of("none") : pool.entryProblem(entry);
        return new DeckBuilder(pool.fingerprint(), cards, deckText, tokens.size(), LocmConstants.CARDS_IN_DECK, pool.problems(tokens),
                curveBars, typeBars, entry != null, savedProblem.isEmpty(), savedProblem.orElse(""),
                saved.isPresent() && !saved.get().fingerprint().equals(pool.fingerprint()));
    }

    /** A pool row's pick (a page without scripts): a card in the deck goes out, every copy of it; another comes in once. */
    static List<String> toggled(List<String> tokens, String card) {
        if (!tokens.contains(card)) {
            List<String> more = new ArrayList<>(tokens);
            more.add(card);
            return more;
        }
        return tokens.stream().filter(t -> !t.equals(card)).toList();
    }
}
