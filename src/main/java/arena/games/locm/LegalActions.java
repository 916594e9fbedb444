package arena.games.locm;

import java.util.ArrayList;

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
        ArrayList<Card> hand = me.hand, mine = me.board, theirs = opp.board;
        int n = 0, mana = me.currentMana, handSize = hand.size(), mineSize = mine.size(), theirSize = theirs.size();
        if (handSize > summonable.length) // only test positions hold more than a hand's limit
            summonable = new int[handSize];
        int count = 0;
        for (int i = 0; i < handSize; i++) {
            Card c = hand.get(i);
            if (c.type == CardType.CREATURE && c.cost <= mana)
                summonable[count++] = c.id;
        }
        if (count > 0) {
            int inLane0 = 0;
            for (int i = 0; i < mineSize; i++)
                if (mine.get(i).lane == 0)
                    inLane0++;
            int[] inLane = {inLane0, mineSize - inLane0};
            for (int lane = 0; lane < LocmConstants.LANES; lane++)
                if (inLane[lane] < LocmConstants.MAX_CREATURES_IN_LANE)
                    for (int k = 0; k < count; k++)
                        out[n++] = SUMMON | summonable[k] << 12 | (lane + 1);
        }
        int[] guards = new int[LocmConstants.LANES];
        for (int j = 0; j < theirSize; j++) {
            Card e = theirs.get(j);
            if ((e.keywords & Keywords.GUARD) != 0)
                guards[e.lane]++;
        }
        for (int i = 0; i < mineSize; i++) {
            Card c = mine.get(i);
            if (!c.canAttack)
                continue;
            int from = ATTACK | c.id << 12;
            if (guards[c.lane] == 0)
                out[n++] = from; // the face: target -1
            for (int j = 0; j < theirSize; j++) {
                Card e = theirs.get(j);
                if (e.lane == c.lane && (guards[c.lane] == 0 || (e.keywords & Keywords.GUARD) != 0))
                    out[n++] = from | (e.id + 1);
            }
        }
        for (int i = 0; i < handSize; i++) {
            Card item = hand.get(i);
            CardType t = item.type;
            if (t == CardType.CREATURE || item.cost > mana)
                continue;
            int from = USE | item.id << 12;
            if (t == CardType.GREEN_ITEM) {
                for (int j = 0; j < mineSize; j++)
                    out[n++] = from | (mine.get(j).id + 1);
            } else {
                for (int j = 0; j < theirSize; j++)
                    out[n++] = from | (theirs.get(j).id + 1);
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

}
