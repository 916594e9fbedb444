package arena.games.kieszostwory;

import java.util.ArrayList;
import java.util.List;

/**
 * The spectators' full view of a pairing (match and rematch), drawn by {@link KieszBoardHtml}. Immutable: a snapshot of one moment.
 */
public record BoardView(String duelName, int firstSeat, int turn, int countedTurns, int maxTurns, boolean forcedSwitch, boolean finished,
                        List<Side> sides, List<String> results, List<Integer> points, List<LogLine> log) {

    /** One trainer: its creature in the arena (or null), its six slots, its last move. */
    public record Side(int seat, boolean first, Card active, List<Card> team, String lastMove, int healthy, boolean mustSwitch) {}

    /** A creature as the board draws it; {@code empty} for a slot without one. */
    public record Card(int slot, int id, String name, List<String> types, int hp, int hpMax, int attackBonus, int defenseBonus,
                       int poisonDamage, int poisonTurns, boolean invincible, boolean resting, boolean active, boolean empty,
                       List<String> moves) {
        public boolean fainted() {
            return !empty && hp <= 0;
        }

        public int hpPercent() {
            return hpMax <= 0 ? 0 : Math.max(0, Math.min(100, (int) (100L * hp / hpMax)));
        }

        public String hpClass() {
            int p = hpPercent();
            return p > 50 ? "high" : p > 20 ? "mid" : "low";
        }

        public String attackText() {
            return (attackBonus > 0 ? "+" : "") + attackBonus + "%";
        }

        public String defenseText() {
            return (defenseBonus > 0 ? "+" : "") + defenseBonus + "%";
        }
    }

    /** One event, newest first; {@code seat} is -1 for what the game itself says. {@code duel}: 0 match, 1 rematch. */
    public record LogLine(int duel, int turn, int seat, String text) {}

    static BoardView of(KieszMatch m) {
        Dex dex = m.dex();
        List<Side> sides = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            KieszMatch.Side s = m.side(seat);
            List<Card> team = new ArrayList<>();
            Card active = null;
            for (int slot = 0; slot < Team.SLOTS; slot++) {
                Fighter f = s.team[slot];
                Card c = f == null ? new Card(slot + 1, 0, "", List.of(), 0, 0, 0, 0, 0, 0, false, false, false, true, List.of()) : card(dex, f, s.active == slot);
                team.add(c);
                if (f != null && s.active == slot && f.healthy()) active = c;
            }
            sides.add(new Side(seat, m.firstSeat() == seat, active, List.copyOf(team), describe(dex, s), s.healthyCount(), s.mustSwitch()));
        }
        List<String> results = new ArrayList<>();
        for (int d = 0; d < 2; d++) {
            int w = m.winner(d);
            results.add(w == -2 ? "" : w == -1 ? "draw" : "seat" + w);
        }
        boolean forced = !m.finished() && (m.side(0).mustSwitch() || m.side(1).mustSwitch());
        return new BoardView(m.duel() == 0 ? "Match" : "Rematch", m.firstSeat(), m.turn(), m.countedTurns(), m.maxTurns(), forced, m.finished(),
                List.copyOf(sides), List.copyOf(results), List.of(m.points(0), m.points(1)), m.log());
    }

    private static Card card(Dex dex, Fighter f, boolean active) {
        Dex.Creature c = f.creature;
        List<String> types = new ArrayList<>();
        types.add(dex.type(c.type1()).name());
        if (c.type2() != 0) types.add(dex.type(c.type2()).name());
        List<String> moves = new ArrayList<>();
        for (int k = 0; k < 4; k++) moves.add(dex.move(c.moves()[k]).name() + " " + f.pp[k] + "/" + dex.move(c.moves()[k]).pp());
        return new Card(f.slot + 1, c.id(), c.name(), List.copyOf(types), f.hp, c.hp(), f.attackBonus, f.defenseBonus, f.poisonDamage, f.poisonTurns,
                f.invincible, f.resting(), active, false, List.copyOf(moves));
    }

    private static String describe(Dex dex, KieszMatch.Side s) {
        String last = s.lastMove;
        if (last.startsWith("FIGHT ") && s.current() != null) {
            int k = Integer.parseInt(last.substring(6)) - 1;
            return last + " (" + dex.move(s.current().creature.moves()[k]).name() + ")";
        }
        if (last.startsWith("SWITCH ")) {
            int k = Integer.parseInt(last.substring(7)) - 1;
            Fighter f = s.team[k];
            return f == null ? last : last + " (" + f.creature.name() + ")";
        }
        return last;
    }
}
