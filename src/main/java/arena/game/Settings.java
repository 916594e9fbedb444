package arena.game;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A contest's settings, checked against their {@link Setting}s: every value is present and in range. */
public final class Settings {
    private final Map<String, Object> values;

    private Settings(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /**
     * Builds settings from given values over the defaults. An unknown name or a bad value throws
     * {@link IllegalArgumentException} naming the setting.
     */
    public static Settings of(Collection<Setting> schema, Map<String, ?> given) {
        Map<String, Setting> byName = new LinkedHashMap<>();
        for (Setting s : schema) byName.put(s.name(), s);
        Map<String, Object> values = new LinkedHashMap<>();
        for (Setting s : schema) values.put(s.name(), s.defaultValue());
        for (Map.Entry<String, ?> e : given.entrySet()) {
            Setting s = byName.get(e.getKey());
            if (s == null) throw new IllegalArgumentException("unknown setting " + e.getKey());
            if (e.getValue() == null) throw new IllegalArgumentException("setting " + e.getKey() + " has no value");
            values.put(s.name(), s.accept(e.getValue()));
        }
        return new Settings(values);
    }

    public long getLong(String name) {
        return ((Number) require(name)).longValue();
    }

    public int getInt(String name) {
        return Math.toIntExact(getLong(name));
    }

    public double getDouble(String name) {
        return ((Number) require(name)).doubleValue();
    }

    public boolean getBool(String name) {
        return (Boolean) require(name);
    }

    public Map<String, Object> asMap() {
        return values;
    }

    private Object require(String name) {
        Object v = values.get(name);
        if (v == null) throw new IllegalArgumentException("no setting " + name);
        return v;
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
