package arena.games.pizzacraft;

import arena.game.SpecError;

/** The specification's error codes (appendix A), with its descriptions. 102, 103 and 104 are the arena's. */
public enum Err implements SpecError {
    NOT_YOUR_MATCH(401, "Not your match"),
    NOT_YOUR_TURN(402, "Not your turn"),
    NOT_YOUR_UNIT(501, "Not your unit"),
    ONLY_WORKERS(502, "Only workers can build"),
    /** 502 as MINE answers it: the text names mining too (the rules page's choice). */
    ONLY_WORKERS_MINE(502, "Only workers can build or mine"),
    ONLY_FIGHTERS(503, "Only archers/warriors can fight"),
    NO_STAMINA(504, "Not enough stamina"),
    BAD_UNIT_TYPE(505, "Invalid unit type"),
    BAD_POSITION(506, "Position is out of map or coordinates are invalid"),
    BAD_UPGRADE(507, "Invalid upgrade type"),
    ENEMY_THERE(508, "Enemy unit on given position"),
    TILE_FULL(509, "Too many units on the same tile"),
    MAX_UPGRADE(510, "You've reached max. level of this upgrade"),
    NOT_YOUR_BUILDING(601, "Not your building"),
    ONLY_HQ_WORKERS(602, "Only headquarters can train workers"),
    ONLY_BARRACKS(603, "Only barracks can train archers/warriors"),
    ONLY_ARMORY(604, "Only armory can develop upgrades"),
    BUSY(605, "Building is busy"),
    NEED_ARMORY(606, "You need armory to train archers"),
    TRAINING(701, "Building/unit is still training"),
    NO_TARGET(702, "Target is not enemy unit/building or is out of sight"),
    BUILD_RANGE(802, "Worker can build only in range exactly 1"),
    BAD_BUILDING_TYPE(803, "Invalid building type"),
    OUT_OF_RANGE(804, "Unit/Building is out of range"),
    OBSTACLE(805, "The tile has an obstacle"),
    MOVE_RANGE(806, "Unit can move only in range of 1"),
    NO_MINE(807, "Mine with given ID does not exist"),
    MINE_TOO_FAR(808, "Mine too far from any of your headquarters"),
    SPAWN_TOO_FAR(809, "Spawning point is too far from building"),
    NO_GOLD(901, "Not enough gold"),
    NO_SUPPLIES(902, "Not enough supplies");

    private final Wire wire;

    Err(int code, String text) { wire = new Wire(code, text); }

    @Override public Wire wire() { return wire; }
}
