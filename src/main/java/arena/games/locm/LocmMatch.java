package arena.games.locm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;

/**
 * One LOCM game as the reference referee runs it, driven by the players' answers.
 *
 * <p>Typical loop: while {@link #isOver()} is false, for each player in {@link #awaiting()}, send
 * {@link #inputFor(int)} to that player and feed its line back with {@link #apply(int, String)}
 * (or {@link #forfeit(int, String)} on a timeout). Then read {@link #winner()}.
 *
 * <p>Deck building: in 1.2 the 30 draft picks alternate, player 0 then player 1; in 1.5 both players answer the
 * single constructed turn (in any order; they are resolved player 0 first, as the referee does). The battle then
 * alternates whole turns; one answer line holds all the actions of a turn.
 *
 * <p>The engine is pure and deterministic: every random draw comes from {@link Random}s seeded by
 * {@link LocmSeeds}, in the referee's order.
 */
public final class LocmMatch {
    public enum Phase {DRAFT, CONSTRUCTED, BATTLE, OVER}


    /**
     * Referee frames before the first battle turn, as numbered in the recorded games (1.2: 6 opening frames and 60
     * draft frames; 1.5: the constructed turn and the frames that show it). Each battle turn then takes one frame for
     * the player's answer and one per action performed; the referee stops at {@link LocmConstants#MAX_FRAMES} (a draw).
     */
    static final int FRAMES_BEFORE_BATTLE_12 = 66, FRAMES_BEFORE_BATTLE_15 = 10;

    private final LocmVariant variant;
    private final LocmSeeds seeds;
    private Phase phase;
    private int winner = -1;
    private String endReason = "";
    private int frames;

    // deck building
    private final List<List<CardData>> chosen = List.of(new ArrayList<>(), new ArrayList<>());
    private CardData[][] draft;          // 1.2: 30 picks of 3
    private int pick;                    // 1.2: current pick
    private int draftPlayer;             // 1.2: who picks now
    private List<CardData> pool;         // 1.5: the 120 cards by card number
    private List<CardData> shownPool;    // 1.5: the 120 cards as shown (by cost, then number)
    private String constructedInput;     // 1.5: the same text for both players
    private final String[] answers = new String[2];

    private Battle battle;
    private String battleInput;
    private final int[] battleTurnsStarted = new int[2];

    private LocmMatch(LocmVariant variant, LocmSeeds seeds, List<CardData> pool15) {
        this.variant = variant;
        this.seeds = seeds;
        if (variant == LocmVariant.V1_2) {
            phase = Phase.DRAFT;
            draft = makeDraft(seeds.choicesSeed());
        } else {
            phase = Phase.CONSTRUCTED;
            pool = pool15 != null ? List.copyOf(pool15) : CardGenerator.generate(seeds.cardGenSeed());
            if (pool.size() != CardGenerator.POOL_SIZE)
                throw new IllegalArgumentException("a 1.5 pool has 120 cards");
            List<CardData> shown = new ArrayList<>(pool);
            shown.sort(Comparator.comparingInt(CardData::cost).thenComparingInt(CardData::baseId));
            shownPool = Collections.unmodifiableList(shown);
        }
        frames = 0;
    }

    /** A new game of the given variant; a 1.5 pool is generated from {@code seeds.cardGenSeed()}. */
    public static LocmMatch create(LocmVariant variant, LocmSeeds seeds) {
        return new LocmMatch(variant, seeds, null);
    }

    /** A new 1.5 game on a pool generated beforehand (e.g. one pool shared by a whole round). */
    public static LocmMatch create15(LocmSeeds seeds, List<CardData> pool) {
        return new LocmMatch(LocmVariant.V1_5, seeds, pool);
    }

    // ------------------------------------------------------------------ state

    public LocmVariant variant() {
        return variant;
    }

    public LocmSeeds seeds() {
        return seeds;
    }

    public Phase phase() {
        return phase;
    }

    /**
     * True once the winner is known. Note: as in the referee, a player whose own turn start was fatal (empty deck,
     * turn limit) still receives that turn's input and answers it before the game is over.
     */
    public boolean isOver() {
        return phase == Phase.OVER;
    }

    /** The winner (0 or 1), or -1 while playing and after a draw (step limit). */
    public int winner() {
        return winner;
    }

    /** Referee frames used so far (the step limit is {@link LocmConstants#MAX_FRAMES}). */
    public int frames() {
        return frames;
    }

    /** Why the game ended ("" while playing). */
    public String endReason() {
        return endReason;
    }

    /** The battle, null before it starts. */
    public Battle battle() {
        return battle;
    }

    /** 1.5: the pool by card number (null in 1.2). */
    public List<CardData> pool() {
        return pool;
    }

    /** 1.2: the three cards of the current pick (null outside the draft). */
    public List<CardData> draftChoices() {
        return phase == Phase.DRAFT ? List.of(draft[pick]) : null;
    }

    /** The cards each player has chosen so far. */
    public List<CardData> chosenCards(int player) {
        return Collections.unmodifiableList(chosen.get(player));
    }

    /** The players whose answer is expected now (both during the 1.5 constructed turn). */
    public List<Integer> awaiting() {
        switch (phase) {
            case DRAFT:
                return List.of(draftPlayer);
            case CONSTRUCTED: {
                List<Integer> out = new ArrayList<>(2);
                for (int p = 0; p < 2; p++)
                    if (answers[p] == null)
                        out.add(p);
                return out;
            }
            case BATTLE:
                return List.of(battle.current);
            default:
                return List.of();
        }
    }

    /** The (first) player whose answer is expected now, -1 when the game is over. */
    public int toMove() {
        List<Integer> a = awaiting();
        return a.isEmpty() ? -1 : a.get(0);
    }

    /**
     * The referee's time limit for the awaited answer of this player, in milliseconds (before any contest factor):
     * first draft turn 1000 then 100 (1.2), constructed 4000 (1.5), each player's first battle turn 1000, then 200.
     */
    public int timeLimitMillis(int player) {
        return switch (phase) {
            case DRAFT -> pick == 0 ? 1000 : 100;
            case CONSTRUCTED -> 4000;
            case BATTLE -> battleTurnsStarted[player] <= 1 ? 1000 : 200;
            case OVER -> 0;
        };
    }

    // ------------------------------------------------------------------ input

    /** The exact text the player reads on stdin for the awaited turn (lines end with "\n"). */
    public String inputFor(int player) {
        checkAwaited(player);
        switch (phase) {
            case DRAFT:
                return draftInput(player);
            case CONSTRUCTED:
                if (constructedInput == null)
                    constructedInput = buildConstructedInput();
                return constructedInput;
            case BATTLE:
                if (battleInput == null)
                    battleInput = battle.input();
                return battleInput;
            default:
                throw new IllegalStateException("game over");
        }
    }

    private void checkAwaited(int player) {
        if (!awaiting().contains(player))
            throw new IllegalStateException("player " + player + " is not expected to play now (" + phase + ")");
    }

    /**
     * Ends a text made of input lines as the recorded reference games show it: the trailing spaces of the very last
     * line are not part of the recorded input.
     */
    static String finishInput(StringBuilder sb) {
        int end = sb.length() - 1; // the final '\n'
        while (end > 0 && sb.charAt(end - 1) == ' ')
            end--;
        sb.setLength(end);
        sb.append('\n');
        return sb.toString();
    }

    private String draftInput(int player) {
        StringBuilder sb = new StringBuilder(256);
        int mine = chosen.get(player).size(), theirs = chosen.get(1 - player).size();
        sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 ").append(mine).append(" 25 0\n");
        sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 ").append(theirs).append(" 25 0\n");
        sb.append("0 0\n3\n");
        for (CardData c : draft[pick])
            sb.append(c.deckBuildingLine(false)).append('\n');
        return finishInput(sb);
    }

    private String buildConstructedInput() {
        StringBuilder sb = new StringBuilder(64 * 130);
        sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 0 0\n");
        sb.append(LocmConstants.INITIAL_HEALTH).append(" 0 0 0\n");
        sb.append("0 0\n").append(shownPool.size()).append('\n');
        for (CardData c : shownPool)
            sb.append(c.deckBuildingLine(true)).append('\n');
        return finishInput(sb);
    }

    // ------------------------------------------------------------------ answers

    /**
     * Feeds one answer line of a player (a trailing line terminator is ignored).
     *
     * @return what was done with it; an invalid answer ends the game, that player losing
     */
    public TurnReport apply(int player, String line) {
        checkAwaited(player);
        line = stripTerminator(line);
        return switch (phase) {
            case DRAFT -> applyDraft(player, line);
            case CONSTRUCTED -> applyConstructed(player, line);
            case BATTLE -> applyBattle(player, line);
            default -> throw new IllegalStateException("game over");
        };
    }

    /** The player gave no valid answer in time (or left): that player loses at once. */
    public TurnReport forfeit(int player, String reason) {
        checkAwaited(player);
        lose(player, reason);
        return new TurnReport(player, List.of(), List.of(), reason);
    }

    private static String stripTerminator(String line) {
        if (line == null)
            return "";
        int end = line.length();
        while (end > 0 && (line.charAt(end - 1) == '\n' || line.charAt(end - 1) == '\r'))
            end--;
        return line.substring(0, end);
    }

    private void lose(int player, String reason) {
        phase = Phase.OVER;
        winner = 1 - player;
        endReason = "player " + player + ": " + reason;
        battleInput = null;
    }

    // 1.2 draft ------------------------------------------------------------

    private static CardData[][] makeDraft(long seed) {
        List<CardData> allowed = CardLibrary.cards12();
        Random rng = new Random(seed);
        int n = allowed.size();
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
        CardData[][] d = new CardData[LocmConstants.CARDS_IN_DECK][3];
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
            d[p][0] = allowed.get(c1);
            d[p][1] = allowed.get(c2);
            d[p][2] = allowed.get(c3);
        }
        return d;
    }

    /** A draft or constructed answer as the referee reads it: the card chosen, or why the answer loses the game. */
    private sealed interface Choice {
        record Taken(CardData card) implements Choice {}

        record Refused(String why) implements Choice {}
    }

    private TurnReport applyDraft(int player, String line) {
        CardData choice;
        switch (draftChoice(line)) {
            case Choice.Refused refused -> {
                lose(player, refused.why());
                return new TurnReport(player, List.of(), List.of(), refused.why());
            }
            case Choice.Taken taken -> choice = taken.card();
        }
        chosen.get(player).add(choice);
        if (draftPlayer == 0) {
            draftPlayer = 1;
        } else {
            draftPlayer = 0;
            pick++;
            if (pick == LocmConstants.CARDS_IN_DECK)
                startBattle12();
        }
        return new TurnReport(player, List.of("PICK " + choice.baseId()), List.of(), null);
    }

    /** The referee's reading of a 1.2 draft answer; a PICK or CHOOSE without a readable number is a wrong action. */
    private Choice draftChoice(String action) {
        String[] command = action.split(" ", 3);
        OptionalInt value = command.length < 2 ? OptionalInt.empty() : Action.integer(command[1]);
        switch (command[0]) {
            case "PASS":
                return new Choice.Taken(draft[pick][0]);
            case "PICK":
                if (value.isEmpty())
                    break;
                if (value.getAsInt() < 0 || value.getAsInt() > 2)
                    return new Choice.Refused("Invalid action format. \"PICK\" argument should be 0, 1 or 2.");
                return new Choice.Taken(draft[pick][value.getAsInt()]);
            case "CHOOSE":
                if (value.isEmpty())
                    break;
                for (CardData c : draft[pick])
                    if (c.baseId() == value.getAsInt())
                        return new Choice.Taken(c);
                return new Choice.Refused("Invalid action format. \"CHOOSE\" argument should be the number of a proposed card.");
            default:
                break;
        }
        return new Choice.Refused("Invalid action. Expected \"PICK [0,1,2]\" or \"PASS\".");
    }

    private void startBattle12() {
        Card[][] decks = new Card[2][];
        Random[] shuffles = {new Random(seeds.shufflePlayer0Seed()), new Random(seeds.shufflePlayer1Seed())};
        for (int p = 0; p < 2; p++) {
            CardData[] d = chosen.get(p).toArray(new CardData[0]);
            shuffle(d, shuffles[p]);
            decks[p] = new Card[d.length];
            for (int i = 0; i < d.length; i++)
                decks[p][i] = new Card(2 * i + p + 1, d[i]);
        }
        draft = null;
        startBattle(decks, 2 * LocmConstants.CARDS_IN_DECK, FRAMES_BEFORE_BATTLE_12);
    }

    // 1.5 constructed ---------------------------------------------------------

    private TurnReport applyConstructed(int player, String line) {
        answers[player] = line;
        if (answers[0] == null || answers[1] == null)
            return new TurnReport(player, List.of(), List.of(), null); // resolved when both have answered
        TurnReport[] reports = new TurnReport[2];
        for (int p = 0; p < 2; p++) {
            Optional<String> refused = constructedChoices(p, answers[p]);
            if (refused.isEmpty() && chosen.get(p).size() != LocmConstants.CARDS_IN_DECK)
                refused = Optional.of("didn't choose correct number of cards!");
            if (refused.isPresent()) {
                lose(p, refused.get());
                return new TurnReport(player, List.of(), List.of(), p == player ? refused.get() : null);
            }
            List<String> names = new ArrayList<>();
            for (CardData c : chosen.get(p))
                names.add("CHOOSE " + c.baseId());
            reports[p] = new TurnReport(p, names, List.of(), null);
        }
        Card[][] decks = new Card[2][];
        Random[] shuffles = {new Random(seeds.shufflePlayer0Seed()), new Random(seeds.shufflePlayer1Seed())};
        int lastId = 0;
        for (int p = 0; p < 2; p++) {
            List<CardData> cs = chosen.get(p);
            Card[] d = new Card[cs.size()];
            for (int i = 0; i < d.length; i++)
                d[i] = new Card(++lastId, cs.get(i));
            shuffle(d, shuffles[p]);
            decks[p] = d;
        }
        startBattle(decks, lastId, FRAMES_BEFORE_BATTLE_15);
        return reports[player];
    }

    /** Takes the cards a constructed answer chooses, up to the first the referee refuses: why, or empty. */
    private Optional<String> constructedChoices(int player, String line) {
        List<CardData> mine = chosen.get(player);
        int[] qty = new int[pool.size() + 1];
        for (String action : line.split(";")) {
            action = action.trim();
            if (action.isEmpty())
                continue;
            if (action.equals("PASS")) {
                while (mine.size() < LocmConstants.CARDS_IN_DECK) {
                    Optional<String> refused = constructedChoice(player, "PASS", qty);
                    if (refused.isPresent())
                        return refused;
                }
            } else {
                Optional<String> refused = constructedChoice(player, action, qty);
                if (refused.isPresent())
                    return refused;
            }
        }
        return Optional.empty();
    }

    /** Takes one constructed choice ({@code qty}: copies taken so far by base id), or says why the referee refuses it. */
    private Optional<String> constructedChoice(int player, String action, int[] qty) {
        String[] command = action.split(" ", 3);
        OptionalInt value = command.length < 2 ? OptionalInt.empty() : Action.integer(command[1]);
        CardData choice = null;
        switch (command[0]) {
            case "PASS" -> {
                for (CardData c : shownPool)
                    if (qty[c.baseId()] < LocmConstants.CONSTRUCTED_MAX_COPIES) {
                        choice = c;
                        break;
                    }
                if (choice == null)
                    return Optional.of("No card available to choose.");
            }
            case "PICK" -> {
                if (value.isEmpty())
                    return Optional.of("Invalid \"PICK\" argument. Expected integer (card position in presented list).");
                if (value.getAsInt() < 0 || value.getAsInt() >= shownPool.size())
                    return Optional.of("Invalid action argument. \"PICK\" argument should be an integer between 0 and " + (shownPool.size() - 1) + ".");
                choice = shownPool.get(value.getAsInt());
            }
            case "CHOOSE" -> {
                if (value.isEmpty())
                    return Optional.of("Invalid \"CHOOSE\" argument. Expected integer (card base id).");
                for (CardData c : shownPool)
                    if (c.baseId() == value.getAsInt()) {
                        choice = c;
                        break;
                    }
                if (choice == null)
                    return Optional.of("Invalid action format. \"CHOOSE\" argument should be valid card's base id.");
            }
            default -> {
                return Optional.of("Invalid action. Expected  \"PICK [0...n]\", \"CHOOSE id\" or \"PASS\".");
            }
        }
        if (qty[choice.baseId()] >= LocmConstants.CONSTRUCTED_MAX_COPIES)
            return Optional.of("Invalid action argument. Card can be chosen at most " + LocmConstants.CONSTRUCTED_MAX_COPIES + " times.");
        qty[choice.baseId()]++;
        chosen.get(player).add(choice);
        return Optional.empty();
    }

    // ------------------------------------------------------------------ battle

    private void startBattle(Card[][] decks, int lastId, int framesBefore) {
        battle = new Battle(variant, decks, lastId);
        phase = Phase.BATTLE;
        frames = framesBefore;
        nextTurn();
    }

    /** Starts the next player's turn, unless the referee's frame limit is reached (a draw). */
    private void nextTurn() {
        if (frames >= LocmConstants.MAX_FRAMES) {
            phase = Phase.OVER;
            winner = -1;
            endReason = "step limit reached";
            return;
        }
        frames++;
        battle.startTurn();
        battleTurnsStarted[battle.current]++;
        battleInput = null;
    }

    private TurnReport applyBattle(int player, String line) {
        List<Action> actions;
        switch (Action.parseLine(line)) {
            case Action.Reading.Unreadable unreadable -> {
                lose(player, unreadable.why());
                return new TurnReport(player, List.of(), List.of(), unreadable.why());
            }
            case Action.Reading.Actions read -> actions = read.actions();
        }
        List<String> accepted = new ArrayList<>();
        List<TurnReport.Skipped> skipped = new ArrayList<>();
        for (Action a : actions) {
            if (battle.winner != -1 || phase != Phase.BATTLE)
                break;
            if (a.type == Action.Type.PASS)
                continue;
            Optional<String> why = battle.whyIllegal(a);
            if (why.isPresent()) {
                skipped.add(new TurnReport.Skipped(a.toString(), why.get()));
                continue;
            }
            act(a);
            accepted.add(a.toStringNoText());
        }
        endTurn();
        return new TurnReport(player, accepted, skipped, null);
    }

    /**
     * Performs one legal battle action of the current player without ending the turn (for bots playing inside the
     * engine, e.g. benchmarks and tests).
     *
     * @return false when the action is not legal now (nothing happens)
     */
    public boolean act(Action a) {
        if (phase != Phase.BATTLE || battle.winner != -1)
            return false;
        if (a.type == Action.Type.PASS || !battle.isLegal(a))
            return false;
        if (frames >= LocmConstants.MAX_FRAMES) {
            phase = Phase.OVER;
            winner = -1;
            endReason = "step limit reached";
            return false;
        }
        frames++;
        battle.apply(a);
        battleInput = null;
        return true;
    }

    /** Ends the current battle turn (after {@link #act} calls): the game ends or the other player's turn starts. */
    public void endTurn() {
        if (phase != Phase.BATTLE)
            return;
        if (battle.winner != -1) {
            phase = Phase.OVER;
            winner = battle.winner;
            endReason = "player " + (1 - winner) + " has no health left";
            battleInput = null;
            return;
        }
        nextTurn();
    }

    /** The legal actions of the player to move in the battle (PASS last); empty outside the battle. */
    public List<Action> legalActions() {
        return phase == Phase.BATTLE ? battle.legalActions() : List.of();
    }

    // ------------------------------------------------------------------ util

    /**
     * The constructed answer choosing these card numbers in this order ({@code CHOOSE a;CHOOSE b;...}), e.g. to play a
     * deck saved beforehand when a bot answers a bare {@code PASS}.
     */
    public static String constructedAnswer(List<Integer> baseIds) {
        StringBuilder sb = new StringBuilder(baseIds.size() * 11);
        for (int id : baseIds) {
            if (!sb.isEmpty())
                sb.append(';');
            sb.append("CHOOSE ").append(id);
        }
        return sb.toString();
    }

    /** {@code Collections.shuffle(list, rnd)} on an array: the same swaps from the same random numbers. */
    static <T> void shuffle(T[] a, Random rnd) {
        for (int i = a.length; i > 1; i--) {
            int j = rnd.nextInt(i);
            T t = a[i - 1];
            a[i - 1] = a[j];
            a[j] = t;
        }
    }

    @Override
    public String toString() {
        return "LocmMatch[" + variant + " " + phase + (phase == Phase.OVER ? " winner " + winner : "") + "]";
    }

}
