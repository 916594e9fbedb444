package arena.botport;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Connections that have not logged in yet, counted per remote address (issue 27: 300 silent connections from one address
 * stayed open for the idle limit each, in a file limit shared with HTTP and the database). At most {@link #perAddress}
 * at once; a connection past it is told so and closed, and each has {@link BotSession#GREETING_MILLIS} for its team's
 * name and password. A bot logs in within milliseconds, so a handful is plenty even for a classroom behind one address.
 */
final class PreLogins {
    static final int PER_ADDRESS = 8;
    private final int perAddress;
    private final ConcurrentHashMap<String, Integer> waiting = new ConcurrentHashMap<>();

    PreLogins(int perAddress) {
        this.perAddress = perAddress;
    }

    /** Takes a place for a connection from this address; false (and nothing taken) when the address holds all of them. */
    boolean enter(String address) {
        boolean[] taken = {false};
        waiting.compute(address, (a, n) -> {
            int now = n == null ? 0 : n;
            if (now >= perAddress) return n;
            taken[0] = true;
            return now + 1;
        });
        return taken[0];
    }

    /** Gives back a place taken by {@link #enter}. */
    void leave(String address) {
        waiting.computeIfPresent(address, (a, n) -> n <= 1 ? null : n - 1);
    }
}
