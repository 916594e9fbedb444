package arena.games.locm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;

/**
 * LOCM 1.5's constructed turn (the referee's {@code ConstructPhase}): both players see the same 120 cards, sorted by
 * cost then number, and answer at once with 30 choices, at most 2 copies of a card; then each deck is numbered
 * (player 0's 1..30, player 1's 31..60, RULINGS 6) and shuffled by its player's seed.
 */
final class ConstructedPhase {
    private final List<CardData> pool;
    private final List<CardData> shown;
    private final List<List<CardData>> chosen = List.of(new ArrayList<>(LocmConstants.CARDS_IN_DECK),
            new ArrayList<>(LocmConstants.CARDS_IN_DECK));
    private final boolean[] answered = new boolean[2];
    private final String[] refusal = new String[2];
    private String input;

    /** @param pool the 120 cards by card number */
    ConstructedPhase(List<CardData> pool) {
        if (pool.size() != CardGenerator.POOL_SIZE)
            throw new IllegalArgumentException("a 1.5 pool has 120 cards");
        this.pool = List.copyOf(pool);
        this.shown = shownOrder(this.pool);
    }

    /** By cost, then number; a generated pool is numbered by cost already, so it is shown as it is. */
    private static List<CardData> shownOrder(List<CardData> pool) {
        for (int i = 1; i < pool.size(); i++) {
            CardData a = pool.get(i - 1), b = pool.get(i);
            if (a.cost() > b.cost() || (a.cost() == b.cost() && a.baseId() > b.baseId())) {
                List<CardData> sorted = new ArrayList<>(pool);
                sorted.sort((x, y) -> x.cost() != y.cost() ? Integer.compare(x.cost(), y.cost())
                        : Integer.compare(x.baseId(), y.baseId()));
                return Collections.unmodifiableList(sorted);
            }
        }
        return pool;
    }

    List<CardData> pool() {
        return pool;
    }

    boolean answered(int p) {
        return answered[p];
    }

    boolean complete() {
        return answered[0] && answered[1];
    }

    /** Why the player's answer loses the game, or null. */
    String refusal(int p) {
        return refusal[p];
    }

    List<CardData> chosen(int p) {
        return Collections.unmodifiableList(chosen.get(p));
    }

    /** The constructed input, the same text for both players. */
    String input() {
        if (input == null) {
            StringBuilder sb = new StringBuilder(64 * 130);
            sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 0 0\n");
            sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 0 0\n");
            sb.append("0 0\n").append(shown.size()).append('\n');
            for (CardData c : shown)
                sb.append(c.deckBuildingLine(true)).append('\n');
            input = LocmMatch.finishInput(sb);
        }
        return input;
    }

    /** A player's answer line, read as the referee reads it: the cards it takes, up to the first it refuses. */
    void answer(int p, String line) {
        answered[p] = true;
        int[] qty = new int[pool.size() + 1];
        for (String action : line.split(";")) {
            action = action.trim();
            if (action.isEmpty())
                continue;
            if (action.equals("PASS")) {
                while (chosen.get(p).size() < LocmConstants.CARDS_IN_DECK)
                    if (!take(p, "PASS", qty))
                        return;
            } else if (!take(p, action, qty)) {
                return;
            }
        }
        if (chosen.get(p).size() != LocmConstants.CARDS_IN_DECK)
            refusal[p] = "didn't choose correct number of cards!";
    }

    /**
     * A player's 30 choices by card number, for players inside the engine (self-play, benchmarks): the same deck as
     * the answer {@code CHOOSE n1;CHOOSE n2;...}, without the text.
     *
     * @throws IllegalArgumentException when they are not 30 cards of the pool with at most 2 copies of each
     */
    void answer(int p, int[] numbers) {
        if (numbers.length != LocmConstants.CARDS_IN_DECK)
            throw new IllegalArgumentException("a deck has " + LocmConstants.CARDS_IN_DECK + " cards");
        int[] qty = new int[pool.size()];
        List<CardData> mine = chosen.get(p);
        for (int n : numbers) {
            if (n < 0 || n >= pool.size() || ++qty[n] > LocmConstants.CONSTRUCTED_MAX_COPIES)
                throw new IllegalArgumentException("card " + n + ": not in the pool or more than twice");
            mine.add(pool.get(n));
        }
        answered[p] = true;
    }

    /** Takes one choice ({@code qty}: copies taken so far by number), or notes why the referee refuses it. */
    private boolean take(int p, String action, int[] qty) {
        String[] command = action.split(" ", 3);
        OptionalInt value = command.length < 2 ? OptionalInt.empty() : Action.integer(command[1]);
        CardData choice = null;
        switch (command[0]) {
            case "PASS" -> {
                for (CardData c : shown)
                    if (qty[c.baseId()] < LocmConstants.CONSTRUCTED_MAX_COPIES) {
                        choice = c;
                        break;
                    }
                if (choice == null)
                    return refuse(p, "No card available to choose.");
            }
            case "PICK" -> {
                if (value.isEmpty())
                    return refuse(p, "Invalid \"PICK\" argument. Expected integer (card position in presented list).");
                if (value.getAsInt() < 0 || value.getAsInt() >= shown.size())
                    return refuse(p, "Invalid action argument. \"PICK\" argument should be an integer between 0 and " + (shown.size() - 1) + ".");
                choice = shown.get(value.getAsInt());
            }
            case "CHOOSE" -> {
                if (value.isEmpty())
                    return refuse(p, "Invalid \"CHOOSE\" argument. Expected integer (card base id).");
                for (CardData c : shown)
                    if (c.baseId() == value.getAsInt()) {
                        choice = c;
                        break;
                    }
                if (choice == null)
                    return refuse(p, "Invalid action format. \"CHOOSE\" argument should be valid card's base id.");
            }
            default -> {
                return refuse(p, "Invalid action. Expected  \"PICK [0...n]\", \"CHOOSE id\" or \"PASS\".");
            }
        }
        if (qty[choice.baseId()] >= LocmConstants.CONSTRUCTED_MAX_COPIES)
            return refuse(p, "Invalid action argument. Card can be chosen at most " + LocmConstants.CONSTRUCTED_MAX_COPIES + " times.");
        qty[choice.baseId()]++;
        chosen.get(p).add(choice);
        return true;
    }

    private boolean refuse(int p, String why) {
        refusal[p] = why;
        return false;
    }

    /** Both decks: numbered player 0's 1..30 then player 1's 31..60 in the order chosen, then shuffled. */
    Card[][] decks(LocmSeeds seeds) {
        Card[][] decks = new Card[2][];
        long[] shuffleSeeds = {seeds.shufflePlayer0Seed(), seeds.shufflePlayer1Seed()};
        int lastId = 0;
        for (int p = 0; p < 2; p++) {
            List<CardData> cs = chosen.get(p);
            Card[] d = new Card[cs.size()];
            for (int i = 0; i < d.length; i++)
                d[i] = new Card(++lastId, cs.get(i));
            new Lcg(shuffleSeeds[p]).shuffle(d);
            decks[p] = d;
        }
        return decks;
    }
}
