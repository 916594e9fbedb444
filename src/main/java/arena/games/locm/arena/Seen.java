package arena.games.locm.arena;

import arena.games.locm.Keywords;
import java.util.ArrayList;
import java.util.List;

/**
 * A turn's input as a bot reads it on stdin (the reference format), parsed for the house bots: the two player
 * lines, the opponent's hand and last actions, and the cards. Works for 1.2 (runes, no area) and 1.5 (area).
 */
final class Seen {
    /** One card line: {@code location} 0 = my hand, 1 = my board, -1 = the opponent's board (-1 id while building). */
    static final class Card {
        int baseId, id, location, type, cost, attack, defense, keywords, myHealth, oppHealth, draw, area, lane;
        boolean canAttack;
        boolean gone;

        boolean has(int keyword) {
            return (keywords & keyword) != 0;
        }

        boolean creature() {
            return type == 0;
        }
    }

    final boolean v15;
    final int[] health = new int[2], mana = new int[2], deck = new int[2];
    final int oppHand;
    final List<Card> cards = new ArrayList<>();

    Seen(String input) {
        String[] lines = input.split("\n");
        String[] me = lines[0].trim().split(" +");
        v15 = me.length == 4;
        for (int p = 0; p < 2; p++) {
            String[] t = lines[p].trim().split(" +");
            health[p] = Integer.parseInt(t[0]);
            mana[p] = Integer.parseInt(t[1]);
            deck[p] = Integer.parseInt(t[2]);
        }
        String[] opp = lines[2].trim().split(" +");
        oppHand = Integer.parseInt(opp[0]);
        int actions = Integer.parseInt(opp[1]);
        int at = 3 + actions;
        int count = Integer.parseInt(lines[at].trim());
        for (int i = 0; i < count; i++) {
            String[] t = lines[at + 1 + i].trim().split(" +");
            Card c = new Card();
            c.baseId = Integer.parseInt(t[0]);
            c.id = Integer.parseInt(t[1]);
            c.location = Integer.parseInt(t[2]);
            c.type = Integer.parseInt(t[3]);
            c.cost = Integer.parseInt(t[4]);
            c.attack = Integer.parseInt(t[5]);
            c.defense = Integer.parseInt(t[6]);
            c.keywords = Keywords.parse(t[7]);
            c.myHealth = Integer.parseInt(t[8]);
            c.oppHealth = Integer.parseInt(t[9]);
            c.draw = Integer.parseInt(t[10]);
            c.area = v15 ? Integer.parseInt(t[11]) : 0;
            c.lane = Integer.parseInt(t[v15 ? 12 : 11]);
            c.canAttack = c.location == 1; // the input does not say; a creature summoned earlier may attack
            cards.add(c);
        }
    }

    /** Deck building (1.2 draft or 1.5 constructed): the player has no mana yet. */
    boolean building() {
        return mana[0] == 0;
    }

    List<Card> at(int location) {
        List<Card> out = new ArrayList<>();
        for (Card c : cards) if (c.location == location && !c.gone) out.add(c);
        return out;
    }

    int inLane(int location, int lane) {
        int n = 0;
        for (Card c : cards) if (c.location == location && !c.gone && c.lane == lane) n++;
        return n;
    }

    List<Card> guards(int lane) {
        List<Card> out = new ArrayList<>();
        for (Card c : cards) if (c.location == -1 && !c.gone && c.lane == lane && c.has(Keywords.GUARD)) out.add(c);
        return out;
    }
}
