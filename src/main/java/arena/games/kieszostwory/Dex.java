package arena.games.kieszostwory;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The game's data: types with their multiplier table, moves and creatures (RULINGS section 4). The default
 * is the classpath resource {@code kieszostwory/data.json}; an instructor may hand in another file of the
 * same shape, which {@link #parse} validates with messages that name the entry and the field at fault.
 * Immutable; ids are 1..N in file order.
 */
public final class Dex {
    public static final String RESOURCE = "/kieszostwory/data.json";
    public static final int MIN_BONUS = -50, MAX_BONUS = 100;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static volatile Dex standard;

    /** A type: id, English name, the original Polish name. */
    public record Type(int id, String name, String polish) {}

    /** A move; bonus changes are in percent points, {@code poisonDamage} per turn before the type multiplier. */
    public record Move(int id, String name, String english, int type, int pp, int damage, int selfDamage, int oppAttack, int oppDefense,
                       int ownAttack, int ownDefense, int poisonDamage, int poisonTurns, boolean invincible, boolean rest) {
        /** The protocol's line: type PP damage selfDamage oppAtk oppDef ownAtk ownDef poisonDamage poisonTurns invincible rest. */
        public String line() {
            return type + " " + pp + " " + damage + " " + selfDamage + " " + oppAttack + " " + oppDefense + " " + ownAttack + " " + ownDefense
                    + " " + poisonDamage + " " + poisonTurns + " " + (invincible ? 1 : 0) + " " + (rest ? 1 : 0);
        }

        public boolean poisons() {
            return poisonDamage > 0 && poisonTurns > 0;
        }

        public boolean changesBonuses() {
            return oppAttack != 0 || oppDefense != 0 || ownAttack != 0 || ownDefense != 0;
        }
    }

    /** A creature; {@code type2} is 0 for none. */
    public record Creature(int id, String name, int price, int type1, int type2, int hp, int attack, int defense, int speed, int[] moves) {
        /** The protocol's line: price type1 type2 HP attack defense speed m1 m2 m3 m4. */
        public String line() {
            return price + " " + type1 + " " + type2 + " " + hp + " " + attack + " " + defense + " " + speed + " " + moves[0] + " " + moves[1]
                    + " " + moves[2] + " " + moves[3];
        }

        public boolean hasType(int type) {
            return type1 == type || type2 == type;
        }

        /** A rough strength: HP/10 + attack + defense + speed (the default data's prices follow it). */
        public int power() {
            return hp / 10 + attack + defense + speed;
        }
    }

    private final List<Type> types;
    /** Twice each multiplier: 0, 1, 2 or 4 for 0, 0.5, 1, 2; [attacking type - 1][defending type - 1]. */
    private final int[][] twice;
    private final List<Move> moves;
    private final List<Creature> creatures;

    private Dex(List<Type> types, int[][] twice, List<Move> moves, List<Creature> creatures) {
        this.types = List.copyOf(types);
        this.twice = twice;
        this.moves = List.copyOf(moves);
        this.creatures = List.copyOf(creatures);
    }

    /** The data shipped with the game. */
    public static Dex standard() {
        Dex d = standard;
        if (d == null) {
            try (InputStream in = Dex.class.getResourceAsStream(RESOURCE)) {
                if (in == null) throw new IllegalStateException("the game data " + RESOURCE + " is missing from this build");
                d = parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            standard = d;
        }
        return d;
    }

    public List<Type> types() {
        return types;
    }

    public List<Move> moves() {
        return moves;
    }

    public List<Creature> creatures() {
        return creatures;
    }

    public Type type(int id) {
        return types.get(id - 1);
    }

    public Move move(int id) {
        return moves.get(id - 1);
    }

    public Creature creature(int id) {
        return creatures.get(id - 1);
    }

    public boolean isCreature(int id) {
        return id >= 1 && id <= creatures.size();
    }

    /** Twice the multiplier of an attack of type {@code attacking} on a creature of type {@code defending} (0 for no type: 2). */
    public int twice(int attacking, int defending) {
        return defending == 0 ? 2 : twice[attacking - 1][defending - 1];
    }

    /** The multiplier as the protocol prints it: 0, 0.5, 1 or 2. */
    public static String multiplierText(int twice) {
        return switch (twice) {
            case 0 -> "0";
            case 1 -> "0.5";
            case 2 -> "1";
            default -> "2";
        };
    }

    // ---- loading and validation

    /** Reads and checks a data file; a problem throws {@link IllegalArgumentException} saying where and what. */
    public static Dex parse(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the data file is not valid JSON: " + e.getOriginalMessage()
                    + (e.getLocation() != null ? " (line " + e.getLocation().getLineNr() + ")" : ""));
        }
        if (root == null || !root.isObject()) throw new IllegalArgumentException("the data file must be a JSON object with types, multipliers, moves and creatures");
        List<Type> types = new ArrayList<>();
        JsonNode typesNode = array(root, "types", "");
        for (int i = 0; i < typesNode.size(); i++) {
            JsonNode t = typesNode.get(i);
            String where = "types[" + (i + 1) + "]";
            expectId(t, i + 1, where);
            types.add(new Type(i + 1, text(t, "name", where), optionalText(t, "polish", where)));
        }
        int n = types.size();
        if (n == 0) throw new IllegalArgumentException("types: there must be at least one type");
        JsonNode rows = array(root, "multipliers", "");
        if (rows.size() != n) throw new IllegalArgumentException("multipliers: " + rows.size() + " rows for " + n + " types (one row per attacking type)");
        int[][] twice = new int[n][n];
        for (int a = 0; a < n; a++) {
            JsonNode row = rows.get(a);
            if (!row.isArray() || row.size() != n) {
                throw new IllegalArgumentException("multipliers row " + (a + 1) + ": must be a list of " + n + " numbers (one per defending type)");
            }
            for (int d = 0; d < n; d++) {
                JsonNode v = row.get(d);
                double x = v.isNumber() ? v.asDouble() : -1;
                int t2 = x == 0 ? 0 : x == 0.5 ? 1 : x == 1 ? 2 : x == 2 ? 4 : -1;
                if (t2 < 0) throw new IllegalArgumentException("multipliers row " + (a + 1) + " column " + (d + 1) + ": " + v + " is not 0, 0.5, 1 or 2");
                twice[a][d] = t2;
            }
        }
        List<Move> moves = new ArrayList<>();
        JsonNode movesNode = array(root, "moves", "");
        if (movesNode.isEmpty()) throw new IllegalArgumentException("moves: there must be at least one move");
        for (int i = 0; i < movesNode.size(); i++) {
            JsonNode m = movesNode.get(i);
            String where = "moves[" + (i + 1) + "]";
            expectId(m, i + 1, where);
            Set<String> known = Set.of("id", "name", "english", "type", "pp", "damage", "selfDamage", "oppAttack", "oppDefense", "ownAttack",
                    "ownDefense", "poisonDamage", "poisonTurns", "invincible", "rest");
            unknownFields(m, known, where);
            String name = text(m, "name", where);
            moves.add(new Move(i + 1, name, optionalText(m, "english", where), number(m, "type", 1, n, where), number(m, "pp", 1, 1000, where),
                    number(m, "damage", 0, 10_000, where), number(m, "selfDamage", 0, 10_000, where),
                    number(m, "oppAttack", -150, 150, where), number(m, "oppDefense", -150, 150, where),
                    number(m, "ownAttack", -150, 150, where), number(m, "ownDefense", -150, 150, where),
                    number(m, "poisonDamage", 0, 10_000, where), number(m, "poisonTurns", 0, 1000, where),
                    number(m, "invincible", 0, 1, where) == 1, number(m, "rest", 0, 1, where) == 1));
        }
        List<Creature> creatures = new ArrayList<>();
        JsonNode creaturesNode = array(root, "creatures", "");
        if (creaturesNode.isEmpty()) throw new IllegalArgumentException("creatures: there must be at least one creature");
        Set<String> names = new HashSet<>();
        for (int i = 0; i < creaturesNode.size(); i++) {
            JsonNode c = creaturesNode.get(i);
            String where = "creatures[" + (i + 1) + "]";
            expectId(c, i + 1, where);
            unknownFields(c, Set.of("id", "name", "price", "type1", "type2", "hp", "attack", "defense", "speed", "moves"), where);
            String name = text(c, "name", where);
            if (!names.add(name)) throw new IllegalArgumentException(where + ": the name " + name + " is used twice (names are unique like ids)");
            int type1 = number(c, "type1", 1, n, where);
            int type2 = number(c, "type2", 0, n, where);
            if (type2 == type1) throw new IllegalArgumentException(where + " (" + name + "): type2 repeats type1; use 0 for no second type");
            JsonNode ms = c.get("moves");
            if (ms == null || !ms.isArray() || ms.size() != 4) throw new IllegalArgumentException(where + " (" + name + "): moves must be a list of four move ids");
            int[] mv = new int[4];
            for (int k = 0; k < 4; k++) {
                JsonNode v = ms.get(k);
                if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < 1 || v.asInt() > moves.size()) {
                    throw new IllegalArgumentException(where + " (" + name + "): move " + v + " is not a move id from 1 to " + moves.size());
                }
                mv[k] = v.asInt();
            }
            creatures.add(new Creature(i + 1, name, number(c, "price", 0, 1_000_000, where), type1, type2, number(c, "hp", 1, 100_000, where),
                    number(c, "attack", 1, 10_000, where), number(c, "defense", 2, 10_000, where), number(c, "speed", 0, 10_000, where), mv));
        }
        return new Dex(types, twice, moves, creatures);
    }

    private static JsonNode array(JsonNode root, String field, String where) {
        JsonNode a = root.get(field);
        if (a == null || !a.isArray()) throw new IllegalArgumentException(where + field + ": missing, or not a list");
        return a;
    }

    private static void expectId(JsonNode node, int expected, String where) {
        if (!node.isObject()) throw new IllegalArgumentException(where + ": must be an object");
        JsonNode id = node.get("id");
        if (id != null && (!id.isIntegralNumber() || id.asInt() != expected)) {
            throw new IllegalArgumentException(where + ": id " + id + " should be " + expected + " (ids are 1..N in file order)");
        }
    }

    private static void unknownFields(JsonNode node, Set<String> known, String where) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!known.contains(f)) throw new IllegalArgumentException(where + ": unknown field " + f + " (known: " + String.join(", ", new java.util.TreeSet<>(known)) + ")");
        }
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank()) throw new IllegalArgumentException(where + ": " + field + " must be a non-empty text");
        return v.asText().strip();
    }

    private static String optionalText(JsonNode node, String field, String where) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) return "";
        if (!v.isTextual()) throw new IllegalArgumentException(where + ": " + field + " must be a text");
        return v.asText().strip();
    }

    private static int number(JsonNode node, String field, int min, int max, String where) {
        JsonNode v = node.get(field);
        String label = where + (node.hasNonNull("name") ? " (" + node.get("name").asText() + ")" : "");
        if (v == null) {
            if (min <= 0 && max >= 0 && !field.equals("type") && !field.equals("type1") && !field.equals("pp") && !field.equals("hp")
                    && !field.equals("attack") && !field.equals("defense") && !field.equals("price") && !field.equals("speed")) {
                return 0; // effect fields may be left out
            }
            throw new IllegalArgumentException(label + ": " + field + " is missing");
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) throw new IllegalArgumentException(label + ": " + field + " must be a whole number, not " + v);
        int x = v.asInt();
        if (x < min || x > max) throw new IllegalArgumentException(label + ": " + field + " is " + x + ", must be from " + min + " to " + max);
        return x;
    }
}
