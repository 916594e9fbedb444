package arena.hosted;

import java.time.Duration;

/** An upload past the team's rate of versions ({@link VersionRate}): nothing is stored; the web answers 429 with the wait. */
public final class TooManyVersions extends RuntimeException {
    private final Duration wait;

    public TooManyVersions(VersionRate rate, Duration wait) {
        super("too many versions: a team may submit " + rate.describe() + ", and yours has; the next version is taken in "
                + inWords(wait) + ". Nothing was stored.", null, false, false);
        this.wait = wait;
    }

    /** How long until the next version is taken. */
    public Duration waitTime() {
        return wait;
    }

    /** A wait as people say it: "40 seconds", "1 minute", "12 minutes", "2 hours" (rounded up, never "0"). */
    static String inWords(Duration d) {
        long s = Math.max(1, (d.toMillis() + 999) / 1000);
        if (s < 60) return s + (s == 1 ? " second" : " seconds");
        long m = (s + 59) / 60;
        if (m < 120) return m + (m == 1 ? " minute" : " minutes");
        long h = (m + 59) / 60;
        return h + " hours";
    }
}
