package arena.games.pizzacraft;

/** A unit or a building of a match. {@code left}: training time left (units) or construction time left (buildings). */
final class Entity {
    /** The turn of a last combat that never was. */
    static final int NEVER = -1_000_000;

    final int id, owner;
    final Kind kind;
    Hex at;
    int hp, left, busy, stamina;
    int lastCombat = NEVER;

    Entity(int id, int owner, Kind kind, Hex at) {
        this.id = id;
        this.owner = owner;
        this.kind = kind;
        this.at = at;
        this.hp = kind.hp();
        this.stamina = kind.stamina();
    }

    boolean unit() {
        return kind.unit();
    }
}
