package arena.games.vestrock;

/**
 * A card as the deck deals it, in the specification's seven fields. For spells: damage/heal/take/buff
 * amounts sit in AT and HP as the specification's table says, and MANA is -1.
 */
public record CardSpec(int id, CardType type, int at, int hp, int hpMax, int cost, int mana) {

    public static CardSpec creature(int id, int at, int hp, int hpMax, int cost, int mana) {
        return new CardSpec(id, CardType.CREATURE, at, hp, hpMax, cost, mana);
    }

    public static CardSpec heal(int id, int k, int cost) {
        return new CardSpec(id, CardType.HEAL, 0, k, 0, cost, -1);
    }

    public static CardSpec damage(int id, int k, int cost) {
        return new CardSpec(id, CardType.DAMAGE, k, 0, 0, cost, -1);
    }

    public static CardSpec take(int id, int k, int cost) {
        return new CardSpec(id, CardType.TAKE, k, 0, 0, cost, -1);
    }

    public static CardSpec buff(int id, int a, int b, int cost) {
        return new CardSpec(id, CardType.BUFF, a, b, 0, cost, -1);
    }

    public static CardSpec deactivate(int id, int cost) {
        return new CardSpec(id, CardType.DEACTIVATE, 0, 0, 0, cost, -1);
    }

    /** The protocol's line: {@code ID TYPE AT HP HPMAX COST MANA}. */
    public String line() {
        return id + " " + type.letter + " " + at + " " + hp + " " + hpMax + " " + cost + " " + mana;
    }

    /** Reads a protocol line (extra fields, such as the board's active flag, are ignored). */
    public static CardSpec parse(String line) {
        String[] f = line.trim().split("\\s+");
        return new CardSpec(Integer.parseInt(f[0]), CardType.of(f[1].charAt(0)), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                Integer.parseInt(f[4]), Integer.parseInt(f[5]), Integer.parseInt(f[6]));
    }
}
