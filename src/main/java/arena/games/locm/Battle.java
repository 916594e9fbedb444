package arena.games.locm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
        for (int i = 0, n = ending.board.size(); i < n; i++) {
            Card c = ending.board.at(i);
            c.canAttack = false;
            c.hasAttacked = false;
        }
        ending.counts.noneReady();
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
        for (int i = 0, n = p.board.size(); i < n; i++)
            p.board.at(i).canAttack = true;
        p.counts.allReady();
        p.drawCards(variant, p.nextTurnDraw, turn / 2); // the hand and the mana changed: drawCards says so
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
        int hand = me.hand.size(), mine = me.board.size(), theirs = opp.board.size();
        int[] codes = new int[Math.max(MAX_LEGAL_ACTIONS, 2 * hand + mine * (theirs + 1) + hand * (Math.max(mine, theirs) + 1) + 1)];
        int n = legalActions(codes);
        for (int i = 0; i < n; i++)
            out.add(Action.of(codes[i]));
    }

    /** The size of an array {@link #legalActions(int[])} may fill: 2 lanes x 8 summons, 6 x 4 attacks, 8 x 7 items, PASS. */
    public static final int MAX_LEGAL_ACTIONS = 2 * LocmConstants.MAX_CARDS_IN_HAND
            + 2 * LocmConstants.MAX_CREATURES_IN_LANE * (LocmConstants.MAX_CREATURES_IN_LANE + 1)
            + LocmConstants.MAX_CARDS_IN_HAND * (2 * LocmConstants.MAX_CREATURES_IN_LANE + 1) + 1;

    /**
     * Writes the codes ({@link Action#code}) of the current player's legal actions into {@code out}, in the
     * referee's order (computeLegalActions: summons lane by lane in hand order, attacks in board order, each at its
     * lane's Guards or else the face and the lane's creatures, items in hand order, PASS last), and returns how many.
     * Nothing is allocated: the fast path of players inside the engine.
     */
    public int legalActions(int[] out) {
        return legalActions.list(out);
    }

    /**
     * One of the current player's legal actions, chosen uniformly with {@code rng}: exactly
     * {@code codes[rng.nextInt(legalActions(codes))]}, found from a few counts without listing the others (the random
     * player's step, before every one of its actions).
     */
    public int randomLegalAction(Lcg rng) {
        return legalActions.random(rng);
    }

    /** The code at this position of {@link #legalActions(int[])}'s listing (tests of the decoding). */
    int legalActionAt(int index) {
        return legalActions.at(index);
    }

    private final LegalActions legalActions = new LegalActions(this);

    /** Whether the current player may do this action now. */
    public boolean isLegal(Action a) {
        return whyIllegal(a).isEmpty();
    }

    /** Why the current player may not do this action now, or empty when it may. */
    public Optional<String> whyIllegal(Action a) {
        PlayerState me = players[current], opp = players[1 - current];
        switch (a.type) {
            case PASS:
                return Optional.empty();
            case SUMMON: {
                Card c = me.handCard(a.arg1);
                if (c == null)
                    return Optional.of("no card " + a.arg1 + " in hand");
                if (c.base.type() != CardType.CREATURE)
                    return Optional.of("card " + a.arg1 + " is not a creature");
                if (c.base.cost() > me.currentMana)
                    return Optional.of("not enough mana");
                if (a.arg2 < 0 || a.arg2 >= LocmConstants.LANES)
                    return Optional.of("no lane " + a.arg2);
                if (me.creaturesInLane(a.arg2) >= LocmConstants.MAX_CREATURES_IN_LANE)
                    return Optional.of("lane " + a.arg2 + " is full");
                return Optional.empty();
            }
            case ATTACK: {
                Card c = me.boardCard(a.arg1);
                if (c == null)
                    return Optional.of("no creature " + a.arg1 + " on your board");
                if (!c.canAttack)
                    return Optional.of("creature " + a.arg1 + " cannot attack");
                boolean guard = false;
                for (Card e : opp.board)
                    if (e.lane == c.lane && e.has(Keywords.GUARD)) {
                        guard = true;
                        if (e.id == a.arg2)
                            return Optional.empty();
                    }
                if (guard)
                    return Optional.of("a creature with Guard must be attacked first");
                if (a.arg2 == -1)
                    return Optional.empty();
                Card t = opp.boardCard(a.arg2);
                if (t == null)
                    return Optional.of("no enemy creature " + a.arg2);
                if (t.lane != c.lane)
                    return Optional.of("creature " + a.arg2 + " is in the other lane");
                return Optional.empty();
            }
            case USE: {
                Card c = me.handCard(a.arg1);
                if (c == null)
                    return Optional.of("no card " + a.arg1 + " in hand");
                CardType t = c.base.type();
                if (t == CardType.CREATURE)
                    return Optional.of("card " + a.arg1 + " is not an item");
                if (c.base.cost() > me.currentMana)
                    return Optional.of("not enough mana");
                if (t == CardType.GREEN_ITEM)
                    return me.boardCard(a.arg2) != null ? Optional.empty() : Optional.of("a green item needs one of your creatures");
                if (a.arg2 == -1)
                    return t == CardType.BLUE_ITEM ? Optional.empty() : Optional.of("a red item needs an enemy creature");
                return opp.boardCard(a.arg2) != null ? Optional.empty() : Optional.of("no enemy creature " + a.arg2);
            }
        }
        throw new AssertionError(a.type); // the switch covers every declared action
    }

    // ------------------------------------------------------------------ effects

    /**
     * What an action does to the two players once its board effect is done (the referee's ActionResult): health
     * changes of the player who acted and of the opponent, and extra cards for the actor's next turn.
     */
    record Outcome(int myHealthChange, int oppHealthChange, int cardDraw) {
        /**
         * A card's own effects (myHealthChange, opponentHealthChange, cardDraw) counted {@code times}: once per
         * creature summoned or per creature an item affected (1.5 spec, Area: "applied for every clone" and "for
         * every creature affected by item").
         */
        static Outcome cardEffects(CardData c, int times) {
            return new Outcome(times * c.myHealthChange(), times * c.oppHealthChange(), times * c.cardDraw());
        }
    }

    /**
     * Performs a legal action of the current player (the referee's AdvanceState(Action)): the rule of the action,
     * then its health changes (actor first), its extra draw, and the win check. Behaviour is undefined for an
     * illegal one: legality is {@link #whyIllegal}'s job.
     */
    void apply(Action a) {
        apply(Action.code(a.type, a.arg1, a.arg2));
    }

    /** {@link #apply(Action)} for an action's code (see {@link Action#code}). */
    void apply(int code) {
        perform(Action.typeOf(code), Action.arg1Of(code), Action.arg2Of(code));
        players[current].performed.add(code);
        checkWin();
    }

    /**
     * The action's rule. Its cards are found by id ({@link #card}) rather than looked for in the hand and the boards
     * (issue 31: speed): the action is legal, so they are where it names them.
     */
    private void perform(Action.Type type, int arg1, int arg2) {
        PlayerState me = players[current], opp = players[1 - current];
        Outcome o = switch (type) {
            case SUMMON -> summon(card(arg1), arg2);
            case ATTACK -> arg2 == -1 ? resolveAttack(card(arg1)) : resolveAttack(card(arg1), card(arg2));
            case USE -> useItem(card(arg1), arg2);
            default -> throw new IllegalStateException("cannot apply " + type);
        };
        variant.modifyHealth(me, o.myHealthChange());
        variant.modifyHealth(opp, o.oppHealthChange());
        me.nextTurnDraw += o.cardDraw();
    }

    // ------------------------------------------------------------------ summoning

    /**
     * SUMMON: pay the cost, put the creature in the lane (ready at once only with Charge, see
     * {@link Card#summonTo}), then in 1.5 its Area copy: Lane1 one more in the same lane, Lane2 one in the other
     * lane, each only if that lane has room (1.5 spec, "Single card with Area effect"). 1.2 has no Area, so every
     * card counts as Target there. The card's effects count once per creature summoned.
     */
    Outcome summon(Card c, int lane) {
        PlayerState me = players[current];
        me.hand.removeCard(c);
        me.currentMana -= c.base.cost();
        me.handChanged();
        c.summonTo(lane);
        me.board.add(c);
        me.counts.add(c);
        Area area = variant.hasArea() ? c.base.area() : Area.TARGET;
        int copyLane = switch (area) {
            case LANE1 -> lane;
            case LANE2 -> 1 - lane;
            default -> -1;
        };
        int count = 1;
        if (copyLane >= 0 && me.creaturesInLane(copyLane) < LocmConstants.MAX_CREATURES_IN_LANE) {
            summonCopy(me, c, copyLane);
            count++;
        }
        return Outcome.cardEffects(c.base, count);
    }

    /**
     * An Area copy takes the next free instance id (RULINGS 6: as the COG 2022 version numbered them; the 1.5 spec:
     * "additional copies are given IDs following ID of the original card").
     */
    private void summonCopy(PlayerState me, Card original, int lane) {
        Card copy = new Card(++lastId, original.base);
        if (copy.id >= byId.length)
            byId = java.util.Arrays.copyOf(byId, byId.length * 2);
        byId[copy.id] = copy;
        copy.summonTo(lane);
        me.board.add(copy);
        me.counts.add(copy);
    }

    // ------------------------------------------------------------------ attacks

    /**
     * ATTACK id -1 (the referee's ResolveAttack(attacker)): the creature's attack comes off the opponent's health,
     * and Drain heals by the same amount (spec: "heal the player of the amount of the damage they deal"; an
     * attack is never below 0, so {@link CreatureRules#drainHeal} gives exactly the referee's healthGain = attacker.attack).
     */
    Outcome resolveAttack(Card attacker) {
        BoardCounts counts = players[current].counts;
        counts.remove(attacker); // it is no longer ready (see BoardCounts)
        attacker.pristine = false;
        attacker.canAttack = false;
        attacker.hasAttacked = true;
        counts.add(attacker);
        return new Outcome(CreatureRules.drainHeal(attacker, attacker.attack), -attacker.attack, 0);
    }

    /**
     * ATTACK id1 id2 (the referee's ResolveAttack(attacker, defender)): both creatures deal their attack to each
     * other at once (spec, Creatures). Each step is a named rule, in the referee's order, which matters:
     * Breakthrough looks at the kill by damage alone, before Lethal adds its kill. Ward is read as it was before
     * the fight, so a Ward lost here still stopped this fight's damage.
     */
    Outcome resolveAttack(Card att, Card def) {
        PlayerState me = players[current], opp = players[1 - current];
        me.counts.remove(att); // both are counted again below if they survive (see BoardCounts)
        opp.counts.remove(def);
        att.pristine = false;
        def.pristine = false;
        int damageGiven = CreatureRules.damageDealt(att, def);
        int damageTaken = CreatureRules.damageDealt(def, att);
        boolean defDies = damageGiven >= def.defense;
        int excess = CreatureRules.breakthroughExcess(att, def, damageGiven);
        defDies |= CreatureRules.lethalKills(att, damageGiven);
        int heal = CreatureRules.drainHeal(att, damageGiven);
        boolean attDies = damageTaken >= att.defense || CreatureRules.lethalKills(def, damageTaken);
        int attAttack = att.attack, defAttack = def.attack;
        if (defDies) {
            opp.board.removeCard(def);
        } else {
            def.defense -= damageGiven;
            CreatureRules.wardTakesHit(def, attAttack);
            opp.counts.add(def);
        }
        if (attDies) {
            me.board.removeCard(att);
        } else {
            att.defense -= damageTaken;
            CreatureRules.wardTakesHit(att, defAttack);
            att.canAttack = false;
            att.hasAttacked = true;
            me.counts.add(att);
        }
        return new Outcome(heal, -excess, 0);
    }

    // ------------------------------------------------------------------ items

    /**
     * USE (the referee's AdvanceUse): pay the cost; with target -1 (a blue item) its defense and
     * opponentHealthChange both hit the opponent; otherwise the item works on its target (green on one's own
     * creatures, red and blue on the opponent's) and, in 1.5, by its Area on the target's lane (Lane1) or the whole
     * side (Lane2) (1.5 spec, "Items with Area effect"). Its card effects count once per creature affected.
     */
    Outcome useItem(Card item, int targetId) {
        PlayerState me = players[current], opp = players[1 - current];
        me.hand.removeCard(item);
        me.currentMana -= item.base.cost();
        me.handChanged();
        CardData it = item.base;
        if (targetId == -1)
            return new Outcome(it.myHealthChange(), it.defense() + it.oppHealthChange(), it.cardDraw());
        PlayerState side = it.type() == CardType.GREEN_ITEM ? me : opp;
        Card target = card(targetId);
        Area area = variant.hasArea() ? it.area() : Area.TARGET;
        if (area == Area.TARGET) {
            side.counts.remove(target); // counted again below if it survives (see BoardCounts)
            if (CreatureRules.resolveUse(it, target))
                side.board.removeCard(target);
            else
                side.counts.add(target);
            return Outcome.cardEffects(it, 1);
        }
        int count = 0;
        for (int i = 0; i < side.board.size(); i++) {
            Card c = side.board.get(i);
            if (area == Area.LANE1 && c.lane != target.lane)
                continue;
            if (CreatureRules.resolveUse(it, c))
                side.board.remove(i--);
            count++;
        }
        side.counts.recount(side.board);
        return Outcome.cardEffects(it, count);
    }
}
