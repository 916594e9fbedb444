package arena.games.kieszostwory;

/** One creature of a trainer in a duel: its data and what the battle has done to it. */
final class Fighter {
    final Dex.Creature creature;
    final int slot;
    int hp;
    int attackBonus, defenseBonus;
    /** Poison damage per turn, the type multiplier already applied, and the turns it has left. */
    int poisonDamage, poisonTurns;
    final int[] pp = new int[4];
    boolean invincible;
    /** The move slot (0..3) an invincible creature will complete when its next move comes, or -1. */
    int pendingMove = -1;
    /** 2 when it used a rest move this turn, 1 while it rests through the next counted turn, else 0. */
    int rest;
    boolean poisonedThisTurn;

    Fighter(Dex dex, Dex.Creature creature, int slot) {
        this.creature = creature;
        this.slot = slot;
        this.hp = creature.hp();
        for (int k = 0; k < 4; k++) pp[k] = dex.move(creature.moves()[k]).pp();
    }

    boolean healthy() {
        return hp > 0;
    }

    boolean resting() {
        return rest > 0;
    }

    /** Attack with its bonus: floor((100 + bonus) * attack / 100). */
    int attack() {
        return Math.floorDiv((100 + attackBonus) * creature.attack(), 100);
    }

    /** Defense with its bonus, at least 1. */
    int defense() {
        return Math.max(1, Math.floorDiv((100 + defenseBonus) * creature.defense(), 100));
    }

    void faint() {
        hp = 0;
        invincible = false;
        pendingMove = -1;
        rest = 0;
        poisonDamage = 0;
        poisonTurns = 0;
    }

    /** The protocol's line: ID HP attackBonus defenseBonus poisonDamage poisonTurns PP1 PP2 PP3 PP4. */
    String line() {
        return creature.id() + " " + hp + " " + attackBonus + " " + defenseBonus + " " + poisonDamage + " " + poisonTurns + " " + pp[0] + " "
                + pp[1] + " " + pp[2] + " " + pp[3];
    }

    static final String EMPTY_LINE = "0 0 0 0 0 0 0 0 0 0";
}
