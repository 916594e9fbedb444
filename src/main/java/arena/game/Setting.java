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
                long v = whole(value);
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

    private static final java.util.regex.Pattern DIGITS = java.util.regex.Pattern.compile("[+-]?\\d+");
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    /**
     * A whole number as written: digits only. A number with a fraction or an exponent is refused even
     * when its value is whole ({@code 1e300} is a double, and was once stored as 2^63-1 by the cast;
     * {@code 10.0} and {@code 1e3} say the writer thought of a decimal): the instructor is told why.
     * A whole number past 64 bits is out of range, never cut short.
     */
    private long whole(Object value) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof java.math.BigInteger big) {
            if (big.bitLength() > 63) throw outOfRange();
            return big.longValue();
        }
        if (value instanceof Number n) throw notWhole(String.valueOf(n));
        if (value instanceof String s) {
            String t = s.strip();
            if (DIGITS.matcher(t).matches()) {
                try {
                    return Long.parseLong(t);
                } catch (NumberFormatException tooLong) {
                    throw outOfRange();
                }
            }
            if (NUMBER.matcher(t).matches()) throw notWhole(t);
        }
        throw new IllegalArgumentException("setting " + name + " must be a whole number");
    }

    private IllegalArgumentException notWhole(String given) {
        return new IllegalArgumentException("setting " + name + " must be a whole number, written without a fraction or an exponent (not " + given + ")");
    }

    private IllegalArgumentException outOfRange() {
        return new IllegalArgumentException("setting " + name + " must be between " + min + " and " + max);
    }
}
