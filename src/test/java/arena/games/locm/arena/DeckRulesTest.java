package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The deck rules, checked on the server: exactly 30 cards, at most 2 copies of a card, only cards of the coming round's pool. */
class DeckRulesTest {
    final Locm15 game = new Locm15();
    final Settings settings = Settings.of(game.settings(), Map.of());
    final Pool pool = game.prepareRound(5, settings);

    List<String> thirty() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            ids.add(String.valueOf(i));
            ids.add(String.valueOf(i));
        }
        return ids;
    }

    Optional<String> problem(List<String> ids) {
        return pool.entryProblem(settings, new Pool.Deck(pool.fingerprint(), ids).text());
    }

    @Test
    void thirtyCardsWithTwoCopiesEachAreADeck() {
        assertEquals(Optional.empty(), problem(thirty()));
        assertEquals(120, pool.cards().size());
        assertTrue(pool.fingerprint().matches("[0-9a-f]{8}"));
    }

    @Test
    void aThirtyFirstCard() {
        List<String> ids = thirty();
        ids.add("40");
        assertEquals("the deck has 31 cards; it must have exactly 30", problem(ids).orElseThrow());
    }

    @Test
    void tooFewCards() {
        assertEquals("the deck has 29 cards; it must have exactly 30", problem(thirty().subList(1, 30)).orElseThrow());
    }

    @Test
    void aThirdCopy() {
        List<String> ids = thirty();
        ids.set(29, "0");
        assertEquals("card 0 is in the deck 3 times; a deck may hold at most 2 copies of a card", problem(ids).orElseThrow());
    }

    @Test
    void aCardNotInThePool() {
        List<String> ids = thirty();
        ids.set(0, "120");
        assertEquals("card 120 is not in this round's pool (its cards are numbered 0 to 119)", problem(ids).orElseThrow());
    }

    @Test
    void somethingThatIsNotACardNumber() {
        List<String> ids = thirty();
        ids.set(0, "dragon");
        assertEquals("\"dragon\" is not a card number", problem(ids).orElseThrow());
    }

    @Test
    void theFormMakesTheEntry() {
        String entry = game.pages().entryFromForm(Map.of("pool", List.of(pool.fingerprint()), "deck", List.of(String.join(", ", thirty()))));
        assertEquals("pool " + pool.fingerprint() + ": " + String.join(" ", thirty()), entry);
        assertEquals(Optional.empty(), pool.entryProblem(settings, entry));
    }

    @Test
    void theBuilderShowsCurveTypesAndProblems() {
        List<String> ids = thirty();
        ids.add("0");
        DeckBuilderPages.DeckBuilder v = game.pages().entryView(pool, settings, null, Map.of("deck", List.of(String.join(" ", ids))));
        assertEquals(31, v.count());
        assertEquals(List.of("card 0 is in the deck 3 times; a deck may hold at most 2 copies of a card",
                "the deck has 31 cards; it must have exactly 30"), v.problems());
        List<DeckBuilderPages.Bar> curve = v.curve();
        assertEquals(31, curve.stream().mapToInt(DeckBuilderPages.Bar::count).sum());
    }

    @Test
    void aDeckSavedForAnotherPoolStillFillsTheBuilderWithWhyItWillNotBePlayed() {
        Pool other = game.prepareRound(6, settings);
        String entry = new Pool.Deck(other.fingerprint(), thirty()).text();
        DeckBuilderPages.DeckBuilder v = game.pages().entryView(pool, settings, entry, Map.of());
        assertEquals(String.join(" ", thirty()), v.deck(), "the saved deck's numbers, not an empty box");
        assertEquals(false, v.savedPlayable());
        assertEquals(true, v.savedForOtherPool());
        assertTrue(v.savedProblem().startsWith("this deck was built for another round's card pool (" + other.fingerprint() + ")"));
        DeckBuilderPages.DeckBuilder own = game.pages().entryView(pool, settings, new Pool.Deck(pool.fingerprint(), thirty()).text(), Map.of());
        assertEquals(true, own.savedPlayable());
        assertEquals(false, own.savedForOtherPool());
    }

    @Test
    void aRowsPickPutsItsCardInOnceOrTakesEveryCopyOut() {
        assertEquals(List.of("3", "5", "5", "7"), DeckBuilderPages.toggled(List.of("3", "5", "5"), "7"));
        assertEquals(List.of("3"), DeckBuilderPages.toggled(List.of("3", "5", "5"), "5"));
        assertEquals("1 1 2", game.pages().entryView(pool, settings, null, Map.of("deck", List.of("1 1"), "toggle", List.of("2"))).deck());
    }

    @Test
    void aSavedDeckCountsForTheComingRoundOnly() {
        assertEquals("round 3 only: every round draws a new card pool, so once round 3 has started, build your deck for round 4 here",
                game.pages().entryCountsFor(3));
    }
}
