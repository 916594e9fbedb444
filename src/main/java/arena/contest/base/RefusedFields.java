package arena.contest.base;

import java.util.Map;

/**
 * A request refused with the reason for each field at fault (a contest's slug, title, game, each setting by its name),
 * all at once, so that a form shows each beside its field and the API names them all: bad values ({@link #conflict()}
 * false: 400), or values that cannot be taken now ({@link #conflict()} true: 409, e.g. {@link arena.contest.life.SettingsChange}).
 */
public final class RefusedFields extends RuntimeException {
    private final boolean conflict;
    private final Map<String, String> reasons;

    public RefusedFields(boolean conflict, Map<String, String> reasons) {
        super(String.join("; ", reasons.values()), null, false, false);
        this.conflict = conflict;
        this.reasons = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(reasons));
    }

    /** True when the values are good but cannot change now (the contest's state), false when they are bad. */
    public boolean conflict() {
        return conflict;
    }

    /** The reason for each field at fault, by the field's name (a setting's own name for a setting), in the order checked. */
    public Map<String, String> reasons() {
        return reasons;
    }
}
