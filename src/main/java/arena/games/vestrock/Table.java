package arena.games.vestrock;

import arena.game.HouseBot;
import java.util.ArrayList;
import java.util.List;

/**
 * A house bot's picture of one match during its own turn, read with the protocol's GET commands and
 * kept up to date with the answers to its own actions (so that a turn costs few commands). Every
 * action goes out as a protocol command line; an unexpected error reloads the picture, and a turn that
 * ended under the bot's feet (913, 932) stops it.
 */
final class Table {
    final HouseBot.Link link;
    final long match;
    int initHp, myHp, oppHp, mana, drawsLeft, burnsLeft, handLimit;
    final List<Card> hand = new ArrayList<>();
    final List<Card> oppHand = new ArrayList<>();
    final List<Card> deck = new ArrayList<>();
    final List<Card> mine = new ArrayList<>();
    final List<Card> theirs = new ArrayList<>();
    final List<Card> attackers = new ArrayList<>();
    /** False once the turn is over for this bot in this match (it ended, or the match did). */
    boolean live = true;
    int errors;

    /** A card as the bot sees it. */
    static final class Card {
        final int id;
        final char type;
        int at, hp, hpMax, cost, mana;
        boolean active, blocked;

        Card(String line) {
            String[] f = line.split(" ");
            id = Integer.parseInt(f[0]);
            type = f[1].charAt(0);
            at = Integer.parseInt(f[2]);
            hp = Integer.parseInt(f[3]);
            hpMax = Integer.parseInt(f[4]);
            cost = Integer.parseInt(f[5]);
            mana = Integer.parseInt(f[6]);
            active = f.length > 7 && f[7].equals("1");
        }

        boolean creature() {
            return type == 'C';
        }

        @Override
        public String toString() {
            return id + " " + type + " " + at + "/" + hp;
        }
    }

    Table(HouseBot.Link link, long match) {
        this.link = link;
        this.match = match;
    }

    /** Sends {@code NAME match args...}; null if the answer was an error. */
    List<String> send(String name, Object... args) throws InterruptedException {
        if (!live) return null;
        StringBuilder line = new StringBuilder(name).append(' ').append(match);
        for (Object a : args) line.append(' ').append(a);
        List<String> answer = link.send(line.toString());
        if (!answer.isEmpty() && answer.get(0).equals("OK")) return answer;
        errors++;
        String first = answer.isEmpty() ? "" : answer.get(0);
        if (first.startsWith("ERR 913") || first.startsWith("ERR 932") || first.startsWith("ERR 930") || first.startsWith("ERR 102")) live = false;
        return null;
    }

    // ---- reading

    boolean loadAttackers() throws InterruptedException {
        List<String> a = send("GET_ATTACKERS");
        if (a == null) return false;
        attackers.clear();
        for (int i = 2; i < a.size(); i++) attackers.add(new Card(a.get(i)));
        return true;
    }

    boolean loadBoard() throws InterruptedException {
        List<String> a = send("GET_BOARD");
        if (a == null) return false;
        split(a, mine, theirs);
        return true;
    }

    boolean loadHands() throws InterruptedException {
        List<String> a = send("GET_HANDS");
        if (a == null) return false;
        split(a, hand, oppHand);
        return true;
    }

    private static void split(List<String> a, List<Card> first, List<Card> second) {
        String[] counts = a.get(1).split(" ");
        int n = Integer.parseInt(counts[0]);
        first.clear();
        second.clear();
        for (int i = 2; i < a.size(); i++) (i - 2 < n ? first : second).add(new Card(a.get(i)));
    }

    boolean loadAll() throws InterruptedException {
        List<String> h = send("GET_HP");
        if (h == null) return false;
        String[] f = h.get(1).split(" ");
        initHp = Integer.parseInt(f[0]);
        myHp = Integer.parseInt(f[1]);
        oppHp = Integer.parseInt(f[2]);
        List<String> l = send("GET_CARD_LIMITS");
        if (l == null) return false;
        f = l.get(1).split(" ");
        drawsLeft = Integer.parseInt(f[0]);
        burnsLeft = Integer.parseInt(f[1]);
        handLimit = Integer.parseInt(f[2]);
        List<String> m = send("GET_CURRENT_MANA");
        if (m == null) return false;
        mana = Integer.parseInt(m.get(1));
        List<String> d = send("GET_DECK");
        if (d == null) return false;
        deck.clear();
        for (int i = 2; i < d.size(); i++) deck.add(new Card(d.get(i)));
        return loadBoard() && loadHands();
    }

    private boolean failed() throws InterruptedException {
        if (live) loadAll();
        return false;
    }

    // ---- acting (each keeps the picture in step with the engine)

    boolean block(Card attacker, Card blocker) throws InterruptedException {
        if (send("BLOCK", attacker.id, blocker.id) == null) return failed();
        attacker.hp -= blocker.at;
        blocker.hp -= attacker.at;
        attacker.blocked = true;
        blocker.active = false;
        if (attacker.hp <= 0) attackers.remove(attacker);
        if (blocker.hp <= 0) mine.remove(blocker);
        return true;
    }

    /** Ends the blocking phase and reads the whole table. */
    boolean startActions() throws InterruptedException {
        List<String> a = send("FINISH_BLOCK");
        if (a == null && !live) return false;
        return loadAll();
    }

    boolean draw() throws InterruptedException {
        List<String> a = send("DRAW_CARD");
        if (a == null) return failed();
        hand.add(new Card(a.get(1)));
        deck.remove(0);
        drawsLeft--;
        return true;
    }

    boolean burn() throws InterruptedException {
        if (send("BURN_CARD") == null) return failed();
        deck.remove(0);
        burnsLeft--;
        return true;
    }

    boolean discard(Card c) throws InterruptedException {
        if (send("DISCARD_CARD", c.id) == null) return failed();
        hand.remove(c);
        return true;
    }

    boolean tap(Card c) throws InterruptedException {
        if (send("ADD_MANA", c.id) == null) return failed();
        c.active = false;
        mana += c.mana;
        return true;
    }

    boolean attack(Card c) throws InterruptedException {
        if (send("ATTACK", c.id) == null) return failed();
        c.active = false;
        return true;
    }

    /** Plays a card; {@code target} is -1 (creature), -5 (me), -6 (opponent) or a creature on the board. */
    boolean play(Card c, int target) throws InterruptedException {
        if (send("PLAY_CARD", c.id, target) == null) return failed();
        hand.remove(c);
        mana -= c.cost;
        Card t = target > 0 ? onBoard(target) : null;
        switch (c.type) {
            case 'C' -> {
                c.active = false;
                mine.add(c);
            }
            case 'H' -> {
                if (target == VestrockMatch.SELF) myHp = Math.min(initHp, myHp + c.hp);
                else if (target == VestrockMatch.OPPONENT) oppHp = Math.min(initHp, oppHp + c.hp);
                else if (t != null) t.hp = Math.min(t.hpMax, t.hp + c.hp);
            }
            case 'D' -> {
                if (target == VestrockMatch.SELF) myHp = Math.max(0, myHp - c.at);
                else if (target == VestrockMatch.OPPONENT) oppHp = Math.max(0, oppHp - c.at);
                else if (t != null) {
                    t.hp -= c.at;
                    if (t.hp <= 0) {
                        mine.remove(t);
                        theirs.remove(t);
                    }
                }
                if (myHp == 0 || oppHp == 0) live = false;
            }
            case 'T' -> drawsLeft += c.at;
            case 'B' -> {
                if (t != null) {
                    t.at += c.at;
                    t.hp += c.hp;
                    t.hpMax += c.hp;
                }
            }
            case 'I' -> {
                if (t != null) t.active = false;
            }
            default -> {
            }
        }
        return true;
    }

    Card onBoard(int id) {
        for (Card c : mine) if (c.id == id) return c;
        for (Card c : theirs) if (c.id == id) return c;
        return null;
    }

    List<Card> activeMine() {
        List<Card> list = new ArrayList<>();
        for (Card c : mine) if (c.active) list.add(c);
        return list;
    }

    boolean canDraw() {
        return drawsLeft > 0 && !deck.isEmpty() && hand.size() < handLimit;
    }
}
