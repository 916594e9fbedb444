// A starter bot for Legends of Code and Magic, versions 1.2 (draft) and 1.5 (constructed).
// It is a CodinGame bot: each turn it reads the game on stdin and prints one line of actions on stdout.
// What it prints on stderr goes to your team's private log of the match (on the match's page).
//
// Run it in the arena through the bridge (bridge.jar, from the game's page; Java 17 or newer),
// with your team's password in the environment variable ARENA_PASSWORD:
//   javac Bot.java && java -jar bridge.jar --host HOST --port PORT --login TEAM --contest CONTEST -- java Bot
// The bridge starts one copy of this program per match. On CodinGame, rename the class Player.
// In LOCM 1.5 it finds ARENA_SAVED_DECK=1 in its environment when the match plays the deck saved in the browser.
//
// Where to start changing it: score() says how good a card is (it builds the deck),
// and battle() plays a turn: red items, summons, green and blue items, then attacks.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Bot {
    static final BufferedReader IN = new BufferedReader(new InputStreamReader(System.in));

    /** The transport: one line of the game's input (stdin), or null when the match is over. */
    static String readLine() throws IOException {
        String line = IN.readLine();
        return line == null ? null : line.trim();
    }

    static void send(String answer) {
        System.out.println(answer);
        System.out.flush();
    }

    static void log(String text) {
        System.err.println(text);
        System.err.flush();
    }

    static final int CREATURE = 0, GREEN = 1, RED = 2, BLUE = 3;

    static class Card {
        int number, id, location, type, cost, attack, defense, draw, area, lane;
        String abilities;
        boolean ready; // may attack this turn

        boolean has(char ability) {
            return abilities.indexOf(ability) >= 0;
        }
    }

    static class Turn {
        int health, mana, theirHealth;
        boolean v15;
        List<Card> cards = new ArrayList<>();
    }

    static int[] numbers(String line) {
        String[] t = line.trim().split("\\s+");
        int[] n = new int[t.length];
        for (int i = 0; i < t.length; i++) n[i] = Integer.parseInt(t[i]);
        return n;
    }

    /** One turn's input: the two players, then the cards. Null when the match is over. */
    static Turn readTurn() throws IOException {
        String first = readLine(), second = readLine();
        if (first == null || second == null) return null;
        Turn turn = new Turn();
        int[] me = numbers(first), them = numbers(second);
        turn.health = me[0];
        turn.mana = me[1];
        turn.theirHealth = them[0];
        turn.v15 = me.length == 4; // LOCM 1.2 players also have their next rune
        int opponentActions = numbers(readLine())[1];
        for (int i = 0; i < opponentActions; i++) readLine(); // what the opponent did last turn: not used here
        int count = Integer.parseInt(readLine());
        for (int i = 0; i < count; i++) {
            String[] t = readLine().split("\\s+");
            boolean area = t.length == 13; // LOCM 1.5 card lines carry the area before the lane
            Card c = new Card();
            c.number = Integer.parseInt(t[0]);
            c.id = Integer.parseInt(t[1]);
            c.location = Integer.parseInt(t[2]);
            c.type = Integer.parseInt(t[3]);
            c.cost = Integer.parseInt(t[4]);
            c.attack = Integer.parseInt(t[5]);
            c.defense = Integer.parseInt(t[6]);
            c.abilities = t[7];
            c.draw = Integer.parseInt(t[10]);
            c.area = area ? Integer.parseInt(t[11]) : 0;
            c.lane = Integer.parseInt(t[t.length - 1]);
            turn.cards.add(c);
        }
        return turn;
    }

    /** How good a card is for its cost: attack, defense, abilities (B C D G L W) and extra draws. */
    static double score(Card c) {
        int abilities = c.abilities.replace("-", "").length();
        double value = Math.abs(c.attack) + Math.abs(c.defense) + 1.5 * abilities + 1.5 * c.draw + (c.area > 0 ? 2 : 0);
        value = value / (c.cost + 1);
        return c.type == CREATURE ? value + 0.5 : value * 0.8; // creatures win games
    }

    /** LOCM 1.5: 30 cards from the 120 offered, the best ones twice, few items and few expensive cards. */
    static String buildDeck(List<Card> cards) {
        List<Card> best = new ArrayList<>(cards);
        best.sort(Comparator.comparingDouble(Bot::score).reversed());
        List<String> chosen = new ArrayList<>();
        int items = 0, expensive = 0;
        for (Card c : best) {
            for (int copy = 0; copy < 2; copy++) { // at most 2 copies of a card
                if (chosen.size() == 30 || (c.type != CREATURE && items == 6) || (c.cost >= 6 && expensive == 8)) break;
                chosen.add("CHOOSE " + c.number);
                if (c.type != CREATURE) items++;
                if (c.cost >= 6) expensive++;
            }
        }
        return String.join(";", chosen);
    }

    /** Damage to a creature as the rules deal it: Ward takes the first hit. Returns true if it dies. */
    static boolean hurt(Card c, int damage, boolean lethal) {
        if (damage <= 0) return false;
        if (c.has('W')) {
            c.abilities = c.abilities.replace('W', '-');
            return false;
        }
        c.defense -= damage;
        return c.defense <= 0 || lethal;
    }

    static List<Card> at(List<Card> cards, int location) {
        List<Card> out = new ArrayList<>();
        for (Card c : cards) if (c.location == location) out.add(c);
        return out;
    }

    static int inLane(List<Card> cards, int lane) {
        int n = 0;
        for (Card c : cards) if (c.lane == lane) n++;
        return n;
    }

    /** One battle turn: the list of actions, in order. */
    static List<String> battle(Turn turn) {
        int mana = turn.mana;
        List<String> actions = new ArrayList<>();
        List<Card> hand = at(turn.cards, 0), mine = at(turn.cards, 1), theirs = at(turn.cards, -1);
        for (Card c : mine) c.ready = true; // creatures on the board at the start of the turn may attack

        // 1. red items on the most dangerous enemy creature (guards first, they block our attacks)
        for (Card item : hand) {
            if (item.type != RED || item.cost > mana || theirs.isEmpty()) continue;
            Card target = theirs.get(0);
            for (Card e : theirs) {
                if (e.has('G') != target.has('G') ? e.has('G') : e.attack + e.defense > target.attack + target.defense) target = e;
            }
            actions.add("USE " + item.id + " " + target.id);
            mana -= item.cost;
            for (Card e : new ArrayList<>(theirs)) {
                if (e != target && item.area == 0 || item.area == 1 && e.lane != target.lane) continue;
                for (char a : item.abilities.toCharArray()) if (a != '-') e.abilities = e.abilities.replace(a, '-');
                e.attack = Math.max(0, e.attack + item.attack);
                if (hurt(e, -item.defense, false)) theirs.remove(e);
            }
        }

        // 2. summon creatures, the most expensive we can pay first, in the emptier lane
        List<Card> creatures = new ArrayList<>();
        for (Card c : hand) if (c.type == CREATURE) creatures.add(c);
        creatures.sort(Comparator.comparingInt((Card c) -> -c.cost));
        for (Card c : creatures) {
            int lane = inLane(mine, 0) <= inLane(mine, 1) ? 0 : 1;
            if (c.cost > mana || inLane(mine, lane) == 3) continue;
            actions.add("SUMMON " + c.id + " " + lane);
            mana -= c.cost;
            c.lane = lane;
            c.ready = c.has('C'); // Charge: it may attack at once
            mine.add(c);
            if (c.area > 0) { // LOCM 1.5 Area: a copy in this lane (1) or the other one (2), if there is room
                Card copy = new Card();
                copy.id = -1;
                copy.abilities = c.abilities;
                copy.lane = c.area == 1 ? lane : 1 - lane;
                if (inLane(mine, copy.lane) < 3) mine.add(copy);
            }
        }

        // 3. green items on our strongest creature, blue items straight at the opponent
        for (Card item : hand) {
            if (item.type == CREATURE || item.type == RED || item.cost > mana) continue;
            if (item.type == BLUE) {
                actions.add("USE " + item.id + " -1");
            } else {
                Card best = null;
                for (Card m : mine) if (m.id >= 0 && (best == null || m.attack + m.defense > best.attack + best.defense)) best = m;
                if (best == null) continue;
                actions.add("USE " + item.id + " " + best.id);
                best.attack += item.attack;
                best.defense += item.defense;
                best.abilities += item.abilities;
                best.ready = best.ready || item.has('C');
            }
            mana -= item.cost;
        }

        // 4. attacks, strongest first: a guard in the lane must go first; else a creature we kill
        //    without dying, else the opponent's face
        mine.sort(Comparator.comparingInt((Card c) -> -c.attack));
        for (Card c : mine) {
            if (!c.ready || c.attack == 0) continue;
            Card guard = null, good = null;
            for (Card e : theirs) {
                if (e.lane != c.lane) continue;
                if (e.has('G') && (guard == null || e.defense < guard.defense)) guard = e;
                boolean kills = c.attack >= e.defense || c.has('L'), survives = e.attack < c.defense;
                if (kills && survives && !e.has('W') && !e.has('L') && (good == null || e.attack > good.attack)) good = e;
            }
            Card target = guard != null ? guard : good;
            if (target == null) {
                actions.add("ATTACK " + c.id + " -1");
            } else {
                actions.add("ATTACK " + c.id + " " + target.id);
                if (hurt(target, c.attack, c.has('L'))) theirs.remove(target);
            }
        }
        return actions;
    }

    public static void main(String[] args) throws IOException {
        int turns = 0;
        while (true) {
            Turn turn;
            try {
                turn = readTurn();
            } catch (RuntimeException e) { // odd input: say so, and play on
                log("could not read the turn (" + e + "): PASS");
                send("PASS");
                continue;
            }
            if (turn == null) {
                log("the match is over after " + turns + " turns");
                return;
            }
            turns++;
            if (turns == 1) log("a new match of LOCM " + (turn.v15 ? "1.5" : "1.2") + " begins");
            if (turn.mana == 0 && turn.cards.size() == 3) { // 1.2 draft: pick the best of three
                int best = 0;
                for (int i = 1; i < 3; i++) if (score(turn.cards.get(i)) > score(turn.cards.get(best))) best = i;
                send("PICK " + best);
            } else if (turn.mana == 0) { // 1.5 constructed: the deck saved in the browser, or 30 cards of our own
                if ("1".equals(System.getenv("ARENA_SAVED_DECK"))) { // set by the bridge or the arena: a bare PASS plays it
                    log("playing the deck saved in the browser");
                    send("PASS");
                } else {
                    log("no deck saved for this match: choosing 30 cards");
                    send(buildDeck(turn.cards));
                }
            } else {
                List<String> actions = battle(turn);
                log("health " + turn.health + " against " + turn.theirHealth + ", mana " + turn.mana + ": " + actions.size() + " actions");
                send(actions.isEmpty() ? "PASS" : String.join(";", actions));
            }
        }
    }
}
