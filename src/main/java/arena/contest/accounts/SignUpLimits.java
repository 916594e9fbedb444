package arena.contest.accounts;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * How many teams may sign up in an hour, by what they come with (issues 27 and 38). Without a join code: at most
 * {@link LoginThrottle#SIGNUPS_PER_HOUR} per address, as before. With a contest's join code, the instructor has vouched
 * for whoever holds it, and a lab of 100 students behind one address signs up together: no limit per address, but at
 * most {@link LoginThrottle#SIGNUPS_PER_CODE_PER_HOUR} per code and {@link LoginThrottle#SIGNUPS_WITH_CODES_PER_HOUR}
 * with any code, so a leaked code costs at most that many bcrypt hashes and teams an hour. A join code that is not valid
 * counts as a sign-up of its address, so codes cannot be guessed faster than the address may sign up.
 *
 * <p>Sign-ups are rare (a class a term): one lock over all the windows is plenty.
 */
final class SignUpLimits {
    private static final long HOUR_MILLIS = 3_600_000;
    /** Keys kept at most: past it, those with nothing in the last hour are dropped. */
    private static final int MAX_KEYS = 100_000;
    private static final String ALL_CODES = "";

    /** Why a sign-up must wait: the words for what is limited ("from your address" ...) and how long. */
    record Limited(String by, long waitMillis) {}

    private final Map<String, ArrayDeque<Long>> byAddress = new HashMap<>();
    private final Map<String, ArrayDeque<Long>> byCode = new HashMap<>();

    /** Takes a sign-up of this address now; null when taken, else why not. */
    synchronized Limited fromAddress(String address, long now) {
        ArrayDeque<Long> times = window(byAddress, address, now);
        if (times.size() >= LoginThrottle.SIGNUPS_PER_HOUR) return new Limited("from your address", times.peekFirst() + HOUR_MILLIS - now);
        times.addLast(now);
        return null;
    }

    /** Takes a sign-up with this join code now (the code and all codes together); null when taken, else why not. */
    synchronized Limited withCode(String code, long now) {
        ArrayDeque<Long> mine = window(byCode, code, now), all = window(byCode, ALL_CODES, now);
        if (mine.size() >= LoginThrottle.SIGNUPS_PER_CODE_PER_HOUR) return new Limited("with this join code", mine.peekFirst() + HOUR_MILLIS - now);
        if (all.size() >= LoginThrottle.SIGNUPS_WITH_CODES_PER_HOUR) return new Limited("with join codes on this arena", all.peekFirst() + HOUR_MILLIS - now);
        mine.addLast(now);
        all.addLast(now);
        return null;
    }

    /** The key's times within the last hour, oldest first. */
    private static ArrayDeque<Long> window(Map<String, ArrayDeque<Long>> windows, String key, long now) {
        if (windows.size() >= MAX_KEYS) windows.values().removeIf(times -> times.isEmpty() || now - times.peekLast() >= HOUR_MILLIS);
        ArrayDeque<Long> times = windows.computeIfAbsent(key, k -> new ArrayDeque<>());
        while (!times.isEmpty() && now - times.peekFirst() >= HOUR_MILLIS) times.removeFirst();
        return times;
    }
}
