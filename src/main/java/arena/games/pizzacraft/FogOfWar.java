package arena.games.pizzacraft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a team may know of a match (RULINGS 5, 8: the fog of war is strict): the tiles its pieces see, the enemy pieces
 * and mine amounts on them, and the enemy's upgrades only once one of its units is in sight.
 */
final class FogOfWar {

    private FogOfWar() {
    }

    /** The tiles a seat sees: within the sight range of any of its units or buildings (training and unfinished ones too). */
    static Set<Hex> sight(GameMap map, Pieces pieces, int seat) {
        boolean[] seen = new boolean[map.tiles().size()];
        for (Entity e : pieces.all()) {
            if (e.owner != seat) continue;
            for (Hex h : map.disk(e.at, e.kind.sight())) seen[map.indexOf(h)] = true;
        }
        Set<Hex> set = new LinkedHashSet<>();
        for (int i = 0; i < seen.length; i++) if (seen[i]) set.add(map.tiles().get(i));
        return set;
    }

    /** What the team in {@code seat} may know now, given the gold left in each mine and both seats' upgrade levels. */
    static PlayerView view(GameMap map, Pieces pieces, int[] mineGold, int[][] upgrades, int seat) {
        Set<Hex> sight = Collections.unmodifiableSet(sight(map, pieces, seat));
        List<PlayerView.Unit> myUnits = new ArrayList<>(), enemyUnits = new ArrayList<>();
        List<PlayerView.Building> myBuildings = new ArrayList<>(), enemyBuildings = new ArrayList<>();
        for (Entity e : pieces.all()) {
            boolean mine = e.owner == seat;
            if (!mine && !sight.contains(e.at)) continue;
            if (e.unit()) {
                var u = new PlayerView.Unit(e.id, e.owner, e.at, e.kind.type(), e.left, e.hp, e.stamina);
                (mine ? myUnits : enemyUnits).add(u);
            } else {
                var b = new PlayerView.Building(e.id, e.owner, e.at, e.kind.type(), e.hp, e.busy, e.left);
                (mine ? myBuildings : enemyBuildings).add(b);
            }
        }
        List<PlayerView.MineLeft> mines = new ArrayList<>();
        for (GameMap.Mine m : map.mines()) if (sight.contains(m.at())) mines.add(new PlayerView.MineLeft(m.id(), m.at(), mineGold[m.id()]));
        boolean enemyUnitSeen = !enemyUnits.isEmpty();
        List<Integer> up = List.of(upgrades[seat][0], upgrades[seat][1],
                enemyUnitSeen ? upgrades[1 - seat][0] : -1, enemyUnitSeen ? upgrades[1 - seat][1] : -1);
        return new PlayerView(seat, sight, List.copyOf(myUnits), List.copyOf(enemyUnits), List.copyOf(myBuildings),
                List.copyOf(enemyBuildings), List.copyOf(mines), up);
    }
}
