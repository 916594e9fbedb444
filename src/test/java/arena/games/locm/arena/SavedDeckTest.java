package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Settings;
import arena.games.locm.CardData;
import arena.games.locm.LocmVariant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A deck saved before the round is played when the bot answers the constructed turn with a bare PASS (RULINGS 6). */
class SavedDeckTest {
    static final long SEED = 77;

    /** Cards 100..114 twice each. */
    static List<Integer> deck() {
        List<Integer> ids = new ArrayList<>();
        for (int id = 100; id < 115; id++) {
            ids.add(id);
            ids.add(id);
        }
        return ids;
    }

    static List<Integer> chosen(Duel d, int seat) {
        List<Integer> ids = new ArrayList<>();
        for (CardData c : d.m.game().chosenCards(seat)) ids.add(c.baseId());
        ids.sort(null);
        return ids;
    }

    @Test
    void aBarePassPlaysTheSavedDeck() {
        Duel d = new Duel(LocmVariant.V1_5, SEED, Arrays.asList(deck(), null), 50, 1);
        d.answer(0, "PASS");
        d.answer(1, "PASS");
        assertEquals(deck(), chosen(d, 0));
        assertTrue(d.m.board().log().stream().anyMatch(l -> l.text().contains("its saved deck")));
    }

    @Test
    void withoutASavedDeckPassIsTheReferencePass() {
        Duel d = new Duel(LocmVariant.V1_5, SEED, Arrays.asList(deck(), null), 50, 1);
        d.answer(0, "PASS");
        d.answer(1, "PASS");
        List<Integer> ref = chosen(d, 1);
        assertEquals(30, ref.size());
        assertTrue(!ref.equals(deck()), "the reference PASS takes the first cards shown, two of each");
    }

    @Test
    void anyOtherAnswerIsTheBotsOwnChoice() {
        Duel d = new Duel(LocmVariant.V1_5, SEED, Arrays.asList(deck(), null), 50, 1);
        d.answer(0, "CHOOSE 3;PASS");
        d.answer(1, "PASS");
        assertTrue(chosen(d, 0).contains(3));
        assertTrue(!chosen(d, 0).equals(deck()));
    }

    @Test
    void aDeckSavedForAnotherRoundsPoolIsNotPlayed() {
        Locm15 game = new Locm15();
        Settings settings = Settings.of(game.settings(), Map.of());
        Pool other = Pool.of(SEED + 1), pool = game.prepareRound(SEED, settings);
        String stale = new Pool.Deck(other.fingerprint(), deck().stream().map(String::valueOf).toList()).text();
        String fresh = new Pool.Deck(pool.fingerprint(), deck().stream().map(String::valueOf).toList()).text();
        LocmArenaMatch m = pool.newMatch(SEED, settings, Arrays.asList(stale, fresh), arena.game.SeatNames.NUMBERED);
        m.apply(0, "ANSWER PASS");
        m.apply(1, "ANSWER PASS");
        List<Integer> p0 = new ArrayList<>(), p1 = new ArrayList<>();
        for (CardData c : m.game().chosenCards(0)) p0.add(c.baseId());
        for (CardData c : m.game().chosenCards(1)) p1.add(c.baseId());
        p1.sort(null);
        assertEquals(deck(), p1, "the fresh deck is played");
        assertTrue(!p0.equals(deck()), "the stale one is not");
        assertTrue(pool.entryProblem(settings, stale).orElseThrow().contains("another round's card pool"));
    }
}
