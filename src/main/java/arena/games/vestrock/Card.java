package arena.games.vestrock;

import java.util.ArrayList;
import java.util.List;

/**
 * One card of a match: the specification's seven fields, where it is, whose it is, and the board's two flags. A
 * match's copy of the round's deck is one of these per card (the deck itself is shared by the round, so it stays
 * {@link CardSpec}s); the match changes it in place as the rules say (a buff, a wound, a tap).
 */
final class Card {
    final int id;
    final CardType type;
    final int cost, mana;
    int at, hp, hpMax;
    Place place = Place.DECK;
    /** The seat that drew it; -1 while it is in the deck (or burned from it). */
    int owner = -1;
    /** On the board: may tap, attack or block. */
    boolean active;
    /** An attacker blocked in the current blocking phase. */
    boolean blocked;

    Card(CardSpec spec) {
        this.id = spec.id();
        this.type = spec.type();
        this.at = spec.at();
        this.hp = spec.hp();
        this.hpMax = spec.hpMax();
        this.cost = spec.cost();
        this.mana = spec.mana();
    }

    boolean in(Place where, int seat) {
        return place == where && owner == seat;
    }

    /** In the opponent's hand or on the opponent's board (903 NotYourCard). */
    boolean theirs(int seat) {
        return owner == 1 - seat && (place == Place.HAND || place == Place.BOARD);
    }

    void dies() {
        place = Place.GONE;
        active = false;
    }

    /** The protocol's line: {@code ID TYPE AT HP HPMAX COST MANA}. */
    String line() {
        return id + " " + type.letter + " " + at + " " + hp + " " + hpMax + " " + cost + " " + mana;
    }

    /** How the log names it: "3/4 creature", or the spell's label ("Damage 2"). */
    String describe() {
        return type == CardType.CREATURE ? at + "/" + hp + " creature" : new BoardView.Card(id, type.letter, at, hp, hpMax, cost, mana, false, false).label();
    }

    BoardView.Card view() {
        return new BoardView.Card(id, type.letter, at, hp, hpMax, cost, mana, active, blocked);
    }

    static List<BoardView.Card> views(List<Card> cards) {
        List<BoardView.Card> views = new ArrayList<>(cards.size());
        for (Card c : cards) views.add(c.view());
        return List.copyOf(views);
    }

    /** An answer's lines: a first line, then a card's line each ({@code withActive}: and the board's active flag, 1 or 0). */
    static List<String> lines(String first, List<Card> cards, boolean withActive) {
        List<String> lines = new ArrayList<>(cards.size() + 1);
        lines.add(first);
        for (Card c : cards) lines.add(withActive ? c.line() + (c.active ? " 1" : " 0") : c.line());
        return lines;
    }
}
