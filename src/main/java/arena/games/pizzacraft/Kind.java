package arena.games.pizzacraft;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of the unit and building table, read from {@code /pizzacraft/kinds.tsv}: the engine is generic
 * over it. Types 1..3 are units, 4..8 buildings (the protocol's TYPE numbers).
 */
public record Kind(int type, String name, boolean unit, int price, int time, int sight, int stamina, int hp, int regen,
                   int attack, int range, int armor, int supplyUse, int supplyGive, int points) {
    public static final int WORKER = 1, WARRIOR = 2, ARCHER = 3, HQ = 4, BARRACKS = 5, HOUSE = 6, OUTPOST = 7, ARMORY = 8;

    private static final Kind[] TABLE = load();

    /** The kind of a type number, or null if there is none. */
    public static Kind of(int type) {
        return type >= 0 && type < TABLE.length ? TABLE[type] : null;
    }

    public static List<Kind> all() {
        List<Kind> list = new ArrayList<>();
        for (Kind k : TABLE) if (k != null) list.add(k);
        return list;
    }

    public static List<Kind> units() {
        return all().stream().filter(Kind::unit).toList();
    }

    public static List<Kind> buildings() {
        return all().stream().filter(k -> !k.unit()).toList();
    }

    public boolean fighter() {
        return unit && attack > 0;
    }

    static Kind[] parse(List<String> lines) {
        List<Kind> kinds = new ArrayList<>();
        int max = 0;
        for (String line : lines) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) continue;
            String[] f = t.split("\\s+");
            if (f.length != 15) throw new IllegalArgumentException("a kind needs 15 fields: " + line);
            int[] n = new int[15];
            for (int i = 0; i < 15; i++) if (i != 1) n[i] = Integer.parseInt(f[i]);
            Kind k = new Kind(n[0], f[1], n[2] == 1, n[3], n[4], n[5], n[6], n[7], n[8], n[9], n[10], n[11], n[12], n[13], n[14]);
            kinds.add(k);
            max = Math.max(max, k.type);
        }
        Kind[] table = new Kind[max + 1];
        for (Kind k : kinds) table[k.type] = k;
        return table;
    }

    private static Kind[] load() {
        try (InputStream in = Kind.class.getResourceAsStream("/pizzacraft/kinds.tsv")) {
            if (in == null) throw new IllegalStateException("pizzacraft/kinds.tsv is missing");
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
