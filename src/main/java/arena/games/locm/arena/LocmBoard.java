package arena.games.locm.arena;

import java.util.List;

/**
 * The spectators' full view of a LOCM match at one moment, handed to the board template as {@code board}.
 *
 * @param phase      {@code draft}, {@code constructed}, {@code battle} or {@code over}
 * @param turn       the battle turn, counting both players' turns from 1 (0 before the battle)
 * @param pick       1.2: the draft pick being made, 1 to 30 (0 outside the draft)
 * @param choices    1.2: the three cards of the current pick
 * @param log        the last things done, newest first
 */
public record LocmBoard(String variant, String phase, int turn, int pick, boolean finished, int winner, String result,
                        List<Side> sides, List<CardView> choices, List<LogLine> log, List<String> scores) {

    public boolean runes() {
        return variant.equals("1.2");
    }

    /** One player. {@code lanes} holds the creatures of lane 0 and lane 1. */
    public record Side(int seat, boolean toMove, int health, int mana, int maxMana, int deck, int rune, int handSize,
                       List<CardView> hand, List<List<CardView>> lanes, int chosen, boolean answered) {}

    /** A card as people read it; on the board, {@code canAttack} says whether the creature may still attack this turn. */
    public record CardView(int id, int baseId, String type, int cost, int attack, int defense, String keywords,
                           int myHealth, int oppHealth, int draw, String area, boolean canAttack) {
        public boolean creature() {
            return type.equals("creature");
        }

        public boolean ward() {
            return keywords.indexOf('W') >= 0;
        }

        /** The abilities as letters without the dashes, e.g. {@code GW}. */
        public String abilities() {
            return keywords.replace("-", "");
        }

        /** Health changes and draws of the card, e.g. {@code +2 you, -1 them, draw 1}. */
        public String effects() {
            StringBuilder sb = new StringBuilder();
            if (myHealth != 0) sb.append(myHealth > 0 ? "+" : "").append(myHealth).append(" you");
            if (oppHealth != 0) sb.append(sb.isEmpty() ? "" : ", ").append(oppHealth > 0 ? "+" : "").append(oppHealth).append(" them");
            if (draw != 0) sb.append(sb.isEmpty() ? "" : ", ").append("draw ").append(draw);
            return sb.toString();
        }

        public String title() {
            return "#" + id + " card " + baseId + " · " + type + " · cost " + cost + " · " + attack + "/" + defense + " " + keywords
                    + (effects().isEmpty() ? "" : " · " + effects()) + (area.equals("target") ? "" : " · area " + area);
        }
    }

    /** One thing done: {@code seat} -1 for what the game itself did. */
    public record LogLine(int seat, String text) {}
}
