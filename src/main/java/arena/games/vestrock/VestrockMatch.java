package arena.games.vestrock;

import arena.game.Answer;
import arena.game.Codes;
import arena.game.MatchEngine;
import arena.game.Parsed;
import arena.game.SeatNames;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One Vestrock match: a copy of the round's deck, two players, and the turn structure (blocking phase,
 * then action phase). Pure and deterministic: its only inputs are the deck, the settings, the commands and
 * the ends of turns. Seat 0 has the first turn; a turn of the clock is one player's turn.
 *
 * <p>Commands arrive as the protocol's text without the match id ({@code PLAY_CARD 13 -1}), parsed with
 * {@link VestrockCommand#TABLE}; {@link #whyIllegal} answers the specification's error codes in the order the
 * rules page documents, apart from the effect code, which assumes legality.
 */
public final class VestrockMatch implements MatchEngine {
    static final int DECK = 0, HAND = 1, BOARD = 2, GONE = 3;
    public static final int NO_TARGET = -1, SELF = -5, OPPONENT = -6;
    private static final int LOG_SIZE = 14;
    private static final int TOP_CARDS = 5;

    private final VestrockSettings settings;
    private final int maxId;
    private final boolean[] known;
    private final CardType[] type;
    private final int[] at, hp, hpMax, cost, mana;
    private final int[] place, owner;
    private final boolean[] active, blocked;
    private final int[] deckOrder;
    private int deckTop;

    private final SeatNames names;
    private final int[] playerHp = new int[2];
    private int turn = 1;
    private boolean over;
    private int manaPool, drawn, burned, drawLimit;
    private boolean blocking = true;
    /** During the blocking phase: the opponent's creatures that attacked in its last turn. */
    private final List<Integer> attackers = new ArrayList<>();
    /** The current player's attacks of this turn; they become the next turn's attackers. */
    private final List<Integer> attacking = new ArrayList<>();
    private final ArrayDeque<BoardView.LogLine> log = new ArrayDeque<>();
    private int version;
    private BoardView view;
    private int viewVersion = -1;

    public VestrockMatch(Deck deck, VestrockSettings settings) {
        this(deck, settings, SeatNames.NUMBERED);
    }

    /** @param names the teams in seats 0 and 1, named in the summary and the log */
    public VestrockMatch(Deck deck, VestrockSettings settings, SeatNames names) {
        this.settings = settings;
        this.names = names;
        int max = 0;
        for (CardSpec c : deck.cards()) max = Math.max(max, c.id());
        maxId = max;
        known = new boolean[max + 1];
        type = new CardType[max + 1];
        at = new int[max + 1];
        hp = new int[max + 1];
        hpMax = new int[max + 1];
        cost = new int[max + 1];
        mana = new int[max + 1];
        place = new int[max + 1];
        owner = new int[max + 1];
        active = new boolean[max + 1];
        blocked = new boolean[max + 1];
        deckOrder = new int[deck.size()];
        int i = 0;
        for (CardSpec c : deck.cards()) {
            int id = c.id();
            if (id <= 0 || known[id]) throw new IllegalArgumentException("card ids must be positive and unique: " + id);
            known[id] = true;
            type[id] = c.type();
            at[id] = c.at();
            hp[id] = c.hp();
            hpMax[id] = c.hpMax();
            cost[id] = c.cost();
            mana[id] = c.mana();
            place[id] = DECK;
            owner[id] = -1;
            deckOrder[i++] = id;
        }
        playerHp[0] = playerHp[1] = settings.initHp();
        drawLimit = settings.drawLimit();
    }

    // ---- the contract

    @Override
    public Answer apply(int seat, String command) {
        return switch (VestrockCommand.TABLE.parseInMatch(command)) {
            case Parsed.Refused<VestrockCommand> refused -> refused.answer();
            case Parsed.Call<VestrockCommand> call -> apply(seat, call);
        };
    }

    /**
     * A parsed command: legality ({@link #whyIllegal}), then effect. An action sent by the player to move in its
     * blocking phase ends that phase first, legal or not, and is then judged after the blocks (the rules page's choice);
     * the answer then says the match changed, so the arena logs the command and a replay ends the phase too.
     */
    Answer apply(int seat, Parsed.Call<VestrockCommand> call) {
        boolean endsBlocking = call.command().action && blocking && !over && seat == current();
        if (endsBlocking) finishBlocking();
        Answer answer = whyIllegal(seat, call).map(Err::answer).orElseGet(() -> effect(seat, call));
        return endsBlocking ? answer.asChange() : answer;
    }

    /**
     * Why the team in {@code seat} may not send this command now, in the documented error order (933; 932, 913 for
     * commands that need the turn; then the command's own), or empty if it may.
     */
    public Optional<Err> whyIllegal(int seat, Parsed.Call<VestrockCommand> call) {
        VestrockCommand command = call.command();
        if (command == VestrockCommand.GET_FINAL_SCORE && !over) return Optional.of(Err.GAME_HAS_NOT_ENDED_YET);
        if (!command.spec().needsTurn()) return Optional.empty();
        if (over) return Optional.of(Err.GAME_HAS_ENDED);
        if (seat != current()) return Optional.of(Err.NOT_YOUR_TURN);
        return switch (command) {
            case BLOCK -> blockProblem(seat, call.arg(0), call.arg(1));
            case FINISH_BLOCK -> blocking ? Optional.empty() : Optional.of(Err.BLOCKING_ALREADY_FINISHED);
            case DRAW_CARD -> drawProblem(seat);
            case BURN_CARD -> burnProblem();
            case DISCARD_CARD -> discardProblem(seat, call.arg(0));
            case ADD_MANA, ATTACK -> myActiveCreatureProblem(seat, call.arg(0));
            case PLAY_CARD -> playProblem(seat, call.arg(0), call.arg(1));
            default -> Optional.empty();
        };
    }

    /** What a command does and answers; {@link #whyIllegal} has found nothing against it. */
    private Answer effect(int seat, Parsed.Call<VestrockCommand> call) {
        return switch (call.command()) {
            case GET_FINAL_SCORE -> Answer.ok(number(score(seat)) + " " + number(score(1 - seat)));
            case GET_TURN_INFO -> Answer.ok((canAct(seat) ? 1 : 0) + " " + turnsLeft());
            case GET_HP -> Answer.ok(settings.initHp() + " " + playerHp[seat] + " " + playerHp[1 - seat]);
            case GET_CARD_LIMITS -> Answer.ok(drawsLeft() + " " + burnsLeft() + " " + settings.handLimit());
            case GET_CURRENT_MANA -> Answer.ok(String.valueOf(manaPool));
            case GET_DECK -> deckAnswer();
            case GET_HANDS -> cardsAnswer(HAND, seat, false);
            case GET_BOARD -> cardsAnswer(BOARD, seat, true);
            case GET_ATTACKERS -> attackersAnswer();
            case BLOCK -> block(seat, call.arg(0), call.arg(1));
            case FINISH_BLOCK -> {
                finishBlocking();
                yield Answer.done();
            }
            case DRAW_CARD -> draw(seat);
            case BURN_CARD -> burn(seat);
            case DISCARD_CARD -> discard(seat, call.arg(0));
            case ADD_MANA -> addMana(seat, call.arg(0));
            case ATTACK -> attack(seat, call.arg(0));
            case PLAY_CARD -> play(seat, call.arg(0), call.arg(1));
            // The table's parseInMatch refuses them: a team's commands are the protocol's, never a match's.
            case WAIT, GET_MY_MATCHES -> Codes.unknownCommand(call.spec().name());
        };
    }

    @Override
    public void endTurn() {
        if (over) return;
        if (blocking) finishBlocking();
        if (!over && turn >= settings.turnsPerMatch()) {
            over = true;
            note(-1, "turn limit reached: " + outcome());
        }
        if (over) {
            version++;
            return;
        }
        turn++;
        attackers.clear();
        attackers.addAll(attacking);
        attacking.clear();
        manaPool = 0;
        drawn = 0;
        burned = 0;
        drawLimit = settings.drawLimit();
        blocking = true;
        version++;
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public boolean finished() {
        return over;
    }

    @Override
    public boolean canAct(int seat) {
        return !over && seat == current();
    }

    @Override
    public double[] scores() {
        return new double[] {score(0), score(1)};
    }

    @Override
    public String summary() {
        String hps = "HP " + playerHp[0] + " : " + playerHp[1];
        if (over) return hps + " · " + outcome() + " · scores " + number(score(0)) + " : " + number(score(1));
        return hps + " · turn " + turn + " of " + settings.turnsPerMatch() + " · " + names.of(current()) + " to move";
    }

    /** Nothing is hidden in Vestrock: "Both deck and player hands are visible to both players" (the specification). */
    @Override
    public BoardView board(arena.game.Eye eye) {
        return board();
    }

    @Override
    public BoardView board() {
        if (viewVersion != version || view == null) {
            view = snapshot();
            viewVersion = version;
        }
        return view;
    }

    // ---- state, for the protocol, the bots' tests and the board

    /** The seat whose turn it is. */
    public int current() {
        return (turn - 1) % 2;
    }

    /** Turns left in the match, the current one included; 0 once it has ended. */
    public int turnsLeft() {
        return over ? 0 : settings.turnsPerMatch() - turn + 1;
    }

    public int playerHp(int seat) {
        return playerHp[seat];
    }

    public int mana() {
        return manaPool;
    }

    public boolean blocking() {
        return blocking;
    }

    public VestrockSettings settings() {
        return settings;
    }

    public int deckLeft() {
        return deckOrder.length - deckTop;
    }

    /** A match score: MY_HP - OPP_HP + alpha * INIT_HP, alpha 3 if the opponent is at 0, 0 if I am, else 1.5. */
    public double score(int seat) {
        int my = playerHp[seat], opp = playerHp[1 - seat];
        double alpha = opp == 0 ? 3 : my == 0 ? 0 : 1.5;
        return my - opp + alpha * settings.initHp();
    }

    static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    // ---- test set-up (package-private: tests build positions with these)

    void setUp(int id, int where, int seat, boolean isActive) {
        if (place[id] == DECK) removeFromDeck(id);
        place[id] = where;
        owner[id] = seat;
        active[id] = isActive;
        version++;
    }

    void setPlayerHp(int seat, int value) {
        playerHp[seat] = value;
        version++;
    }

    void setMana(int value) {
        manaPool = value;
    }

    void setCreatureHp(int id, int value) {
        hp[id] = value;
    }

    void endBlockingSilently() {
        blocking = false;
    }

    void addAttacker(int id) {
        attackers.add(id);
    }

    int placeOf(int id) {
        return place[id];
    }

    int ownerOf(int id) {
        return owner[id];
    }

    boolean isActive(int id) {
        return active[id];
    }

    int[] stats(int id) {
        return new int[] {at[id], hp[id], hpMax[id]};
    }

    private void removeFromDeck(int id) {
        int k = -1;
        for (int i = deckTop; i < deckOrder.length; i++) if (deckOrder[i] == id) k = i;
        if (k < 0) return;
        for (int i = k; i > deckTop; i--) deckOrder[i] = deckOrder[i - 1];
        deckOrder[deckTop++] = id;
    }

    // ---- answers

    private String line(int id) {
        return id + " " + type[id].letter + " " + at[id] + " " + hp[id] + " " + hpMax[id] + " " + cost[id] + " " + mana[id];
    }

    private int drawsLeft() {
        return Math.max(0, drawLimit - drawn);
    }

    private int burnsLeft() {
        return Math.max(0, settings.burnLimit() - burned);
    }

    private int count(int where, int seat) {
        int n = 0;
        for (int id = 1; id <= maxId; id++) if (known[id] && place[id] == where && owner[id] == seat) n++;
        return n;
    }

    private Answer deckAnswer() {
        List<String> lines = new ArrayList<>(deckLeft() + 1);
        lines.add(String.valueOf(deckLeft()));
        for (int i = deckTop; i < deckOrder.length; i++) lines.add(line(deckOrder[i]));
        return Answer.ok(lines);
    }

    private Answer cardsAnswer(int where, int seat, boolean withActive) {
        List<String> lines = new ArrayList<>();
        lines.add(count(where, seat) + " " + count(where, 1 - seat));
        for (int s : new int[] {seat, 1 - seat}) {
            for (int id = 1; id <= maxId; id++) {
                if (known[id] && place[id] == where && owner[id] == s) lines.add(withActive ? line(id) + (active[id] ? " 1" : " 0") : line(id));
            }
        }
        return Answer.ok(lines);
    }

    private List<Integer> currentAttackers() {
        List<Integer> list = new ArrayList<>();
        for (int id : blocking ? attackers : attacking) if (place[id] == BOARD) list.add(id);
        return list;
    }

    private Answer attackersAnswer() {
        List<Integer> list = currentAttackers();
        List<String> lines = new ArrayList<>(list.size() + 1);
        lines.add(String.valueOf(list.size()));
        for (int id : list) lines.add(line(id));
        return Answer.ok(lines);
    }

    // ---- the blocking phase

    private Optional<Err> blockProblem(int seat, int attacker, int blocker) {
        if (!blocking) return Optional.of(Err.BLOCKING_ALREADY_FINISHED);
        if (!known(attacker) || !known(blocker)) return Optional.of(Err.NO_CARD_WITH_SUCH_ID);
        if (!attackers.contains(attacker) || place[attacker] != BOARD) return Optional.of(Err.NO_SUCH_ATTACKER);
        if (theirs(blocker, seat)) return Optional.of(Err.NOT_YOUR_CARD);
        if (place[blocker] != BOARD || owner[blocker] != seat) return Optional.of(Err.CARD_NOT_ON_BOARD);
        if (!active[blocker]) return Optional.of(Err.INACTIVE_CARD);
        return Optional.empty();
    }

    private Answer block(int seat, int attacker, int blocker) {
        blocked[attacker] = true;
        hp[attacker] -= at[blocker];
        hp[blocker] -= at[attacker];
        active[blocker] = false;
        StringBuilder text = new StringBuilder("blocks ").append(attacker).append(" with ").append(blocker);
        if (hp[attacker] <= 0) {
            die(attacker);
            text.append(", ").append(attacker).append(" dies");
        }
        if (hp[blocker] <= 0) {
            die(blocker);
            text.append(", ").append(blocker).append(" dies");
        }
        note(seat, text.toString());
        return Answer.done();
    }

    /** Unblocked attackers still alive hit the current player; then the current player's creatures wake up. */
    private void finishBlocking() {
        int seat = current();
        blocking = false;
        int damage = 0;
        for (int id : attackers) if (place[id] == BOARD && !blocked[id]) damage += at[id];
        for (int id : attackers) blocked[id] = false;
        attackers.clear();
        if (damage > 0) {
            note(seat, "takes " + damage + " damage from unblocked attackers");
            hurt(seat, damage);
        }
        for (int id = 1; id <= maxId; id++) if (known[id] && place[id] == BOARD && owner[id] == seat) active[id] = true;
        version++;
    }

    // ---- the action phase

    private Optional<Err> drawProblem(int seat) {
        if (drawn >= drawLimit) return Optional.of(Err.DRAW_LIMIT_EXCEEDED);
        if (deckLeft() == 0) return Optional.of(Err.DECK_IS_EMPTY);
        if (count(HAND, seat) >= settings.handLimit()) return Optional.of(Err.HAND_LIMIT_EXCEEDED);
        return Optional.empty();
    }

    private Answer draw(int seat) {
        int id = deckOrder[deckTop++];
        place[id] = HAND;
        owner[id] = seat;
        drawn++;
        note(seat, "draws " + id);
        return Answer.done(line(id));
    }

    private Optional<Err> burnProblem() {
        if (burned >= settings.burnLimit()) return Optional.of(Err.BURN_LIMIT_EXCEEDED);
        if (deckLeft() == 0) return Optional.of(Err.DECK_IS_EMPTY);
        return Optional.empty();
    }

    private Answer burn(int seat) {
        int id = deckOrder[deckTop++];
        place[id] = GONE;
        burned++;
        note(seat, "burns " + id + " (" + describe(id) + ")");
        return Answer.done();
    }

    /** DISCARD_CARD's checks, the first three of PLAY_CARD's: a card of mine in my hand. */
    private Optional<Err> myCardInHandProblem(int seat, int id) {
        if (!known(id)) return Optional.of(Err.NO_CARD_WITH_SUCH_ID);
        if (theirs(id, seat)) return Optional.of(Err.NOT_YOUR_CARD);
        if (place[id] != HAND || owner[id] != seat) return Optional.of(Err.CARD_NOT_IN_HAND);
        return Optional.empty();
    }

    private Optional<Err> discardProblem(int seat, int id) {
        return myCardInHandProblem(seat, id);
    }

    private Answer discard(int seat, int id) {
        place[id] = GONE;
        note(seat, "discards " + id + " (" + describe(id) + ")");
        return Answer.done();
    }

    /** Checks shared by ADD_MANA and ATTACK: an active creature of mine on the board. */
    private Optional<Err> myActiveCreatureProblem(int seat, int id) {
        if (!known(id)) return Optional.of(Err.NO_CARD_WITH_SUCH_ID);
        if (theirs(id, seat)) return Optional.of(Err.NOT_YOUR_CARD);
        if (place[id] != BOARD || owner[id] != seat) return Optional.of(Err.CARD_NOT_ON_BOARD);
        if (!active[id]) return Optional.of(Err.INACTIVE_CARD);
        return Optional.empty();
    }

    private Answer addMana(int seat, int id) {
        active[id] = false;
        manaPool += mana[id];
        note(seat, "taps " + id + " for " + mana[id] + " mana");
        return Answer.done();
    }

    private Answer attack(int seat, int id) {
        active[id] = false;
        attacking.add(id);
        note(seat, "attacks with " + id + " (" + at[id] + "/" + hp[id] + ")");
        return Answer.done();
    }

    /** The card, the mana, then the target (the rules page's order). */
    private Optional<Err> playProblem(int seat, int id, int target) {
        Optional<Err> card = myCardInHandProblem(seat, id);
        if (card.isPresent()) return card;
        if (cost[id] > manaPool) return Optional.of(Err.NOT_ENOUGH_MANA);
        CardType kind = type[id];
        boolean player = target == SELF || target == OPPONENT;
        boolean creature = target > 0;
        boolean targetOk = switch (kind) {
            case CREATURE -> target == NO_TARGET;
            case HEAL, DAMAGE -> player || creature;
            case TAKE -> target == SELF;
            case BUFF, DEACTIVATE -> creature;
        };
        if (!targetOk) return Optional.of(Err.WRONG_TARGET);
        if (creature && kind != CardType.CREATURE && !(known(target) && place[target] == BOARD)) return Optional.of(Err.SPELL_TARGET_NOT_ON_BOARD);
        return Optional.empty();
    }

    private Answer play(int seat, int id, int target) {
        CardType kind = type[id];
        boolean player = target == SELF || target == OPPONENT;
        manaPool -= cost[id];
        int who = target == SELF ? seat : 1 - seat;
        String on = target == SELF ? "itself" : target == OPPONENT ? "the opponent" : String.valueOf(target);
        switch (kind) {
            case CREATURE -> {
                place[id] = BOARD;
                active[id] = false;
                note(seat, "plays creature " + id + " (" + at[id] + "/" + hp[id] + ")");
            }
            case HEAL -> {
                place[id] = GONE;
                if (player) playerHp[who] = Math.min(settings.initHp(), playerHp[who] + hp[id]);
                else hp[target] = Math.min(hpMax[target], hp[target] + hp[id]);
                note(seat, "heals " + on + " by " + hp[id]);
            }
            case DAMAGE -> {
                place[id] = GONE;
                note(seat, "deals " + at[id] + " damage to " + on);
                if (player) hurt(who, at[id]);
                else {
                    hp[target] -= at[id];
                    if (hp[target] <= 0) {
                        die(target);
                        note(seat, target + " dies");
                    }
                }
            }
            case TAKE -> {
                place[id] = GONE;
                drawLimit += at[id];
                note(seat, "may draw " + at[id] + " more this turn");
            }
            case BUFF -> {
                place[id] = GONE;
                at[target] += at[id];
                hp[target] += hp[id];
                hpMax[target] += hp[id];
                note(seat, "buffs " + target + " by +" + at[id] + "/+" + hp[id]);
            }
            case DEACTIVATE -> {
                place[id] = GONE;
                active[target] = false;
                note(seat, "deactivates " + target);
            }
        }
        return Answer.done();
    }

    // ---- effects

    private boolean known(int id) {
        return id > 0 && id <= maxId && known[id];
    }

    /** In the opponent's hand or on the opponent's board. */
    private boolean theirs(int id, int seat) {
        return owner[id] == 1 - seat && (place[id] == HAND || place[id] == BOARD);
    }

    private void die(int id) {
        place[id] = GONE;
        active[id] = false;
    }

    private void hurt(int seat, int damage) {
        playerHp[seat] = Math.max(0, playerHp[seat] - damage);
        if (playerHp[seat] == 0 && !over) {
            over = true;
            note(-1, names.of(seat) + " is at 0 HP: " + outcome());
        }
    }

    private String outcome() {
        if (playerHp[0] == playerHp[1]) return "a draw on HP";
        return names.of(playerHp[0] > playerHp[1] ? 0 : 1) + " wins";
    }

    private String describe(int id) {
        return type[id] == CardType.CREATURE ? at[id] + "/" + hp[id] + " creature" : new BoardView.Card(id, type[id].letter, at[id], hp[id], hpMax[id], cost[id], mana[id], false, false).label();
    }

    private void note(int seat, String text) {
        if (log.size() == LOG_SIZE) log.removeLast();
        log.addFirst(new BoardView.LogLine(turn, seat, text));
        version++;
    }

    // ---- the spectators' view

    private BoardView.Card card(int id) {
        return new BoardView.Card(id, type[id].letter, at[id], hp[id], hpMax[id], cost[id], mana[id], active[id], blocked[id]);
    }

    private List<BoardView.Card> cards(int where, int seat) {
        List<BoardView.Card> list = new ArrayList<>();
        for (int id = 1; id <= maxId; id++) if (known[id] && place[id] == where && owner[id] == seat) list.add(card(id));
        return List.copyOf(list);
    }

    private BoardView snapshot() {
        List<BoardView.Side> sides = new ArrayList<>(2);
        for (int s = 0; s < 2; s++) {
            boolean toMove = !over && s == current();
            sides.add(new BoardView.Side(s, playerHp[s], toMove ? manaPool : 0, cards(HAND, s), cards(BOARD, s), toMove));
        }
        List<BoardView.Card> top = new ArrayList<>();
        for (int i = deckTop; i < deckOrder.length && top.size() < TOP_CARDS; i++) top.add(card(deckOrder[i]));
        List<BoardView.Card> atk = new ArrayList<>();
        for (int id : currentAttackers()) atk.add(card(id));
        List<String> scores = over ? List.of(number(score(0)), number(score(1))) : List.of();
        return new BoardView(turn, settings.turnsPerMatch(), turnsLeft(), current(), blocking && !over, over, settings.initHp(),
                List.copyOf(sides), deckLeft(), List.copyOf(top), List.copyOf(atk), List.copyOf(log), scores, over ? outcome() : "");
    }
}
