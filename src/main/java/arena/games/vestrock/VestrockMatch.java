package arena.games.vestrock;

import arena.game.LogLine;
import arena.game.AlternatingMatch;
import arena.game.Answer;
import arena.game.Codes;
import arena.game.Parsed;
import arena.game.SeatNames;
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
 * rules page documents, apart from the effect code, which assumes legality. The cards are {@link Card}s, each with its
 * {@link Place}, kept by {@link Cards}; the turns, the log and the board's cache are {@link AlternatingMatch}'s.
 */
public final class VestrockMatch extends AlternatingMatch<BoardView, LogLine> {
    public static final int NO_TARGET = -1, SELF = -5, OPPONENT = -6;
    private static final int TOP_CARDS = 5;

    private final VestrockSettings settings;
    private final Cards cards;
    private final int[] playerHp = new int[2];
    private int manaPool, drawn, burned, drawLimit;
    private boolean blocking = true;
    /** During the blocking phase: the opponent's creatures that attacked in its last turn. */
    private final List<Card> attackers = new ArrayList<>();
    /** The current player's attacks of this turn; they become the next turn's attackers. */
    private final List<Card> attacking = new ArrayList<>();

    public VestrockMatch(Deck deck, VestrockSettings settings) {
        this(deck, settings, SeatNames.NUMBERED);
    }

    /** @param names the teams in seats 0 and 1, named in the summary and the log */
    public VestrockMatch(Deck deck, VestrockSettings settings, SeatNames names) {
        super(settings.turnsPerMatch(), names, LogLine::new);
        this.settings = settings;
        this.cards = new Cards(deck);
        playerHp[0] = playerHp[1] = settings.initHp();
        drawLimit = settings.drawLimit();
    }

    // ---- the contract

    @Override
    public Answer apply(int seat, String command) {
        return VestrockCommand.TABLE.answerInMatch(command, call -> apply(seat, call));
    }

    /**
     * A parsed command: legality ({@link #whyIllegal}), then effect. An action sent by the player to move in its
     * blocking phase ends that phase first, legal or not, and is then judged after the blocks (the rules page's choice);
     * the answer then says the match changed, so the arena logs the command and a replay ends the phase too.
     */
    Answer apply(int seat, Parsed.Call<VestrockCommand> call) {
        boolean endsBlocking = call.command().action && blocking && canAct(seat);
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
        if (command == VestrockCommand.GET_FINAL_SCORE && !finished()) return Optional.of(Err.GAME_HAS_NOT_ENDED_YET);
        if (!command.spec().needsTurn()) return Optional.empty();
        if (finished()) return Optional.of(Err.GAME_HAS_ENDED);
        if (seat != current()) return Optional.of(Err.NOT_YOUR_TURN);
        return switch (command) {
            case BLOCK -> blockProblem(seat, call.arg(0), call.arg(1));
            case FINISH_BLOCK -> blocking ? Optional.empty() : Optional.of(Err.BLOCKING_ALREADY_FINISHED);
            case DRAW_CARD -> drawProblem(seat);
            case BURN_CARD -> burnProblem();
            case DISCARD_CARD -> cards.mineProblem(seat, call.arg(0), Place.HAND);
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
            case GET_DECK -> Answer.ok(Card.lines(String.valueOf(cards.deckLeft()), cards.inDeck(), false));
            case GET_HANDS -> Answer.ok(cards.bothSeats(Place.HAND, seat, false));
            case GET_BOARD -> Answer.ok(cards.bothSeats(Place.BOARD, seat, true));
            case GET_ATTACKERS -> {
                List<Card> list = currentAttackers();
                yield Answer.ok(Card.lines(String.valueOf(list.size()), list, false));
            }
            case BLOCK -> block(seat, cards.get(call.arg(0)), cards.get(call.arg(1)));
            case FINISH_BLOCK -> {
                finishBlocking();
                yield Answer.done();
            }
            case DRAW_CARD -> draw(seat);
            case BURN_CARD -> burn(seat);
            case DISCARD_CARD -> discard(seat, cards.get(call.arg(0)));
            case ADD_MANA -> addMana(seat, cards.get(call.arg(0)));
            case ATTACK -> attack(seat, cards.get(call.arg(0)));
            case PLAY_CARD -> play(seat, cards.get(call.arg(0)), call.arg(1));
            // The table's parseInMatch refuses them: a team's commands are the protocol's, never a match's.
            case WAIT, GET_MY_MATCHES -> Codes.unknownCommand(call.spec().name());
        };
    }

    /** A turn's end closes a blocking phase nobody closed (unblocked attackers hit). */
    @Override
    protected void turnEnds() {
        if (blocking) finishBlocking();
    }

    @Override
    protected void turnBegins() {
        attackers.clear();
        attackers.addAll(attacking);
        attacking.clear();
        manaPool = 0;
        drawn = 0;
        burned = 0;
        drawLimit = settings.drawLimit();
        blocking = true;
    }

    @Override
    public String summary() {
        String hps = "HP " + playerHp[0] + " : " + playerHp[1];
        if (finished()) return hps + " · " + outcome() + " · scores " + number(score(0)) + " : " + number(score(1));
        return hps + " · " + progress();
    }

    /** Nothing is hidden in Vestrock: "Both deck and player hands are visible to both players" (the specification). */
    @Override
    public BoardView board(arena.game.Eye eye) {
        return board();
    }

    // ---- state, for the protocol, the bots' tests and the board

    public VestrockSettings settings() {
        return settings;
    }

    public int deckLeft() {
        return cards.deckLeft();
    }

    /** A match score: MY_HP - OPP_HP + alpha * INIT_HP, alpha 3 if the opponent is at 0, 0 if I am, else 1.5. */
    @Override
    public double score(int seat) {
        int my = playerHp[seat], opp = playerHp[1 - seat];
        double alpha = opp == 0 ? 3 : my == 0 ? 0 : 1.5;
        return my - opp + alpha * settings.initHp();
    }

    static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    // ---- test set-up (package-private: tests build positions with these)

    void setUp(int id, Place where, int seat, boolean isActive) {
        Card card = cards.get(id);
        if (card.place == Place.DECK) cards.takeOut(card);
        card.place = where;
        card.owner = seat;
        card.active = isActive;
        changed();
    }

    void setPlayerHp(int seat, int value) {
        playerHp[seat] = value;
        changed();
    }

    void setMana(int value) {
        manaPool = value;
    }

    void endBlockingSilently() {
        blocking = false;
    }

    void addAttacker(int id) {
        attackers.add(cards.get(id));
    }

    /** The card with this id, as it is now. */
    Card card(int id) {
        return cards.get(id);
    }

    // ---- answers

    private int drawsLeft() {
        return Math.max(0, drawLimit - drawn);
    }

    private int burnsLeft() {
        return Math.max(0, settings.burnLimit() - burned);
    }

    private List<Card> currentAttackers() {
        List<Card> list = new ArrayList<>();
        for (Card c : blocking ? attackers : attacking) if (c.place == Place.BOARD) list.add(c);
        return list;
    }

    // ---- the blocking phase

    private Optional<Err> blockProblem(int seat, int attackerId, int blockerId) {
        if (!blocking) return Optional.of(Err.BLOCKING_ALREADY_FINISHED);
        Card attacker = cards.get(attackerId), blocker = cards.get(blockerId);
        if (attacker == null || blocker == null) return Optional.of(Err.NO_CARD_WITH_SUCH_ID);
        if (!attackers.contains(attacker) || attacker.place != Place.BOARD) return Optional.of(Err.NO_SUCH_ATTACKER);
        if (blocker.theirs(seat)) return Optional.of(Err.NOT_YOUR_CARD);
        if (!blocker.in(Place.BOARD, seat)) return Optional.of(Err.CARD_NOT_ON_BOARD);
        if (!blocker.active) return Optional.of(Err.INACTIVE_CARD);
        return Optional.empty();
    }

    private Answer block(int seat, Card attacker, Card blocker) {
        attacker.blocked = true;
        attacker.hp -= blocker.at;
        blocker.hp -= attacker.at;
        blocker.active = false;
        StringBuilder text = new StringBuilder("blocks ").append(attacker.id).append(" with ").append(blocker.id);
        if (attacker.hp <= 0) {
            attacker.dies();
            text.append(", ").append(attacker.id).append(" dies");
        }
        if (blocker.hp <= 0) {
            blocker.dies();
            text.append(", ").append(blocker.id).append(" dies");
        }
        note(seat, text.toString());
        return Answer.done();
    }

    /** Unblocked attackers still alive hit the current player; then the current player's creatures wake up. */
    private void finishBlocking() {
        int seat = current();
        blocking = false;
        int damage = 0;
        for (Card c : attackers) if (c.place == Place.BOARD && !c.blocked) damage += c.at;
        for (Card c : attackers) c.blocked = false;
        attackers.clear();
        if (damage > 0) {
            note(seat, "takes " + damage + " damage from unblocked attackers");
            hurt(seat, damage);
        }
        for (Card c : cards.in(Place.BOARD, seat)) c.active = true;
        changed();
    }

    // ---- the action phase

    private Optional<Err> drawProblem(int seat) {
        if (drawn >= drawLimit) return Optional.of(Err.DRAW_LIMIT_EXCEEDED);
        if (cards.deckLeft() == 0) return Optional.of(Err.DECK_IS_EMPTY);
        if (cards.count(Place.HAND, seat) >= settings.handLimit()) return Optional.of(Err.HAND_LIMIT_EXCEEDED);
        return Optional.empty();
    }

    private Answer draw(int seat) {
        Card c = cards.takeTop();
        c.place = Place.HAND;
        c.owner = seat;
        drawn++;
        note(seat, "draws " + c.id);
        return Answer.done(c.line());
    }

    private Optional<Err> burnProblem() {
        if (burned >= settings.burnLimit()) return Optional.of(Err.BURN_LIMIT_EXCEEDED);
        if (cards.deckLeft() == 0) return Optional.of(Err.DECK_IS_EMPTY);
        return Optional.empty();
    }

    private Answer burn(int seat) {
        Card c = cards.takeTop();
        c.place = Place.GONE;
        burned++;
        note(seat, "burns " + c.id + " (" + c.describe() + ")");
        return Answer.done();
    }

    private Answer discard(int seat, Card c) {
        c.place = Place.GONE;
        note(seat, "discards " + c.id + " (" + c.describe() + ")");
        return Answer.done();
    }

    /** Checks shared by ADD_MANA and ATTACK: an active creature of mine on the board. */
    private Optional<Err> myActiveCreatureProblem(int seat, int id) {
        Optional<Err> problem = cards.mineProblem(seat, id, Place.BOARD);
        if (problem.isPresent() || cards.get(id).active) return problem;
        return Optional.of(Err.INACTIVE_CARD);
    }

    private Answer addMana(int seat, Card c) {
        c.active = false;
        manaPool += c.mana;
        note(seat, "taps " + c.id + " for " + c.mana + " mana");
        return Answer.done();
    }

    private Answer attack(int seat, Card c) {
        c.active = false;
        attacking.add(c);
        note(seat, "attacks with " + c.id + " (" + c.at + "/" + c.hp + ")");
        return Answer.done();
    }

    /** The card, the mana, then the target (the rules page's order). */
    private Optional<Err> playProblem(int seat, int id, int target) {
        Optional<Err> problem = cards.mineProblem(seat, id, Place.HAND); // the card: 900, 903, 906
        if (problem.isPresent()) return problem;
        Card card = cards.get(id);
        if (card.cost > manaPool) return Optional.of(Err.NOT_ENOUGH_MANA);
        boolean player = target == SELF || target == OPPONENT;
        boolean creature = target > 0;
        boolean targetOk = switch (card.type) {
            case CREATURE -> target == NO_TARGET;
            case HEAL, DAMAGE -> player || creature;
            case TAKE -> target == SELF;
            case BUFF, DEACTIVATE -> creature;
        };
        if (!targetOk) return Optional.of(Err.WRONG_TARGET);
        Card aimed = cards.get(target);
        if (creature && card.type != CardType.CREATURE && !(aimed != null && aimed.place == Place.BOARD)) return Optional.of(Err.SPELL_TARGET_NOT_ON_BOARD);
        return Optional.empty();
    }

    private Answer play(int seat, Card card, int target) {
        manaPool -= card.cost;
        if (card.type == CardType.CREATURE) {
            card.place = Place.BOARD;
            card.active = false;
            note(seat, "plays creature " + card.id + " (" + card.at + "/" + card.hp + ")");
        } else {
            card.place = Place.GONE;
            cast(seat, card, target);
        }
        return Answer.done();
    }

    /** A spell's effect on its target: a player (-5 itself, -6 the opponent) or a creature on the board. */
    private void cast(int seat, Card spell, int target) {
        boolean player = target == SELF || target == OPPONENT;
        int who = target == SELF ? seat : 1 - seat;
        String on = target == SELF ? "itself" : target == OPPONENT ? "the opponent" : String.valueOf(target);
        Card aimed = cards.get(target);
        switch (spell.type) {
            case HEAL -> {
                if (player) playerHp[who] = Math.min(settings.initHp(), playerHp[who] + spell.hp);
                else aimed.hp = Math.min(aimed.hpMax, aimed.hp + spell.hp);
                note(seat, "heals " + on + " by " + spell.hp);
            }
            case DAMAGE -> {
                note(seat, "deals " + spell.at + " damage to " + on);
                if (player) hurt(who, spell.at);
                else {
                    aimed.hp -= spell.at;
                    if (aimed.hp <= 0) {
                        aimed.dies();
                        note(seat, target + " dies");
                    }
                }
            }
            case TAKE -> {
                drawLimit += spell.at;
                note(seat, "may draw " + spell.at + " more this turn");
            }
            case BUFF -> {
                aimed.at += spell.at;
                aimed.hp += spell.hp;
                aimed.hpMax += spell.hp;
                note(seat, "buffs " + target + " by +" + spell.at + "/+" + spell.hp);
            }
            case DEACTIVATE -> {
                aimed.active = false;
                note(seat, "deactivates " + target);
            }
            case CREATURE -> throw new IllegalStateException("a creature is played, not cast"); // play() puts it on the board
        }
    }

    // ---- effects

    private void hurt(int seat, int damage) {
        playerHp[seat] = Math.max(0, playerHp[seat] - damage);
        if (playerHp[seat] == 0 && !finished()) {
            end();
            note(-1, names.of(seat) + " is at 0 HP: " + outcome());
        }
    }

    @Override
    protected String outcome() {
        if (playerHp[0] == playerHp[1]) return "a draw on HP";
        return names.of(playerHp[0] > playerHp[1] ? 0 : 1) + " wins";
    }

    // ---- the spectators' view

    @Override
    protected BoardView snapshot() {
        boolean over = finished();
        List<BoardView.Side> sides = new ArrayList<>(2);
        for (int s = 0; s < 2; s++) {
            boolean toMove = !over && s == current();
            sides.add(new BoardView.Side(s, playerHp[s], toMove ? manaPool : 0, Card.views(cards.in(Place.HAND, s)), Card.views(cards.in(Place.BOARD, s)), toMove));
        }
        List<Card> deck = cards.inDeck();
        List<String> scores = over ? List.of(number(score(0)), number(score(1))) : List.of();
        return new BoardView(turn(), turnLimit(), turnsLeft(), current(), blocking && !over, over, settings.initHp(), List.copyOf(sides),
                cards.deckLeft(), Card.views(deck.subList(0, Math.min(TOP_CARDS, deck.size()))), Card.views(currentAttackers()), recentLog(), scores,
                over ? outcome() : "");
    }
}
