package arena.games.locm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
 * <p>Deck building is its own class per variant, as in the referee: {@link DraftPhase} (1.2) and
 * {@link ConstructedPhase} (1.5); the battle is {@link Battle}. This class is the referee's loop around them: whose
 * answer is awaited, the input text, frames and the end of the game.
 *
 * <p>The engine is pure and deterministic: every random draw comes from generators ({@link Lcg}, the JDK's
 * {@code Random} formula) seeded by {@link LocmSeeds}, in the referee's order.
 *
 * <p>One piece although over 450 lines (issue 45): the deck-building phases and the battle are apart already, as in the
 * referee; what is left is the referee's loop, one state machine (phase, frames, the awaited players, the end) that
 * every input, answer and action reads and moves, kept in the referee's order so that reference games replay exactly.
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

    private DraftPhase draft;                   // 1.2, until the battle
    private ConstructedPhase constructed;       // 1.5, until the battle

    private Battle battle;
    private String battleInput;
    private final int[] battleTurnsStarted = new int[2];

    private LocmMatch(LocmVariant variant, LocmSeeds seeds, List<CardData> pool15) {
        this.variant = variant;
        this.seeds = seeds;
        if (variant == LocmVariant.V1_2) {
            phase = Phase.DRAFT;
            draft = new DraftPhase(seeds.choicesSeed());
        } else {
            phase = Phase.CONSTRUCTED;
            constructed = new ConstructedPhase(pool15 != null ? pool15 : CardGenerator.generate(seeds.cardGenSeed()));
        }
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
        return constructed == null ? null : constructed.pool();
    }

    /** 1.2: the three cards of the current pick (null outside the draft). */
    public List<CardData> draftChoices() {
        return phase == Phase.DRAFT ? draft.offered() : null;
    }

    /** The cards each player has chosen so far. */
    public List<CardData> chosenCards(int player) {
        return draft != null ? draft.chosen(player) : constructed.chosen(player);
    }

    /** The players whose answer is expected now (both during the 1.5 constructed turn). */
    public List<Integer> awaiting() {
        switch (phase) {
            case DRAFT:
                return List.of(draft.player());
            case CONSTRUCTED: {
                List<Integer> out = new ArrayList<>(2);
                for (int p = 0; p < 2; p++)
                    if (!constructed.answered(p))
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
        return switch (phase) {
            case DRAFT -> draft.player();
            case CONSTRUCTED -> !constructed.answered(0) ? 0 : constructed.answered(1) ? -1 : 1;
            case BATTLE -> battle.current;
            case OVER -> -1;
        };
    }

    /**
     * The referee's time limit for the awaited answer of this player, in milliseconds (before any contest factor):
     * first draft turn 1000 then 100 (1.2), constructed 4000 (1.5), each player's first battle turn 1000, then 200.
     */
    public int timeLimitMillis(int player) {
        return switch (phase) {
            case DRAFT -> draft.pick() == 0 ? 1000 : 100;
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
                return draft.input(player);
            case CONSTRUCTED:
                return constructed.input();
            case BATTLE:
                if (battleInput == null)
                    battleInput = BattleInput.of(battle);
                return battleInput;
            default:
                throw new IllegalStateException("game over");
        }
    }

    /**
     * The current draft pick's input for either player, awaited or not: the arena hands player 1 the pick player 0 is
     * late on, to judge the two picks of one draft turn together (RULINGS 9). The referee never needs it.
     */
    public String draftInputFor(int player) {
        if (phase != Phase.DRAFT) throw new IllegalStateException("not drafting (" + phase + ")");
        return draft.input(player);
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

    /**
     * Both players gave no valid answer in time on a turn they answer at once (RULINGS 9, an arena rule the referee never
     * meets: it plays one process at a time): the game ends in a draw.
     */
    public TurnReport drawOnTime(String reason) {
        if (phase == Phase.OVER) throw new IllegalStateException("game over");
        phase = Phase.OVER;
        winner = -1;
        endReason = reason;
        battleInput = null;
        return new TurnReport(-1, List.of(), List.of(), reason);
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

    private TurnReport applyDraft(int player, String line) {
        CardData choice;
        switch (draft.read(line)) {
            case DraftPhase.Choice.Refused refused -> {
                lose(player, refused.why());
                return new TurnReport(player, List.of(), List.of(), refused.why());
            }
            case DraftPhase.Choice.Taken taken -> choice = taken.card();
        }
        if (draft.take(choice))
            startBattle(draft.decks(seeds), 2 * LocmConstants.CARDS_IN_DECK, FRAMES_BEFORE_BATTLE_12);
        return new TurnReport(player, List.of("PICK " + choice.baseId()), List.of(), null);
    }

    /**
     * 1.2: the player to pick takes the offered card at this position (0, 1 or 2), as the answer {@code PICK index}
     * would, without the text (for players inside the engine: self-play, benchmarks).
     */
    public void draftPick(int player, int index) {
        if (phase != Phase.DRAFT || player != draft.player())
            throw new IllegalStateException("player " + player + " is not expected to pick now (" + phase + ")");
        if (index < 0 || index > 2)
            throw new IllegalArgumentException("a pick is 0, 1 or 2");
        if (draft.take(draft.offered(index)))
            startBattle(draft.decks(seeds), 2 * LocmConstants.CARDS_IN_DECK, FRAMES_BEFORE_BATTLE_12);
    }

    private TurnReport applyConstructed(int player, String line) {
        constructed.answer(player, line);
        return constructedAnswered(player);
    }

    /**
     * 1.5: the player's deck by card numbers, as the answer {@code CHOOSE n1;CHOOSE n2;...} would give it, without the
     * text (for players inside the engine: self-play, benchmarks).
     *
     * @throws IllegalArgumentException when they are not 30 numbers of the pool with at most 2 copies of each
     */
    public void constructedDeck(int player, int[] cardNumbers) {
        if (phase != Phase.CONSTRUCTED || constructed.answered(player))
            throw new IllegalStateException("player " + player + " is not expected to choose now (" + phase + ")");
        constructed.answer(player, cardNumbers);
        constructedAnswered(player);
    }

    /** Once both players have answered: refusals in the referee's order (player 0's first), else the battle. */
    private TurnReport constructedAnswered(int player) {
        if (!constructed.complete())
            return new TurnReport(player, List.of(), List.of(), null); // resolved when both have answered
        for (int p = 0; p < 2; p++) {
            String refused = constructed.refusal(p);
            if (refused != null) {
                lose(p, refused);
                return new TurnReport(player, List.of(), List.of(), p == player ? refused : null);
            }
        }
        startBattle(constructed.decks(seeds), 2 * LocmConstants.CARDS_IN_DECK, FRAMES_BEFORE_BATTLE_15);
        List<String> names = new ArrayList<>(LocmConstants.CARDS_IN_DECK);
        for (CardData c : constructed.chosen(player))
            names.add("CHOOSE " + c.baseId());
        return new TurnReport(player, names, List.of(), null);
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
            if (nextFrame()) // legality was checked just above
                battle.apply(a);
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
        if (phase != Phase.BATTLE || battle.winner != -1 || a.type == Action.Type.PASS || !battle.isLegal(a))
            return false;
        if (!nextFrame())
            return false;
        battle.apply(a);
        return true;
    }

    /**
     * Performs an action given by its code as {@link Battle#legalActions(int[])} listed it for this very state (not
     * checked again: legality was the listing's job), without ending the turn. The fast path of players inside the
     * engine (self-play, benchmarks).
     *
     * @return false for PASS, after the game's end or at the referee's frame limit (nothing happens)
     */
    public boolean actLegal(int code) {
        if (phase != Phase.BATTLE || battle.winner != -1 || Action.isPass(code))
            return false;
        if (!nextFrame())
            return false;
        battle.apply(code);
        return true;
    }

    /** Counts the frame of one more action, or ends the game in a draw at the referee's frame limit. */
    private boolean nextFrame() {
        if (frames >= LocmConstants.MAX_FRAMES) {
            phase = Phase.OVER;
            winner = -1;
            endReason = "step limit reached";
            return false;
        }
        frames++;
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

    @Override
    public String toString() {
        return "LocmMatch[" + variant + " " + phase + (phase == Phase.OVER ? " winner " + winner : "") + "]";
    }

}
