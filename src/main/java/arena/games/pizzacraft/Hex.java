package arena.games.pizzacraft;

import java.util.ArrayList;
import java.util.List;

/** A tile in cubic coordinates (the specification's appendix B): x + y + z = 0. */
public record Hex(int x, int y, int z) {
    /** The six neighbours, in the specification's order. */
    private static final int[][] DIRECTIONS = {{1, 0, -1}, {-1, 0, 1}, {1, -1, 0}, {-1, 1, 0}, {0, 1, -1}, {0, -1, 1}};
    public static final Hex CENTER = new Hex(0, 0, 0);

    public Hex {
        if (x + y + z != 0) throw new IllegalArgumentException("not a cubic coordinate: " + x + " " + y + " " + z);
    }

    /** max(|dx|, |dy|, |dz|). */
    public int distance(Hex o) {
        return Math.max(Math.abs(x - o.x), Math.max(Math.abs(y - o.y), Math.abs(z - o.z)));
    }

    public int length() {
        return distance(CENTER);
    }

    public List<Hex> neighbors() {
        List<Hex> list = new ArrayList<>(6);
        for (int[] d : DIRECTIONS) list.add(new Hex(x + d[0], y + d[1], z + d[2]));
        return list;
    }

    /** The point-symmetric tile: (x, y, z) -> (-x, -y, -z). */
    public Hex mirror() {
        return new Hex(-x, -y, -z);
    }

    /** "x y z", as the protocol writes it. */
    public String text() {
        return x + " " + y + " " + z;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + "," + z + ")";
    }
}
