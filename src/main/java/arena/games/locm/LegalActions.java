package arena.games.locm;

/**
 * The listing of a battle's legal actions as int codes ({@link Action#code}), in the referee's order
 * (computeLegalActions), without allocating: the fast path of {@link Battle#legalActions(int[])}, which random and
 * self-play players call before every action. {@link Battle#whyIllegal} says the same thing about one action.
 */
final class LegalActions {
    private final Battle battle;

    LegalActions(Battle battle) {
        this.battle = battle;
    }

    /** Writes the codes of the current player's legal actions into {@code out} and returns how many. */
    int list(int[] out) {
        PlayerState me = battle.players[battle.current], opp = battle.players[1 - battle.current];
        CardList hand = me.hand, mine = me.board, theirs = opp.board;
        int n = 0, mana = me.currentMana, handSize = hand.size(), mineSize = mine.size(), theirSize = theirs.size();
        if (handSize > summonable.length) // only test positions hold more than a hand's limit
            summonable = new int[handSize];
        int count = 0;
        for (int i = 0; i < handSize; i++) {
            Card c = hand.at(i);
            if (c.type == CardType.CREATURE && c.cost <= mana)
                summonable[count++] = c.id;
        }
        if (count > 0) {
            int inLane0 = 0;
            for (int i = 0; i < mineSize; i++)
                if (mine.at(i).lane == 0)
                    inLane0++;
            int[] inLane = {inLane0, mineSize - inLane0};
            for (int lane = 0; lane < LocmConstants.LANES; lane++)
                if (inLane[lane] < LocmConstants.MAX_CREATURES_IN_LANE)
                    for (int k = 0; k < count; k++)
                        out[n++] = SUMMON | summonable[k] << 12 | (lane + 1);
        }
        int[] guards = new int[LocmConstants.LANES];
        for (int j = 0; j < theirSize; j++) {
            Card e = theirs.at(j);
            if ((e.keywords & Keywords.GUARD) != 0)
                guards[e.lane]++;
        }
        for (int i = 0; i < mineSize; i++) {
            Card c = mine.at(i);
            if (!c.canAttack)
                continue;
            int from = ATTACK | c.id << 12;
            if (guards[c.lane] == 0)
                out[n++] = from; // the face: target -1
            for (int j = 0; j < theirSize; j++) {
                Card e = theirs.at(j);
                if (e.lane == c.lane && (guards[c.lane] == 0 || (e.keywords & Keywords.GUARD) != 0))
                    out[n++] = from | (e.id + 1);
            }
        }
        for (int i = 0; i < handSize; i++) {
            Card item = hand.at(i);
            CardType t = item.type;
            if (t == CardType.CREATURE || item.cost > mana)
                continue;
            int from = USE | item.id << 12;
            if (t == CardType.GREEN_ITEM) {
                for (int j = 0; j < mineSize; j++)
                    out[n++] = from | (mine.at(j).id + 1);
            } else {
                for (int j = 0; j < theirSize; j++)
                    out[n++] = from | (theirs.at(j).id + 1);
                if (t == CardType.BLUE_ITEM)
                    out[n++] = from;
            }
        }
        out[n++] = Action.PASS_CODE;
        return n;
    }

    private static final int SUMMON = Action.code(Action.Type.SUMMON, 0, -1), ATTACK = Action.code(Action.Type.ATTACK, 0, -1),
            USE = Action.code(Action.Type.USE, 0, -1);
    /** Scratch space: the ids of the creatures in hand the player can pay for. */
    private int[] summonable = new int[LocmConstants.MAX_CARDS_IN_HAND];


    // ---------------------------------------------------------------- one action without the list

    // What the count found, kept for the decoding of the same state: the affordable creatures in hand, the
    // lanes with room, ready attackers, Guards and the targets an attacker has, per lane.
    private int total, creatures, ready0, ready1, guards0, guards1, targets0, targets1, open;

    /**
     * How many legal actions the current player has: the length of {@link #list}'s listing, computed from a few
     * counts (affordable cards by type, creatures, ready attackers and Guards per lane) that the battle keeps up to
     * date ({@link PlayerState#affordableByKind}, {@link BoardCounts}) instead of walking the hand and both boards
     * before every action (issue 31). {@link #at} then finds one of them without listing the others.
     */
    int count() {
        PlayerState me = battle.players[battle.current], opp = battle.players[1 - battle.current];
        BoardCounts mine = me.counts, theirs = opp.counts;
        int byKind = me.affordableByKind();
        int creatures = byKind & 0xFF, green = byKind >>> 8 & 0xFF, red = byKind >>> 16 & 0xFF, blue = byKind >>> 24;
        int mineSize = me.board.size(), theirSize = opp.board.size();
        int open = (mine.creatures(0) < LocmConstants.MAX_CREATURES_IN_LANE ? 1 : 0)
                + (mine.creatures(1) < LocmConstants.MAX_CREATURES_IN_LANE ? 2 : 0); // a mask of the lanes with room
        int guards0 = theirs.guards(0), guards1 = theirs.guards(1);
        int targets0 = guards0 > 0 ? guards0 : 1 + theirs.creatures(0);
        int targets1 = guards1 > 0 ? guards1 : 1 + theirs.creatures(1);
        this.creatures = creatures;
        this.ready0 = mine.ready(0);
        this.ready1 = mine.ready(1);
        this.guards0 = guards0;
        this.guards1 = guards1;
        this.targets0 = targets0;
        this.targets1 = targets1;
        this.open = open;
        total = creatures * Integer.bitCount(open) + ready0 * targets0 + ready1 * targets1
                + green * mineSize + red * theirSize + blue * (theirSize + 1) + 1;
        return total;
    }

    /** The code at this position of {@link #list}'s listing (0 to {@link #count()} - 1). */
    int at(int index) {
        count();
        return decode(index);
    }

    /** {@code at(rng.nextInt(count()))}: a uniform choice among the legal actions, the random player's. */
    int random(Lcg rng) {
        return decode(rng.nextInt(count()));
    }

    /** The code at position {@code r} of the listing, from the counts of the same state. */
    private int decode(int r) {
        if (r == total - 1)
            return Action.PASS_CODE; // PASS is last: no need to walk past everything else
        PlayerState me = battle.players[battle.current], opp = battle.players[1 - battle.current];
        CardList hand = me.hand, mine = me.board, theirs = opp.board;
        int summons = creatures * Integer.bitCount(open);
        if (r < summons) { // lane by lane, the affordable creatures in hand order
            int lane = open == 3 ? r / creatures : open == 1 ? 0 : 1;
            Card c = hand.at(nthSetBit(me.affordableCreatures(), r % creatures));
            return SUMMON | c.id << 12 | (lane + 1);
        }
        r -= summons;
        if (r < ready0 * targets0 + ready1 * targets1) { // attackers in board order
            for (int i = 0; ; i++) {
                Card c = mine.at(i);
                if (!c.canAttack)
                    continue;
                int targets = c.lane == 0 ? targets0 : targets1;
                if (r >= targets) {
                    r -= targets;
                    continue;
                }
                boolean guarded = (c.lane == 0 ? guards0 : guards1) > 0;
                int from = ATTACK | c.id << 12;
                if (!guarded && r-- == 0)
                    return from; // the face
                for (int j = 0; ; j++) {
                    Card e = theirs.at(j);
                    if (e.lane == c.lane && (!guarded || (e.keywords & Keywords.GUARD) != 0) && r-- == 0)
                        return from | (e.id + 1);
                }
            }
        }
        r -= ready0 * targets0 + ready1 * targets1;
        for (int items = me.affordableItems(); items != 0; items &= items - 1) { // items in hand order
            Card item = hand.at(Integer.numberOfTrailingZeros(items));
            int targets = item.type == CardType.GREEN_ITEM ? mine.size() : item.type == CardType.RED_ITEM
                    ? theirs.size() : theirs.size() + 1;
            if (r >= targets) {
                r -= targets;
                continue;
            }
            int from = USE | item.id << 12;
            if (item.type == CardType.GREEN_ITEM)
                return from | (mine.at(r).id + 1);
            return r < theirs.size() ? from | (theirs.at(r).id + 1) : from; // a blue item's face comes last
        }
        throw new IllegalStateException("position beyond the " + total + " legal actions");
    }

    /**
     * The position of the n-th (from 0) set bit of the mask, without a loop: {@code Integer.expand} puts the single bit
     * of {@code 1 << n} at the mask's n-th set bit (one instruction where the processor has it).
     */
    static int nthSetBit(int mask, int n) {
        return Integer.numberOfTrailingZeros(Integer.expand(1 << n, mask));
    }
}
