package arena.games.pizzacraft;

import arena.game.LogLine;
import arena.game.AlternatingMatch;
import arena.game.Answer;
import arena.game.Codes;
import arena.game.Parsed;
import arena.game.SeatNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One Pizzacraft match on the round's map. Pure and deterministic: its only inputs are the map, the settings,
 * the commands and the ends of turns. Seat 0 moves in odd turns, seat 1 in even ones; a turn of the clock is
 * one player's turn. Training, construction and armory cool-down count down at the start of their owner's
 * turn, stamina is replenished then, and regeneration counts at the start of every turn.
 *
 * <p>Commands arrive as the protocol's text without the match id ({@code MOVE 5 0 -1 1}), parsed with
 * {@link PizzaCommand#TABLE}; {@link #whyIllegal} answers the specification's codes in the order the rules page
 * documents, apart from the effect code, which assumes legality. What a team sees comes from {@link #view(int)}
 * ({@link FogOfWar}); the spectators' {@link #board()} shows everything. The units and buildings are {@link Pieces};
 * the turns, the log and the board's cache are {@link AlternatingMatch}'s.
 *
 * <p>One piece although over 450 lines: what is left is the six actions' checks and effects side by side (each check
 * in the specification's order next to the effect that may assume it), over one state (gold, upgrades, points, mines)
 * that every action reads and changes; splitting them would hand that state around instead of keeping it private.
 */
public final class PizzaMatch extends AlternatingMatch<BoardView, LogLine> implements PizzaView {
    public static final int TOTAL = 1000;
    public static final int MINE_GAIN = 5;
    public static final int MAX_STACK = 3;

    private final GameMap map;
    private final PizzaSettings settings;
    /**
     * Turns (of either player, RULINGS 5) without combat before a unit regenerates: a unit whose last combat was in turn
     * T-5 or earlier regains its kind's regeneration at the start of turn T.
     */
    static final int QUIET_TURNS = 4;
    private final Pieces pieces;
    private final int[] gold = new int[2];
    private final int[][] upgrades = new int[2][2];
    private final int[] points = new int[2];
    private final int[] mineGold;
    private int winner = -1;
    private final PlayerView[] views = new PlayerView[2];
    private final int[] viewVersion = {-1, -1};

    /** A match whose ids are drawn from a stream seeded with {@code seed} (the match's seed). */
    public PizzaMatch(GameMap map, PizzaSettings settings, long seed) {
        this(map, settings, seed, SeatNames.NUMBERED);
    }

    /** @param names the teams in seats 0 and 1, named in the summary and the log */
    public PizzaMatch(GameMap map, PizzaSettings settings, long seed, SeatNames names) {
        this(map, settings, Pieces.drawnIds(seed), names);
    }

    /**
     * A match with its own source of ids by seat (rule tests of one mechanic use small ids they can read: the first
     * player's 1, 3, 5..., the second's 2, 4, 6...).
     */
    PizzaMatch(GameMap map, PizzaSettings settings, java.util.function.IntUnaryOperator ids) {
        this(map, settings, ids, SeatNames.NUMBERED);
    }

    PizzaMatch(GameMap map, PizzaSettings settings, java.util.function.IntUnaryOperator ids, SeatNames names) {
        super(settings.turnsPerMatch(), names, LogLine::new);
        this.map = map;
        this.settings = settings;
        this.pieces = new Pieces(ids);
        mineGold = new int[map.mines().size()];
        for (GameMap.Mine m : map.mines()) mineGold[m.id()] = m.gold();
        for (int s = 0; s < 2; s++) {
            gold[s] = settings.startGold();
            pieces.add(s, Kind.of(Kind.HQ), map.hq(s));
            pieces.add(s, Kind.of(Kind.WORKER), map.worker(s));
        }
    }

    // ---- the contract

    @Override
    public Answer apply(int seat, String command) {
        return PizzaCommand.TABLE.answerInMatch(command, call -> whyIllegal(seat, call).map(Err::answer).orElseGet(() -> effect(seat, call)));
    }

    /**
     * Why the team in {@code seat} may not send this command now, in the order the rules page documents (402 for
     * commands that need the turn, then the command's own), or empty if it may.
     */
    public Optional<Err> whyIllegal(int seat, Parsed.Call<PizzaCommand> call) {
        if (call.spec().needsTurn() && !canAct(seat)) return Optional.of(Err.NOT_YOUR_TURN);
        return switch (call.command()) {
            case MOVE -> moveProblem(seat, call.arg(0), call.arg(1), call.arg(2), call.arg(3));
            case MINE -> mineProblem(seat, call.arg(0), call.arg(1));
            case TRAIN -> trainProblem(seat, call.arg(0), call.arg(1), call.arg(2), call.arg(3), call.arg(4));
            case BUILD -> buildProblem(seat, call.arg(0), call.arg(1), call.arg(2), call.arg(3), call.arg(4));
            case ATTACK -> attackProblem(seat, call.arg(0), call.arg(1));
            case UPGRADE -> upgradeProblem(seat, call.arg(0), call.arg(1));
            default -> Optional.empty();
        };
    }

    /** What a command does and answers; {@link #whyIllegal} has found nothing against it. */
    private Answer effect(int seat, Parsed.Call<PizzaCommand> call) {
        return switch (call.command()) {
            case IS_MY_TURN -> Answer.ok(canAct(seat) ? "YES" : "NO");
            case GET_TURNS_LEFT -> Answer.ok(String.valueOf(turnsLeft()));
            case GET_GOLD -> Answer.ok(String.valueOf(gold[seat]));
            case GET_SCORE -> Answer.ok(String.valueOf(Math.round(score(seat))));
            case GET_MAP -> Answer.ok(map.answer());
            case GET_MINES -> counted(view(seat).mines().stream().map(PlayerView.MineLeft::line).toList());
            case GET_MY_UNITS -> counted(view(seat).myUnits().stream().map(PlayerView.Unit::myLine).toList());
            case GET_ENEMY_UNITS -> counted(view(seat).enemyUnits().stream().map(PlayerView.Unit::enemyLine).toList());
            case GET_MY_BUILDINGS -> counted(view(seat).myBuildings().stream().map(PlayerView.Building::line).toList());
            case GET_ENEMY_BUILDINGS -> counted(view(seat).enemyBuildings().stream().map(PlayerView.Building::line).toList());
            case GET_UPGRADES -> {
                List<Integer> u = view(seat).upgrades();
                yield Answer.ok(u.get(0) + " " + u.get(1) + " " + u.get(2) + " " + u.get(3));
            }
            case MOVE -> move(seat, call.arg(0), call.arg(1), call.arg(2), call.arg(3));
            case MINE -> mine(seat, call.arg(0), call.arg(1));
            case TRAIN -> train(seat, call.arg(0), call.arg(1), call.arg(2), call.arg(3), call.arg(4));
            case BUILD -> build(seat, call.arg(0), call.arg(1), call.arg(2), call.arg(3), call.arg(4));
            case ATTACK -> attack(seat, call.arg(0), call.arg(1));
            case UPGRADE -> upgrade(seat, call.arg(0), call.arg(1));
            // The table's parseInMatch refuses them: a team's commands are the protocol's, never a match's.
            case WAIT, GET_MY_MATCHES -> Codes.unknownCommand(call.spec().name());
        };
    }

    /** The new player's training, construction and cool-down count down and its units' stamina comes back; every unit out of combat long enough regenerates. */
    @Override
    protected void turnBegins() {
        int s = current();
        for (Entity e : pieces.all()) {
            if (e.owner == s) {
                if (e.left > 0) e.left--;
                else if (e.busy > 0) e.busy--;
                if (e.unit()) e.stamina = e.kind.stamina();
            }
            if (e.unit() && e.hp < e.kind.hp() && turn() - e.lastCombat > QUIET_TURNS) {
                e.hp = Math.min(e.kind.hp(), e.hp + e.kind.regen());
            }
        }
    }

    @Override
    public String summary() {
        // shown to everyone (home page, contest page): nothing a fog hides, so no gold and no counts (RULINGS 8)
        if (finished()) return outcome() + " · scores " + number(score(0)) + " : " + number(score(1));
        return "points " + points[0] + " : " + points[1] + " · " + progress();
    }

    // ---- state, for the protocol, the tests and the board

    @Override
    public GameMap map() {
        return map;
    }

    public PizzaSettings settings() {
        return settings;
    }

    public int gold(int seat) {
        return gold[seat];
    }

    public int points(int seat) {
        return points[seat];
    }

    public int upgrade(int seat, int type) {
        return upgrades[seat][type];
    }

    /** The seat that destroyed every enemy building, or -1. */
    public int winner() {
        return winner;
    }

    public int mineGold(int mine) {
        return mineGold[mine];
    }

    /** Supplies given by the seat's built HQs and houses. */
    public int supplies(int seat) {
        return pieces.supplies(seat);
    }

    /** Supplies taken by the seat's units (training ones included). */
    public int suppliesUsed(int seat) {
        return pieces.suppliesUsed(seat);
    }

    /** A match score: 1000 to the side that destroyed every enemy building, else 1000 split by destruction points (500 each at 0 : 0). */
    @Override
    public double score(int seat) {
        if (winner >= 0) return seat == winner ? TOTAL : 0;
        int mine = points[seat], theirs = points[1 - seat];
        if (mine + theirs == 0) return TOTAL / 2.0;
        return (double) TOTAL * mine / (mine + theirs);
    }

    static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(java.util.Locale.ROOT, "%.2f", v);
    }

    // ---- the fog of war

    /** The tiles a seat sees: within the sight range of any of its units or buildings (training and unfinished ones too). */
    public Set<Hex> sight(int seat) {
        return FogOfWar.sight(map, pieces, seat);
    }

    /** What the team in {@code seat} may know now. */
    public PlayerView view(int seat) {
        if (viewVersion[seat] == version() && views[seat] != null) return views[seat];
        PlayerView v = FogOfWar.view(map, pieces, mineGold, upgrades, seat);
        views[seat] = v;
        viewVersion[seat] = version();
        return v;
    }

    private static Answer counted(List<String> lines) {
        List<String> all = new ArrayList<>(lines.size() + 1);
        all.add(String.valueOf(lines.size()));
        all.addAll(lines);
        return Answer.ok(all);
    }

    // ---- test set-up (package-private: tests build positions with these)

    /** Puts a finished unit or building of a seat on a tile; returns its id. */
    int place(int seat, int type, Hex at) {
        int id = pieces.add(seat, Kind.of(type), at).id;
        changed();
        return id;
    }

    /** Removes every unit and building (the test then places its own). */
    void clear() {
        pieces.clear();
        changed();
    }

    void remove(int id) {
        pieces.remove(id);
        changed();
    }

    void setGold(int seat, int value) {
        gold[seat] = value;
        changed();
    }

    void setUpgrade(int seat, int type, int level) {
        upgrades[seat][type] = level;
        changed();
    }

    Entity entity(int id) {
        return pieces.get(id);
    }

    void touch() {
        changed();
    }

    // ---- queries of the board

    /** Water, a mine or a building. */
    private boolean obstacle(Hex h) {
        return map.water(h) || map.mineOn(h) != null || pieces.buildingOn(h) != null;
    }

    /** The tile x y z, or null if the coordinates are invalid or off the map. */
    private Hex tile(int x, int y, int z) {
        if (x + y + z != 0) return null;
        Hex h = new Hex(x, y, z);
        return map.contains(h) ? h : null;
    }

    // ---- actions: each one's checks, in the documented order, then its effect

    private Optional<Err> moveProblem(int seat, int id, int x, int y, int z) {
        Entity u = pieces.myUnit(seat, id);
        if (u == null) return Optional.of(Err.NOT_YOUR_UNIT);
        if (u.left > 0) return Optional.of(Err.TRAINING);
        if (u.stamina < 1) return Optional.of(Err.NO_STAMINA);
        Hex to = tile(x, y, z);
        if (to == null) return Optional.of(Err.BAD_POSITION);
        if (u.at.distance(to) != 1) return Optional.of(Err.MOVE_RANGE);
        if (obstacle(to)) return Optional.of(Err.OBSTACLE);
        if (pieces.enemyUnitOn(to, seat)) return Optional.of(Err.ENEMY_THERE);
        if (pieces.unitsOn(to) >= MAX_STACK) return Optional.of(Err.TILE_FULL);
        return Optional.empty();
    }

    private Answer move(int seat, int id, int x, int y, int z) {
        Entity u = pieces.myUnit(seat, id);
        u.at = tile(x, y, z);
        u.stamina--;
        changed();
        return Answer.done();
    }

    private Optional<Err> mineProblem(int seat, int id, int mineId) {
        Entity u = pieces.myUnit(seat, id);
        if (u == null) return Optional.of(Err.NOT_YOUR_UNIT);
        if (u.left > 0) return Optional.of(Err.TRAINING);
        if (u.kind.type() != Kind.WORKER) return Optional.of(Err.ONLY_WORKERS_MINE);
        GameMap.Mine m = map.mine(mineId);
        if (m == null) return Optional.of(Err.NO_MINE);
        if (u.stamina < u.kind.stamina()) return Optional.of(Err.NO_STAMINA);
        if (u.at.distance(m.at()) != 1) return Optional.of(Err.OUT_OF_RANGE);
        boolean hq = false;
        for (Entity e : pieces.all()) {
            hq |= e.owner == seat && e.kind.type() == Kind.HQ && e.left == 0 && e.at.distance(m.at()) <= 2;
        }
        if (!hq) return Optional.of(Err.MINE_TOO_FAR);
        return Optional.empty();
    }

    private Answer mine(int seat, int id, int mineId) {
        Entity u = pieces.myUnit(seat, id);
        int gain = Math.min(MINE_GAIN, mineGold[mineId]);
        mineGold[mineId] -= gain;
        gold[seat] += gain;
        u.stamina = 0;
        changed();
        return Answer.done();
    }

    private Optional<Err> trainProblem(int seat, int id, int type, int x, int y, int z) {
        Entity b = pieces.myBuilding(seat, id);
        if (b == null) return Optional.of(Err.NOT_YOUR_BUILDING);
        Kind k = Kind.of(type);
        if (k == null || !k.unit()) return Optional.of(Err.BAD_UNIT_TYPE);
        if (type == Kind.WORKER && b.kind.type() != Kind.HQ) return Optional.of(Err.ONLY_HQ_WORKERS);
        if (type != Kind.WORKER && b.kind.type() != Kind.BARRACKS) return Optional.of(Err.ONLY_BARRACKS);
        if (b.left > 0) return Optional.of(Err.TRAINING);
        if (b.busy > 0) return Optional.of(Err.BUSY);
        if (type == Kind.ARCHER && !pieces.hasBuilt(seat, Kind.ARMORY)) return Optional.of(Err.NEED_ARMORY);
        Hex to = tile(x, y, z);
        if (to == null) return Optional.of(Err.BAD_POSITION);
        if (b.at.distance(to) != 1) return Optional.of(Err.SPAWN_TOO_FAR);
        if (obstacle(to)) return Optional.of(Err.OBSTACLE);
        if (pieces.enemyUnitOn(to, seat)) return Optional.of(Err.ENEMY_THERE);
        if (pieces.unitsOn(to) >= MAX_STACK) return Optional.of(Err.TILE_FULL);
        if (gold[seat] < k.price()) return Optional.of(Err.NO_GOLD);
        if (suppliesUsed(seat) + k.supplyUse() > supplies(seat)) return Optional.of(Err.NO_SUPPLIES);
        return Optional.empty();
    }

    private Answer train(int seat, int id, int type, int x, int y, int z) {
        Entity b = pieces.myBuilding(seat, id);
        Kind k = Kind.of(type);
        Hex to = tile(x, y, z);
        gold[seat] -= k.price();
        Entity u = pieces.add(seat, k, to);
        u.left = k.time();
        b.busy = k.time();
        note(seat, "trains " + k.name().toLowerCase(Locale.ROOT) + " #" + u.id + " at " + to.text());
        return Answer.done();
    }

    private Optional<Err> buildProblem(int seat, int id, int type, int x, int y, int z) {
        Entity u = pieces.myUnit(seat, id);
        if (u == null) return Optional.of(Err.NOT_YOUR_UNIT);
        if (u.left > 0) return Optional.of(Err.TRAINING);
        if (u.kind.type() != Kind.WORKER) return Optional.of(Err.ONLY_WORKERS);
        Kind k = Kind.of(type);
        if (k == null || k.unit()) return Optional.of(Err.BAD_BUILDING_TYPE);
        if (u.stamina < u.kind.stamina()) return Optional.of(Err.NO_STAMINA);
        Hex to = tile(x, y, z);
        if (to == null) return Optional.of(Err.BAD_POSITION);
        if (u.at.distance(to) != 1) return Optional.of(Err.BUILD_RANGE);
        if (obstacle(to) || pieces.unitsOn(to) > 0) return Optional.of(Err.OBSTACLE);
        if (gold[seat] < k.price()) return Optional.of(Err.NO_GOLD);
        return Optional.empty();
    }

    private Answer build(int seat, int id, int type, int x, int y, int z) {
        Entity u = pieces.myUnit(seat, id);
        Kind k = Kind.of(type);
        Hex to = tile(x, y, z);
        gold[seat] -= k.price();
        Entity b = pieces.add(seat, k, to);
        b.left = k.time();
        u.stamina = 0;
        note(seat, "starts " + k.name().toLowerCase(Locale.ROOT) + " #" + b.id + " at " + to.text());
        return Answer.done();
    }

    private Optional<Err> attackProblem(int seat, int id, int targetId) {
        Entity u = pieces.myUnit(seat, id);
        if (u == null) return Optional.of(Err.NOT_YOUR_UNIT);
        if (u.left > 0) return Optional.of(Err.TRAINING);
        if (!u.kind.fighter()) return Optional.of(Err.ONLY_FIGHTERS);
        if (u.stamina < u.kind.stamina()) return Optional.of(Err.NO_STAMINA);
        Entity t = pieces.get(targetId);
        if (t == null || t.owner == seat || !view(seat).sight().contains(t.at)) return Optional.of(Err.NO_TARGET);
        if (u.at.distance(t.at) > u.kind.range()) return Optional.of(Err.OUT_OF_RANGE);
        return Optional.empty();
    }

    private Answer attack(int seat, int id, int targetId) {
        Entity u = pieces.myUnit(seat, id);
        Entity t = pieces.get(targetId);
        int armor = t.kind.armor() + (t.unit() ? upgrades[t.owner][1] : 0);
        int damage = Math.max(1, u.kind.attack() + upgrades[seat][0] - armor);
        t.hp -= damage;
        u.stamina = 0;
        u.lastCombat = turn();
        if (t.unit()) t.lastCombat = turn();
        String what = t.kind.name().toLowerCase(Locale.ROOT) + " #" + t.id;
        if (t.hp > 0) {
            note(seat, "#" + u.id + " hits " + what + " for " + damage);
        } else {
            pieces.remove(t.id);
            note(seat, "#" + u.id + " destroys " + what);
            if (!t.unit()) {
                points[seat] += t.kind.points();
                if (pieces.count(t.owner, false) == 0) {
                    winner = seat;
                    end();
                    note(-1, outcome());
                }
            }
        }
        changed();
        return Answer.done();
    }

    private Optional<Err> upgradeProblem(int seat, int id, int type) {
        Entity b = pieces.myBuilding(seat, id);
        if (b == null) return Optional.of(Err.NOT_YOUR_BUILDING);
        if (type != 0 && type != 1) return Optional.of(Err.BAD_UPGRADE);
        if (b.kind.type() != Kind.ARMORY) return Optional.of(Err.ONLY_ARMORY);
        if (b.left > 0) return Optional.of(Err.TRAINING);
        if (b.busy > 0) return Optional.of(Err.BUSY);
        int level = upgrades[seat][type];
        if (level >= Upgrades.MAX_LEVEL) return Optional.of(Err.MAX_UPGRADE);
        if (gold[seat] < Upgrades.cost(level)) return Optional.of(Err.NO_GOLD);
        return Optional.empty();
    }

    private Answer upgrade(int seat, int id, int type) {
        Entity b = pieces.myBuilding(seat, id);
        int level = upgrades[seat][type];
        int cost = Upgrades.cost(level);
        gold[seat] -= cost;
        upgrades[seat][type] = level + 1;
        b.busy = Upgrades.cooldown(level);
        note(seat, "develops " + (type == 0 ? "attack" : "armor") + " level " + (level + 1));
        return Answer.done();
    }

    @Override
    protected String outcome() {
        if (winner >= 0) return names.of(winner) + " destroyed every enemy building";
        if (points[0] == points[1]) return "a draw on destruction points";
        return names.of(points[0] > points[1] ? 0 : 1) + " leads on destruction points";
    }

    // ---- the spectators' view

    /** What a side's fog hides stays hidden while the match is played (see {@link BoardView#seenBy}); everything once it is over. */
    @Override
    public BoardView board(arena.game.Eye eye) {
        return finished() ? board() : board().seenBy(eye);
    }

    @Override
    protected BoardView snapshot() {
        boolean over = finished();
        Set<Hex> s0 = sight(0), s1 = sight(1);
        List<BoardView.Tile> tiles = new ArrayList<>();
        double minX = 0, maxX = 0, minY = 0, maxY = 0;
        for (Hex h : map.tiles()) {
            double px = BoardView.px(h.x(), h.z()), py = BoardView.py(h.z());
            minX = Math.min(minX, px);
            maxX = Math.max(maxX, px);
            minY = Math.min(minY, py);
            maxY = Math.max(maxY, py);
            GameMap.Mine m = map.mineOn(h);
            tiles.add(new BoardView.Tile(h.x(), h.y(), h.z(), px, py, map.water(h), m == null ? -1 : m.id(),
                    m == null ? 0 : mineGold[m.id()], m == null ? 0 : m.gold(), s0.contains(h), s1.contains(h), true));
        }
        List<BoardView.Piece> units = new ArrayList<>(), buildings = new ArrayList<>();
        Map<Hex, Integer> slots = new java.util.HashMap<>();
        for (Entity e : pieces.all()) {
            double px = BoardView.px(e.at.x(), e.at.z()), py = BoardView.py(e.at.z());
            int slot = e.unit() ? slots.merge(e.at, 1, Integer::sum) - 1 : 0;
            boolean seen0 = e.owner == 0 || s0.contains(e.at), seen1 = e.owner == 1 || s1.contains(e.at);
            var p = new BoardView.Piece(e.id, e.owner, e.kind.type(), e.kind.name(), e.at.x(), e.at.y(), e.at.z(), px, py, e.hp, e.kind.hp(),
                    e.left, e.kind.time(), e.busy, e.stamina, slot, seen0, seen1);
            (e.unit() ? units : buildings).add(p);
        }
        List<BoardView.Side> sides = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            sides.add(new BoardView.Side(s, gold[s], suppliesUsed(s), supplies(s), upgrades[s][0], upgrades[s][1], points[s],
                    pieces.count(s, true), pieces.count(s, false), !over && s == current(), true));
        }
        List<String> scores = over ? List.of(number(score(0)), number(score(1))) : List.of();
        double pad = BoardView.SIZE + 2;
        String viewBox = String.format(java.util.Locale.ROOT, "%.1f %.1f %.1f %.1f", minX - pad, minY - pad, maxX - minX + 2 * pad, maxY - minY + 2 * pad);
        return new BoardView(turn(), turnLimit(), turnsLeft(), current(), over, map.radius(), List.copyOf(tiles),
                List.copyOf(units), List.copyOf(buildings), List.copyOf(sides), recentLog(), scores, over ? outcome() : "", viewBox, false);
    }
}
