package arena.games.locm.arena;

import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Settings;
import arena.games.locm.CardData;
import arena.games.locm.CardGenerator;
import arena.games.locm.LocmConstants;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmSeeds;
import arena.games.locm.LocmVariant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The 120 cards of a LOCM 1.5 round, drawn from the round's seed, with a short fingerprint that a saved deck
 * carries so that a deck built for one round's pool is never played with another's (the pool changes every round).
 */
public record Pool(List<CardData> cards, String fingerprint) implements RoundData {

    public static Pool of(long roundSeed) {
        return of(CardGenerator.generate(roundSeed));
    }

    public static Pool of(List<CardData> cards) {
        long h = 1125899906842597L;
        for (CardData c : cards) {
            String s = c.summaryString();
            for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i);
        }
        h ^= h >>> 29;
        return new Pool(List.copyOf(cards), String.format("%08x", (int) (h ^ (h >>> 32))));
    }

    public CardData card(int id) {
        return id >= 0 && id < cards.size() ? cards.get(id) : null;
    }

    /** A saved deck: the pool's fingerprint and 30 card numbers, written {@code pool 1a2b3c4d: 0 0 5 17 ...}. */
    public record Deck(String fingerprint, List<String> tokens) {

        public static Optional<Deck> parse(String entry) {
            if (entry == null) return Optional.empty();
            String e = entry.strip();
            if (!e.startsWith("pool ")) return Optional.empty();
            int colon = e.indexOf(':');
            if (colon < 0) return Optional.empty();
            String fp = e.substring(5, colon).strip();
            List<String> tokens = tokens(e.substring(colon + 1));
            return Optional.of(new Deck(fp, tokens));
        }

        public static List<String> tokens(String text) {
            List<String> out = new ArrayList<>();
            for (String t : text.split("[\\s,;]+")) if (!t.isEmpty()) out.add(t);
            return out;
        }

        public String text() {
            return "pool " + fingerprint + ": " + String.join(" ", tokens);
        }

        /** The card numbers, for a deck without problems. */
        public List<Integer> ids() {
            List<Integer> ids = new ArrayList<>(tokens.size());
            for (String t : tokens) ids.add(Integer.parseInt(t));
            return ids;
        }
    }

    /** Every broken deck rule, each in a sentence a student understands; empty for a deck that may be saved. */
    public List<String> problems(List<String> tokens) {
        List<String> out = new ArrayList<>();
        int[] copies = new int[cards.size()];
        List<String> notInPool = new ArrayList<>();
        for (String t : tokens) {
            int id;
            try {
                id = Integer.parseInt(t);
            } catch (NumberFormatException e) {
                out.add("\"" + t + "\" is not a card number");
                continue;
            }
            if (card(id) == null) {
                if (!notInPool.contains(t)) {
                    notInPool.add(t);
                    out.add("card " + t + " is not in this round's pool (its cards are numbered 0 to " + (cards.size() - 1) + ")");
                }
                continue;
            }
            copies[id]++;
        }
        for (int id = 0; id < copies.length; id++) {
            if (copies[id] > LocmConstants.CONSTRUCTED_MAX_COPIES) {
                out.add("card " + id + " is in the deck " + copies[id] + " times; a deck may hold at most "
                        + LocmConstants.CONSTRUCTED_MAX_COPIES + " copies of a card");
            }
        }
        if (tokens.size() != LocmConstants.CARDS_IN_DECK) {
            out.add("the deck has " + tokens.size() + " card" + (tokens.size() == 1 ? "" : "s") + "; it must have exactly "
                    + LocmConstants.CARDS_IN_DECK);
        }
        return out;
    }

    /**
     * A 1.5 match over this pool: a seat whose team saved a deck playable with this pool plays it; any other builds its
     * deck in the constructed turn.
     */
    @Override
    public LocmArenaMatch newMatch(long matchSeed, Settings settings, List<String> entries, SeatNames names) {
        LocmMatch game = LocmMatch.create15(LocmSeeds.fromGameSeed(LocmVariant.V1_5, matchSeed), cards);
        List<List<Integer>> decks = new ArrayList<>(2);
        for (int seat = 0; seat < 2; seat++) {
            String entry = entries == null || entries.size() <= seat ? null : entries.get(seat);
            decks.add(playable(entry).orElse(null));
        }
        return LocmGame.arenaMatch(game, settings, decks, names);
    }

    @Override
    public Optional<String> entryProblem(Settings settings, String entry) {
        return entryProblem(entry);
    }

    /** Why a saved deck cannot be played with this pool, or empty. */
    public Optional<String> entryProblem(String entry) {
        Optional<Deck> deck = Deck.parse(entry);
        if (deck.isEmpty()) return Optional.of("a deck is written: pool <fingerprint>: and 30 card numbers");
        if (!deck.get().fingerprint().equals(fingerprint)) {
            return Optional.of("this deck was built for another round's card pool (" + deck.get().fingerprint()
                    + "); the coming round's pool is " + fingerprint + ": build the deck again from it");
        }
        List<String> p = problems(deck.get().tokens());
        return p.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", p));
    }

    /** The deck's card numbers if the entry is a valid deck of this pool, else empty. */
    public Optional<List<Integer>> playable(String entry) {
        if (entry == null || entryProblem(entry).isPresent()) return Optional.empty();
        return Deck.parse(entry).map(Deck::ids);
    }
}
