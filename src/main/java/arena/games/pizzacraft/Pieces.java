package arena.games.pizzacraft;

import java.util.Collection;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;

/**
 * A match's units and buildings by id, in increasing id (as the protocol's lists promise), and the questions the rules
 * ask of them: what stands on a tile, what a seat owns, has built, and the supplies it has.
 */
final class Pieces {
    private final Map<Integer, Entity> byId = new TreeMap<>();
    /** RULINGS 7: ids are drawn from the match's seeded RNG, so that they tell nothing of how many pieces a side made. */
    private final IntUnaryOperator ids;

    /** The largest id: six digits (RULINGS 7). */
    static final int MAX_ID = 999_999;

    /** The ids of RULINGS 7: distinct, positive, at most six digits, drawn from a stream seeded with the match's seed. */
    static IntUnaryOperator drawnIds(long seed) {
        Random rng = new Random(seed);
        Set<Integer> used = new HashSet<>();
        return seat -> {
            while (true) {
                int id = 1 + rng.nextInt(MAX_ID);
                if (used.add(id)) return id;
            }
        };
    }

    /** @param ids the next id for a seat's new piece */
    Pieces(IntUnaryOperator ids) {
        this.ids = ids;
    }

    Entity add(int seat, Kind kind, Hex at) {
        int id = ids.applyAsInt(seat);
        Entity e = new Entity(id, seat, kind, at);
        byId.put(id, e);
        return e;
    }

    /** The piece with this id, or null. */
    Entity get(int id) {
        return byId.get(id);
    }

    void remove(int id) {
        byId.remove(id);
    }

    void clear() {
        byId.clear();
    }

    Collection<Entity> all() {
        return byId.values();
    }

    /** The seat's unit with this id, or null. */
    Entity myUnit(int seat, int id) {
        Entity e = byId.get(id);
        return e != null && e.owner == seat && e.unit() ? e : null;
    }

    /** The seat's building with this id, or null. */
    Entity myBuilding(int seat, int id) {
        Entity e = byId.get(id);
        return e != null && e.owner == seat && !e.unit() ? e : null;
    }

    /** The seat's units ({@code units}) or buildings. */
    int count(int seat, boolean units) {
        int n = 0;
        for (Entity e : byId.values()) if (e.owner == seat && e.unit() == units) n++;
        return n;
    }

    Entity buildingOn(Hex h) {
        for (Entity e : byId.values()) if (!e.unit() && e.at.equals(h)) return e;
        return null;
    }

    int unitsOn(Hex h) {
        int n = 0;
        for (Entity e : byId.values()) if (e.unit() && e.at.equals(h)) n++;
        return n;
    }

    boolean enemyUnitOn(Hex h, int seat) {
        for (Entity e : byId.values()) if (e.unit() && e.owner != seat && e.at.equals(h)) return true;
        return false;
    }

    /** Whether the seat has a finished building of this type. */
    boolean hasBuilt(int seat, int type) {
        for (Entity e : byId.values()) if (e.owner == seat && e.kind.type() == type && e.left == 0) return true;
        return false;
    }

    /** Supplies given by the seat's built HQs and houses. */
    int supplies(int seat) {
        int n = 0;
        for (Entity e : byId.values()) if (e.owner == seat && !e.unit() && e.left == 0) n += e.kind.supplyGive();
        return n;
    }

    /** Supplies taken by the seat's units (training ones included). */
    int suppliesUsed(int seat) {
        int n = 0;
        for (Entity e : byId.values()) if (e.owner == seat && e.unit()) n += e.kind.supplyUse();
        return n;
    }
}
