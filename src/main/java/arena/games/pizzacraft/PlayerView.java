package arena.games.pizzacraft;

import java.util.List;
import java.util.Set;

/**
 * What one team may know of a match (RULINGS section 5: strict fog of war), computed by the engine. The
 * protocol's answers about the board come only from here: enemy units and buildings and mine amounts appear
 * only on tiles in {@link #sight()}; enemy upgrade levels are -1 unless an enemy unit is in sight.
 */
public record PlayerView(int seat, Set<Hex> sight, List<Unit> myUnits, List<Unit> enemyUnits, List<Building> myBuildings,
                         List<Building> enemyBuildings, List<MineLeft> mines, List<Integer> upgrades) {

    /** A unit: {@code train} is the training time left, {@code stamina} what it can still spend this turn. */
    public record Unit(int id, int owner, Hex at, int type, int train, int hp, int stamina) {
        public String myLine() {
            return id + " " + at.text() + " " + type + " " + train + " " + hp + " " + stamina;
        }

        public String enemyLine() {
            return id + " " + at.text() + " " + type + " " + train + " " + hp;
        }
    }

    /** A building: {@code busy} is training or cool-down time left, {@code construction} the building time left. */
    public record Building(int id, int owner, Hex at, int type, int hp, int busy, int construction) {
        public String line() {
            return id + " " + at.text() + " " + type + " " + hp + " " + busy + " " + construction;
        }
    }

    /** A mine in sight and the gold left in it. */
    public record MineLeft(int id, Hex at, int gold) {
        public String line() {
            return id + " " + gold;
        }
    }
}
