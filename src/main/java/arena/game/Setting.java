package arena.game;

/**
 * One setting of a contest: a whole number, a flag or a decimal number, with its default and range.
 * Settings are data so the API and the rules pages can list them.
 */
public record Setting(String name, Kind kind, Object defaultValue, Number min, Number max, String description) {

    public enum Kind { INT, BOOL, DECIMAL }

    public static Setting integer(String name, long defaultValue, long min, long max, String description) {
        return new Setting(name, Kind.INT, defaultValue, min, max, description);
    }

    public static Setting flag(String name, boolean defaultValue, String description) {
        return new Setting(name, Kind.BOOL, defaultValue, null, null, description);
    }

    public static Setting decimal(String name, double defaultValue, double min, double max, String description) {
        return new Setting(name, Kind.DECIMAL, defaultValue, min, max, description);
    }

    /** Checks a value given in JSON or a form and returns it in the setting's own type. */
    public Object accept(Object value) {
        return switch (kind) {
            case BOOL -> {
                if (value instanceof Boolean b) yield b;
                if (value instanceof String s && (s.equals("true") || s.equals("false"))) yield Boolean.parseBoolean(s);
                throw new IllegalArgumentException("setting " + name + " must be true or false");
            }
            case INT -> {
                long v;
                if (value instanceof Number n && (n instanceof Long || n instanceof Integer || n instanceof Short
                        || n instanceof java.math.BigInteger || n.doubleValue() == Math.rint(n.doubleValue()))) {
                    if (n instanceof java.math.BigInteger big && big.bitLength() > 63) throw outOfRange();
                    v = n.longValue();
                } else if (value instanceof String s && s.trim().matches("-?\\d{1,19}")) {
                    try {
                        v = Long.parseLong(s.trim());
                    } catch (NumberFormatException e) {
                        throw outOfRange();
                    }
                } else {
                    throw new IllegalArgumentException("setting " + name + " must be a whole number");
                }
                if (v < min.longValue() || v > max.longValue()) throw outOfRange();
                yield v;
            }
            case DECIMAL -> {
                double v;
                if (value instanceof Number n) v = n.doubleValue();
                else if (value instanceof String s) {
                    try {
                        v = Double.parseDouble(s.trim());
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("setting " + name + " must be a number");
                    }
                } else throw new IllegalArgumentException("setting " + name + " must be a number");
                if (!(v >= min.doubleValue() && v <= max.doubleValue())) throw outOfRange();
                yield v;
            }
        };
    }

    private IllegalArgumentException outOfRange() {
        return new IllegalArgumentException("setting " + name + " must be between " + min + " and " + max);
    }
}
