package arena.hosted;

import java.time.Duration;

/**
 * How many versions a team may submit within a window (issue 38: 500 uploads in 7.5 s were all taken, each a build
 * and a row). Counted in the store, so a restart does not reset it; an upload past it is refused, nothing stored.
 */
public record VersionRate(int perWindow, Duration window) {
    /** 30 an hour: a version every two minutes on average, far more than a team fixing its bot needs. */
    public static final VersionRate DEFAULT = new VersionRate(30, Duration.ofHours(1));

    public VersionRate {
        if (perWindow < 1 || window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("a rate of versions needs a positive count and window: " + perWindow + " per " + window);
        }
    }

    /** "30 versions an hour". */
    public String describe() {
        return perWindow + " versions " + (window.equals(Duration.ofHours(1)) ? "an hour" : "in " + TooManyVersions.inWords(window));
    }
}
