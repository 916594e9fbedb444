package arena.botport;

import java.util.HashMap;
import java.util.Map;

/**
 * Connections that have not logged in yet: counted per remote address and in all (issue 27: 300 silent connections from
 * one address stayed open for the idle limit each, in a file limit shared with HTTP and the database). Each has
 * {@link BotSession#GREETING_MILLIS} to send its team's name and password, and keeps its place while its password is
 * checked (the check's queue is bounded too: {@code LoginThrottle}).
 *
 * <p>A lab of 100 students reaches the arena from one address, and their bots start together (issue 38: 20 starters
 * already met the old limit of 8). So an address may hold {@link #PER_ADDRESS} places, enough for a class, and what a
 * hostile client can hold is bounded by the port instead: at most {@link #CEILING} places in all (file descriptors and
 * greeting threads), each for at most the greeting's seconds. Once half the ceiling is taken, an address already
 * holding {@link #CROWDED_SHARE} gets no more, so a few addresses opening silent connections cannot take the rest
 * from everyone else: a lab then still gets its places a few at a time, and its bots get in by trying again.
 */
public final class PreLogins {
    public static final int PER_ADDRESS = 128;
    static final int CEILING = 1024;
    static final int CROWDED_SHARE = 8;

    /** Why a connection got no place, in the words its client reads (after {@code ERR 1 }); a bot tries again on them. */
    enum Refusal {
        ADDRESS_FULL("too many connections from your address are logging in, try again in a second"),
        PORT_FULL("too many connections are logging in, try again in a second");

        final String words;

        Refusal(String words) {
            this.words = words;
        }
    }

    private final int perAddress;
    private final int ceiling;
    private final int crowdedShare;
    private final Map<String, Integer> waiting = new HashMap<>();
    private int total;

    PreLogins(int perAddress, int ceiling, int crowdedShare) {
        this.perAddress = perAddress;
        this.ceiling = ceiling;
        this.crowdedShare = crowdedShare;
    }

    PreLogins() {
        this(PER_ADDRESS, CEILING, CROWDED_SHARE);
    }

    /** Takes a place for a connection from this address: null when taken, else why not (and nothing taken). */
    synchronized Refusal enter(String address) {
        int held = waiting.getOrDefault(address, 0);
        if (held >= perAddress) return Refusal.ADDRESS_FULL;
        if (total >= ceiling) return Refusal.PORT_FULL;
        if (total >= ceiling / 2 && held >= crowdedShare) return Refusal.ADDRESS_FULL;
        waiting.put(address, held + 1);
        total++;
        return null;
    }

    /** Gives back a place taken by {@link #enter}. */
    synchronized void leave(String address) {
        Integer held = waiting.get(address);
        if (held == null) return;
        if (held <= 1) waiting.remove(address);
        else waiting.put(address, held - 1);
        total--;
    }

    /** The places taken now, in all. */
    synchronized int taken() {
        return total;
    }
}
