package arena.games.locm;

import java.util.ArrayList;
import java.util.List;

/**
 * The battle phase (the referee's GameState): whose turn it is, the turn start, which actions are legal
 * ({@link #legalActions}, {@link #whyIllegal}) and what a legal action does ({@link #apply}).
 */
public final class Battle {
    final LocmVariant variant;
    final PlayerState[] players;
    int current = 1;
    int turn = -1;
    int winner = -1;
    /** Cards by instance id (decks and area-effect copies). */
    private Card[] byId;
    private int lastId;

    /**
     * @param decks  each player's deck, top card first, already numbered
     * @param lastId the highest instance id given so far (area copies continue from it)
     */
    Battle(LocmVariant variant, Card[][] decks, int lastId) {
        this.variant = variant;
        this.lastId = lastId;
        this.byId = new Card[Math.max(lastId + 1, 64) * 2];
        for (Card[] d : decks)
            for (Card c : d)
                byId[c.id] = c;
        players = new PlayerState[2];
        for (int i = 0; i < 2; i++) {
            PlayerState p = new PlayerState(i, decks[i]);
            p.maxMana = i == 1 && LocmConstants.SECOND_PLAYER_MANA_BONUS_TURNS > 0 ? 1 : 0;
            p.currentMana = p.maxMana;
            p.bonusManaTurns = i == 1 ? LocmConstants.SECOND_PLAYER_MANA_BONUS_TURNS : 0;
            p.drawCards(variant, LocmConstants.INITIAL_HAND_SIZE + (i == 0 ? 0 : LocmConstants.SECOND_PLAYER_CARD_BONUS), 0);
            players[i] = p;
        }
    }

    public LocmVariant variant() {
        return variant;
    }

    public int currentPlayer() {
        return current;
    }

    /** Turns played so far by both players, counting from 0 for the first player's first turn. */
    public int turn() {
        return turn;
    }

    /** The winner, or -1 while nobody has won. */
    public int winner() {
        return winner;
    }

    public PlayerState player(int index) {
        return players[index];
    }

    /** Makes a card known by its id (test positions put cards directly in hands and on boards). */
    void register(Card c) {
        if (c.id >= byId.length)
            byId = java.util.Arrays.copyOf(byId, Math.max(byId.length * 2, c.id + 1));
        byId[c.id] = c;
        lastId = Math.max(lastId, c.id);
    }

    Card card(int id) {
        return id >= 0 && id < byId.length ? byId[id] : null;
    }

    // ------------------------------------------------------------------ turn start

    /** Ends the current player's turn and starts the other's: mana, ready creatures, draws. */
    void startTurn() {
        checkWin();
        PlayerState ending = players[current];
        for (Card c : ending.board) {
            c.canAttack = false;
            c.hasAttacked = false;
        }
        ending.drawValueToShow = ending.nextTurnDraw;

        current = 1 - current;
        PlayerState p = players[current];
        p.performed.clear();
        turn++;

        if (p.maxMana < LocmConstants.MAX_MANA + (p.bonusManaTurns > 0 ? 1 : 0))
            p.maxMana++;
        if (p.bonusManaTurns > 0 && p.currentMana == 0) {
            p.bonusManaTurns--;
            if (p.bonusManaTurns == 0)
                p.maxMana--;
        }
        p.currentMana = p.maxMana;
        for (Card c : p.board)
            c.canAttack = true;
        p.drawCards(variant, p.nextTurnDraw, turn / 2);
        p.drawValueToShow = p.nextTurnDraw;
        p.nextTurnDraw = 1;
        p.healthLostThisTurn = 0;
        checkWin();
    }

    void checkWin() {
        if (players[1 - current].health <= 0)
            winner = current;
        else if (players[current].health <= 0)
            winner = 1 - current;
    }

    // ------------------------------------------------------------------ legality

    /** All legal actions of the current player (PASS last), in the referee's order. */
    public List<Action> legalActions() {
        List<Action> out = new ArrayList<>(32);
        legalActions(out);
        return out;
    }

    /** Fills {@code out} with the legal actions of the current player (PASS last). */
    public void legalActions(List<Action> out) {
        PlayerState me = players[current], opp = players[1 - current];
        // summons
        for (int lane = 0; lane < LocmConstants.LANES; lane++) {
            if (me.creaturesInLane(lane) >= LocmConstants.MAX_CREATURES_IN_LANE)
                continue;
            for (Card c : me.hand)
                if (c.base.type() == CardType.CREATURE && c.base.cost() <= me.currentMana)
                    out.add(Action.summon(c.id, lane));
        }
        // attacks
        for (Card c : me.board) {
            if (!c.canAttack)
                continue;
            boolean guard = false;
            for (Card e : opp.board)
                if (e.lane == c.lane && e.has(Keywords.GUARD)) {
                    guard = true;
                    out.add(Action.attack(c.id, e.id));
                }
            if (!guard) {
                out.add(Action.attack(c.id, -1));
                for (Card e : opp.board)
                    if (e.lane == c.lane)
                        out.add(Action.attack(c.id, e.id));
            }
        }
        // items
        for (Card c : me.hand) {
            CardType t = c.base.type();
            if (t == CardType.CREATURE || c.base.cost() > me.currentMana)
                continue;
            if (t == CardType.GREEN_ITEM) {
                for (Card f : me.board)
                    out.add(Action.use(c.id, f.id));
            } else {
                for (Card e : opp.board)
                    out.add(Action.use(c.id, e.id));
                if (t == CardType.BLUE_ITEM)
                    out.add(Action.use(c.id, -1));
            }
        }
        out.add(Action.PASS);
    }

    /** Whether the current player may do this action now. */
    public boolean isLegal(Action a) {
        return whyIllegal(a) == null;
    }

    /** Null when the action is legal for the current player, otherwise the reason it is not. */
    public String whyIllegal(Action a) {
        PlayerState me = players[current], opp = players[1 - current];
        switch (a.type) {
            case PASS:
                return null;
            case SUMMON: {
                Card c = me.handCard(a.arg1);
                if (c == null)
                    return "no card " + a.arg1 + " in hand";
                if (c.base.type() != CardType.CREATURE)
                    return "card " + a.arg1 + " is not a creature";
                if (c.base.cost() > me.currentMana)
                    return "not enough mana";
                if (a.arg2 < 0 || a.arg2 >= LocmConstants.LANES)
                    return "no lane " + a.arg2;
                if (me.creaturesInLane(a.arg2) >= LocmConstants.MAX_CREATURES_IN_LANE)
                    return "lane " + a.arg2 + " is full";
                return null;
            }
            case ATTACK: {
                Card c = me.boardCard(a.arg1);
                if (c == null)
                    return "no creature " + a.arg1 + " on your board";
                if (!c.canAttack)
                    return "creature " + a.arg1 + " cannot attack";
                boolean guard = false;
                for (Card e : opp.board)
                    if (e.lane == c.lane && e.has(Keywords.GUARD)) {
                        guard = true;
                        if (e.id == a.arg2)
                            return null;
                    }
                if (guard)
                    return "a creature with Guard must be attacked first";
                if (a.arg2 == -1)
                    return null;
                Card t = opp.boardCard(a.arg2);
                if (t == null)
                    return "no enemy creature " + a.arg2;
                if (t.lane != c.lane)
                    return "creature " + a.arg2 + " is in the other lane";
                return null;
            }
            case USE: {
                Card c = me.handCard(a.arg1);
                if (c == null)
                    return "no card " + a.arg1 + " in hand";
                CardType t = c.base.type();
                if (t == CardType.CREATURE)
                    return "card " + a.arg1 + " is not an item";
                if (c.base.cost() > me.currentMana)
                    return "not enough mana";
                if (t == CardType.GREEN_ITEM)
                    return me.boardCard(a.arg2) != null ? null : "a green item needs one of your creatures";
                if (a.arg2 == -1)
                    return t == CardType.BLUE_ITEM ? null : "a red item needs an enemy creature";
                return opp.boardCard(a.arg2) != null ? null : "no enemy creature " + a.arg2;
            }
            default:
                throw new IllegalStateException();
        }
    }

    // ------------------------------------------------------------------ effects

    /** Performs a legal action of the current player. Behaviour is undefined for an illegal one. */
    void apply(Action a) {
        PlayerState me = players[current], opp = players[1 - current];
        int myChange, oppChange, draw;
        switch (a.type) {
            case SUMMON -> {
                Card c = card(a.arg1);
                me.hand.remove(c);
                me.currentMana -= c.base.cost();
                c.summonTo(a.arg2);
                me.board.add(c);
                int count = 1;
                Area area = variant.hasArea() ? c.base.area() : Area.TARGET;
                if (area == Area.LANE1 && me.creaturesInLane(a.arg2) < LocmConstants.MAX_CREATURES_IN_LANE) {
                    summonCopy(me, c, a.arg2);
                    count++;
                } else if (area == Area.LANE2 && me.creaturesInLane(1 - a.arg2) < LocmConstants.MAX_CREATURES_IN_LANE) {
                    summonCopy(me, c, 1 - a.arg2);
                    count++;
                }
                myChange = count * c.base.myHealthChange();
                oppChange = count * c.base.oppHealthChange();
                draw = count * c.base.cardDraw();
            }
            case ATTACK -> {
                Card att = me.boardCard(a.arg1);
                myChange = 0;
                oppChange = 0;
                draw = 0;
                att.pristine = false;
                if (a.arg2 == -1) {
                    att.canAttack = false;
                    att.hasAttacked = true;
                    myChange = att.has(Keywords.DRAIN) ? att.attack : 0;
                    oppChange = -att.attack;
                } else {
                    Card def = opp.boardCard(a.arg2);
                    def.pristine = false;
                    boolean attWard = att.has(Keywords.WARD), defWard = def.has(Keywords.WARD);
                    int damageGiven = defWard ? 0 : att.attack;
                    int damageTaken = attWard ? 0 : def.attack;
                    boolean defDies = damageGiven >= def.defense;
                    if (att.has(Keywords.BREAKTHROUGH) && defDies)
                        oppChange = def.defense - damageGiven;
                    if (att.has(Keywords.LETHAL) && damageGiven > 0)
                        defDies = true;
                    if (att.has(Keywords.DRAIN) && damageGiven > 0)
                        myChange = att.attack;
                    boolean attDies = damageTaken >= att.defense || (def.has(Keywords.LETHAL) && damageTaken > 0);
                    int attAttack = att.attack, defAttack = def.attack;
                    if (defDies) {
                        opp.board.remove(def);
                    } else {
                        def.defense -= damageGiven;
                        if (defWard && attAttack != 0)
                            def.keywords &= ~Keywords.WARD;
                    }
                    if (attDies) {
                        me.board.remove(att);
                    } else {
                        att.defense -= damageTaken;
                        if (attWard && defAttack != 0)
                            att.keywords &= ~Keywords.WARD;
                        att.canAttack = false;
                        att.hasAttacked = true;
                    }
                }
            }
            case USE -> {
                Card item = card(a.arg1);
                me.hand.remove(item);
                me.currentMana -= item.base.cost();
                CardData it = item.base;
                if (a.arg2 == -1) {
                    myChange = it.myHealthChange();
                    oppChange = it.defense() + it.oppHealthChange();
                    draw = it.cardDraw();
                } else {
                    PlayerState target = it.type() == CardType.GREEN_ITEM ? me : opp;
                    Card targ = target.boardCard(a.arg2);
                    Area area = variant.hasArea() ? it.area() : Area.TARGET;
                    int count = 0;
                    if (area == Area.TARGET) {
                        if (useOn(it, targ))
                            target.board.remove(targ);
                        count = 1;
                    } else {
                        int lane = targ.lane;
                        for (int i = 0; i < target.board.size(); i++) {
                            Card c = target.board.get(i);
                            if (area == Area.LANE1 && c.lane != lane)
                                continue;
                            if (useOn(it, c))
                                target.board.remove(i--);
                            count++;
                        }
                    }
                    myChange = count * it.myHealthChange();
                    oppChange = count * it.oppHealthChange();
                    draw = count * it.cardDraw();
                }
            }
            default -> throw new IllegalStateException("cannot apply " + a);
        }
        variant.modifyHealth(me, myChange);
        variant.modifyHealth(opp, oppChange);
        me.nextTurnDraw += draw;
        me.performed.add(a);
        checkWin();
    }

    private void summonCopy(PlayerState me, Card original, int lane) {
        Card copy = new Card(++lastId, original.base);
        if (copy.id >= byId.length)
            byId = java.util.Arrays.copyOf(byId, byId.length * 2);
        byId[copy.id] = copy;
        copy.summonTo(lane);
        me.board.add(copy);
    }

    /** Applies an item to one creature; true when the creature dies. */
    private static boolean useOn(CardData item, Card t) {
        t.pristine = false;
        if (item.type() == CardType.GREEN_ITEM) {
            t.keywords |= item.keywords();
            if ((item.keywords() & Keywords.CHARGE) != 0)
                t.canAttack = !t.hasAttacked;
        } else {
            t.keywords &= ~item.keywords();
        }
        t.attack = Math.max(0, t.attack + item.attack());
        if (t.has(Keywords.WARD) && item.defense() < 0)
            t.keywords &= ~Keywords.WARD;
        else
            t.defense += item.defense();
        return t.defense <= 0;
    }

    // ------------------------------------------------------------------ input text

    /** The battle input of the current player. */
    String input() {
        PlayerState me = players[current], opp = players[1 - current];
        boolean area = variant.hasArea();
        StringBuilder sb = new StringBuilder(1024);
        variant.appendPlayerLine(sb, me);
        variant.appendPlayerLine(sb, opp);
        sb.append(opp.hand.size()).append(' ').append(opp.performed.size()).append('\n');
        for (Action a : opp.performed)
            sb.append(card(a.arg1).base.baseId()).append(' ').append(a.toStringNoText()).append('\n');
        sb.append(me.hand.size() + me.board.size() + opp.board.size()).append('\n');
        for (Card c : me.hand)
            c.appendHandLine(sb, area);
        for (Card c : me.board)
            c.appendBoardLine(sb, false, variant);
        for (Card c : opp.board)
            c.appendBoardLine(sb, true, variant);
        return LocmMatch.finishInput(sb);
    }
}
