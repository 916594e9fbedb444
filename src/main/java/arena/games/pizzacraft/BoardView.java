package arena.games.pizzacraft;

import arena.game.LogLine;
import java.util.List;

/**
 * The spectators' full view of a match, drawn by {@link PizzaBoardHtml}: every unit, building
 * and mine, both sides' gold, supplies and upgrades, and each side's sight (from the same computation as the
 * teams' {@link PlayerView}) so the page can show either side's fog of war. Immutable.
 */
public record BoardView(int turn, int turns, int turnsLeft, int current, boolean finished, int radius, List<Tile> tiles,
                        List<Piece> units, List<Piece> buildings, List<Side> sides, List<LogLine> log, List<String> scores,
                        String result, String viewBox, boolean fogged) {

    /**
     * This board as {@code eye} sees it while the match is played (RULINGS 5 and 8: "no command reveals an enemy unit,
     * building or mine amount outside the team's sight"). A seat's eye: its own pieces and figures, enemy pieces in its
     * sight, mine amounts in its sight, its own actions in the log; its sight is the only fog drawn. The public: what
     * neither fog hides, which is a piece both sides see; no mine amount, no side's gold, supplies or upgrades, no
     * side's sight (where a side sees says where its pieces are), only the game's own lines of the log.
     */
    public BoardView seenBy(arena.game.Eye eye) {
        if (eye == arena.game.Eye.ALL) return this;
        int seat = eye.seat();
        List<Tile> seenTiles = tiles.stream().map(t -> {
            boolean sees = seat == 0 ? t.seen0() : seat == 1 ? t.seen1() : true;
            boolean gold = seat >= 0 && sees;
            return new Tile(t.x(), t.y(), t.z(), t.px(), t.py(), t.water(), t.mine(), gold ? t.gold() : 0, t.goldAtStart(), sees, sees, gold);
        }).toList();
        java.util.function.Predicate<Piece> visible = p -> seat == 0 ? p.seen0() : seat == 1 ? p.seen1() : p.seen0() && p.seen1();
        java.util.function.UnaryOperator<Piece> shown = p -> new Piece(p.id(), p.owner(), p.type(), p.name(), p.x(), p.y(), p.z(), p.px(), p.py(),
                p.hp(), p.hpMax(), p.progress(), p.total(), p.busy(), p.stamina(), p.slot(), true, true);
        List<Side> seenSides = sides.stream().map(s -> s.seat() == seat ? s
                : new Side(s.seat(), 0, 0, 0, 0, 0, s.points(), 0, 0, s.toMove(), false)).toList();
        return new BoardView(turn, turns, turnsLeft, current, finished, radius, seenTiles,
                units.stream().filter(visible).map(shown).toList(), buildings.stream().filter(visible).map(shown).toList(), seenSides,
                log.stream().filter(l -> l.seat() < 0 || l.seat() == seat).toList(), scores, result, viewBox, true);
    }

    /**
     * A tile with its centre on the SVG; {@code seen0}/{@code seen1}: in the sight of seat 0 / seat 1; {@code goldKnown}:
     * whether {@code gold}, a mine's amount left, is shown (only in the viewer's sight while the match is played).
     */
    public record Tile(int x, int y, int z, double px, double py, boolean water, int mine, int gold, int goldAtStart,
                       boolean seen0, boolean seen1, boolean goldKnown) {
        public String points() {
            return BoardView.hexPoints(px, py);
        }

        public String coords() {
            return x + " " + y + " " + z;
        }
    }

    /**
     * A unit or a building with its place on the SVG. {@code progress} is training (units) or construction
     * (buildings) time left, {@code busy} a building's training or cool-down; {@code slot} places up to three
     * units on one tile. {@code seen0}/{@code seen1}: whether seat 0 / seat 1 can see it.
     */
    public record Piece(int id, int owner, int type, String name, int x, int y, int z, double px, double py, int hp, int hpMax,
                        int progress, int total, int busy, int stamina, int slot, boolean seen0, boolean seen1) {
        /** The mark drawn on the map: w worker, W warrior, A archer; HQ, B barracks, h house, O outpost, A armory. */
        public String letter() {
            return switch (type) {
                case 1 -> "w";
                case 4 -> "HQ";
                case 6 -> "h";
                default -> name.substring(0, 1);
            };
        }

        public String label() {
            return "#" + id + " " + name + " (" + x + " " + y + " " + z + ") HP " + hp + "/" + hpMax
                    + (progress > 0 ? (type <= 3 ? ", training " : ", building ") + progress + " of " + total : "")
                    + (busy > 0 ? ", busy " + busy : "");
        }

        public double hpShare() {
            return hpMax == 0 ? 0 : Math.max(0, Math.min(1, (double) hp / hpMax));
        }
    }

    /**
     * One side: gold, supplies used of supplies given, upgrade levels, destruction points, counts; {@code known}: whether
     * the figures but the points and the turn are shown (not to the other side's eye while the match is played).
     */
    public record Side(int seat, int gold, int suppliesUsed, int supplies, int attackLevel, int armorLevel, int points,
                       int units, int buildings, boolean toMove, boolean known) {}


    public static final double SIZE = 20;

    public static double px(int x, int z) {
        return SIZE * Math.sqrt(3) * (x + z / 2.0);
    }

    public static double py(int z) {
        return SIZE * 1.5 * z;
    }

    /** A hex's corners by its centre: the same few hundred centres come back every turn of every match (issue 31). */
    private static final java.util.concurrent.ConcurrentHashMap<Centre, String> HEX_POINTS = new java.util.concurrent.ConcurrentHashMap<>();

    private record Centre(double x, double y) {}

    /** The SVG points of the hex around a centre, formatted once per centre (six formatted pairs cost microseconds a hex). */
    static String hexPoints(double cx, double cy) {
        return HEX_POINTS.computeIfAbsent(new Centre(cx, cy), c -> formatHexPoints(c.x(), c.y()));
    }

    private static String formatHexPoints(double cx, double cy) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            double a = Math.toRadians(60 * i - 30);
            if (i > 0) sb.append(' ');
            sb.append(String.format(java.util.Locale.ROOT, "%.1f,%.1f", cx + SIZE * Math.cos(a), cy + SIZE * Math.sin(a)));
        }
        return sb.toString();
    }
}
