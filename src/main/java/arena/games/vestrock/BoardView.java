package arena.games.vestrock;

import arena.game.LogLine;
import java.util.List;

/**
 * The spectators' full view of a match (everything in Vestrock is open information), drawn by
 * {@link VestrockBoardHtml}. Immutable: a snapshot of one moment.
 */
public record BoardView(int turn, int turns, int turnsLeft, int current, boolean blocking, boolean finished, int initHp,
                        List<Side> sides, int deckSize, List<Card> deckTop, List<Card> attackers, List<LogLine> log,
                        List<String> scores, String result) {

    /** One player: seat 0 moves first. {@code mana} is the pool of the player whose turn it is (0 for the other). */
    public record Side(int seat, int hp, int mana, List<Card> hand, List<Card> board, boolean toMove) {}

    /** A card with its current stats; {@code active} and {@code blocked} only mean something on the board. */
    public record Card(int id, char type, int at, int hp, int hpMax, int cost, int mana, boolean active, boolean blocked) {
        public boolean creature() {
            return type == 'C';
        }

        /** How a person reads the card: "3/4 creature", "Damage 2", "Buff +1/+2"... */
        public String label() {
            return switch (type) {
                case 'C' -> at + "/" + hp + (hp < hpMax ? " (max " + hpMax + ")" : "");
                case 'H' -> "Heal " + hp;
                case 'D' -> "Damage " + at;
                case 'T' -> "Take " + at;
                case 'B' -> "Buff +" + at + "/+" + hp;
                case 'I' -> "Deactivate";
                default -> String.valueOf(type);
            };
        }

        /** The protocol's line for the card. */
        public String line() {
            return id + " " + type + " " + at + " " + hp + " " + hpMax + " " + cost + " " + mana;
        }
    }
}
