package arena.games.locm.arena;

import arena.game.Eye;
import java.util.List;

/**
 * The spectators' full view of a LOCM match at one moment, drawn by {@link LocmBoardHtml}.
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

    /**
     * One thing done: {@code seat} -1 for what the game itself did. {@code othersSee}: the line as anyone but the
     * seat's own team reads it while the match is played (a draft pick is private: the deck is), or null when it is
     * the same.
     */
    public record LogLine(int seat, String text, String othersSee) {
        public LogLine(int seat, String text) {
            this(seat, text, null);
        }

        LogLine seenBy(Eye eye) {
            return othersSee == null || seat < 0 || eye.sees(seat) ? this : new LogLine(seat, othersSee, null);
        }
    }

    /**
     * This board as {@code eye} sees it while the match is played (RULINGS 8): a hand only for its own team ("These
     * cards are hidden until they're played", the counts stay), a draft pick only for the team that made it.
     */
    public LocmBoard seenBy(Eye eye) {
        if (eye == Eye.ALL) return this;
        List<Side> seen = sides.stream().map(s -> eye.sees(s.seat()) ? s
                : new Side(s.seat(), s.toMove(), s.health(), s.mana(), s.maxMana(), s.deck(), s.rune(), s.handSize(), List.of(),
                s.lanes(), s.chosen(), s.answered())).toList();
        return new LocmBoard(variant, phase, turn, pick, finished, winner, result, seen, choices,
                log.stream().map(l -> l.seenBy(eye)).toList(), scores);
    }
}
