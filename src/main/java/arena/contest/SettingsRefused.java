package arena.contest;

import java.util.Map;

/**
 * A change of settings refused, with the reason for each setting at fault, so that a form shows each beside its field
 * and the API names them all at once: bad values ({@link #conflict()} false: 400), or settings that cannot change now
 * ({@link #conflict()} true: 409, see {@link SettingsChange}).
 */
public final class SettingsRefused extends RuntimeException {
    private final boolean conflict;
    private final Map<String, String> reasons;

    SettingsRefused(boolean conflict, Map<String, String> reasons) {
        super(String.join("; ", reasons.values()), null, false, false);
        this.conflict = conflict;
        this.reasons = Map.copyOf(reasons);
    }

    /** True when the values are good but cannot change now (the contest's state), false when they are bad. */
    public boolean conflict() {
        return conflict;
    }

    /** The reason for each setting at fault, by the setting's name. */
    public Map<String, String> reasons() {
        return reasons;
    }
}
