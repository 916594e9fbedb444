package arena.games.locm;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;

/**
 * LOCM 1.2's draft (the referee's {@code DraftPhase}): 30 picks of 3 cards drawn from 60 of the 160, the players
 * picking in turn, player 0 first; then each deck shuffled by its player's seed and numbered as the referee numbers
 * it ({@code 2 * position + player + 1}).
 */
final class DraftPhase {
    /**
     * The cards offered, as positions in the 1.2 card list, three per pick: pick p's are at 3p, 3p + 1, 3p + 2
     * (numbers rather than the cards: filling it is then a plain store per card, issue 31).
     */
    private final int[] picks;
    private final CardData[] library = CardLibrary.cards12Array();
    /** Each player's cards, in the order picked (flat arrays: self-play makes a draft per game, issue 31). */
    private final CardData[][] chosen = new CardData[2][LocmConstants.CARDS_IN_DECK];
    private final int[] chosenCount = new int[2];
    private int pick;
    private int player;

    DraftPhase(long draftChoicesSeed) {
        picks = makePicks(draftChoicesSeed);
    }

    /** The referee's PrepareChoices: 60 distinct cards of the 160, then 30 picks of 3 distinct ones among them. */
    private static int[] makePicks(long seed) {
        Lcg rng = new Lcg(seed);
        int n = CardLibrary.cards12Array().length;
        int[] drafting = new int[Math.min(LocmConstants.CARDS_IN_DRAFT, n)];
        boolean[] taken = new boolean[n];
        for (int k = 0; k < drafting.length; k++) {
            int i;
            do {
                i = rng.nextInt(n);
            } while (taken[i]);
            taken[i] = true;
            drafting[k] = i;
        }
        int[] d = new int[3 * LocmConstants.CARDS_IN_DECK];
        for (int p = 0; p < LocmConstants.CARDS_IN_DECK; p++) {
            int c1 = drafting[rng.nextInt(drafting.length)];
            int c2;
            do {
                c2 = drafting[rng.nextInt(drafting.length)];
            } while (c2 == c1);
            int c3;
            do {
                c3 = drafting[rng.nextInt(drafting.length)];
            } while (c3 == c1 || c3 == c2);
            d[3 * p] = c1;
            d[3 * p + 1] = c2;
            d[3 * p + 2] = c3;
        }
        return d;
    }

    /** Who picks now. */
    int player() {
        return player;
    }

    /** The pick being made, from 0. */
    int pick() {
        return pick;
    }

    /** The three cards offered now. */
    List<CardData> offered() {
        return List.of(offered(0), offered(1), offered(2));
    }

    /** The card at this position (0, 1 or 2) of the current pick. */
    CardData offered(int index) {
        return library[picks[3 * pick + index]];
    }

    List<CardData> chosen(int p) {
        return Collections.unmodifiableList(Arrays.asList(chosen[p]).subList(0, chosenCount[p]));
    }

    /** The pick's input text for this player. */
    String input(int p) {
        StringBuilder sb = new StringBuilder(256);
        sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 ").append(chosenCount[p]).append(" 25 0\n");
        sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 ").append(chosenCount[1 - p]).append(" 25 0\n");
        sb.append("0 0\n3\n");
        for (CardData c : offered())
            sb.append(c.deckBuildingLine(false)).append('\n');
        return LocmMatch.finishInput(sb);
    }

    /** A draft answer as the referee reads it: the card chosen, or why the answer loses the game. */
    sealed interface Choice {
        record Taken(CardData card) implements Choice {}

        record Refused(String why) implements Choice {}
    }

    /** The referee's reading of an answer; a PICK or CHOOSE without a readable number is a wrong action. */
    Choice read(String action) {
        String[] command = action.split(" ", 3);
        OptionalInt value = command.length < 2 ? OptionalInt.empty() : Action.integer(command[1]);
        switch (command[0]) {
            case "PASS":
                return new Choice.Taken(offered(0));
            case "PICK":
                if (value.isEmpty())
                    break;
                if (value.getAsInt() < 0 || value.getAsInt() > 2)
                    return new Choice.Refused("Invalid action format. \"PICK\" argument should be 0, 1 or 2.");
                return new Choice.Taken(offered(value.getAsInt()));
            case "CHOOSE":
                if (value.isEmpty())
                    break;
                for (CardData c : offered())
                    if (c.baseId() == value.getAsInt())
                        return new Choice.Taken(c);
                return new Choice.Refused("Invalid action format. \"CHOOSE\" argument should be the number of a proposed card.");
            default:
                break;
        }
        return new Choice.Refused("Invalid action. Expected \"PICK [0,1,2]\" or \"PASS\".");
    }

    /** Records the current player's card (one of the offered three) and moves on; true once all 30 picks are made. */
    boolean take(CardData card) {
        chosen[player][chosenCount[player]++] = card;
        if (player == 0) {
            player = 1;
            return false;
        }
        player = 0;
        return ++pick == LocmConstants.CARDS_IN_DECK;
    }

    /** Both decks, each shuffled by its player's seed, top card first, numbered {@code 2 * i + player + 1}. */
    Card[][] decks(LocmSeeds seeds) {
        Card[][] decks = new Card[2][];
        long[] shuffleSeeds = {seeds.shufflePlayer0Seed(), seeds.shufflePlayer1Seed()};
        for (int p = 0; p < 2; p++) {
            // The shuffle's swaps made on positions rather than on the cards: the same order, and chosen() keeps the
            // order picked without a copy of the cards (issue 31: a draft per self-play game).
            int n = chosenCount[p];
            int[] order = new int[n];
            for (int i = 0; i < n; i++)
                order[i] = i;
            new Lcg(shuffleSeeds[p]).shuffle(order);
            decks[p] = new Card[n];
            for (int i = 0; i < n; i++)
                decks[p][i] = new Card(2 * i + p + 1, chosen[p][order[i]]);
        }
        return decks;
    }
}
