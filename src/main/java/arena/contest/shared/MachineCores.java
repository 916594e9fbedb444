package arena.contest.shared;

import java.util.concurrent.Semaphore;

/**
 * The cores of this machine, as turns of bots that run on it (hosted bots) take them (issue 39, RULINGS 9): a turn is
 * handed to such a bot only with a core of its own, as CodinGame gives each bot one, and the core is given back with its
 * answer or at its limit. Twenty matches' draft turns handed at once to programs sharing two cores made every one of
 * them late: a C++ bot that decides a pick in 0.2 ms was "late" after 221 ms (five COG 2021 bots, hosted, 6-14 of 20
 * matches lost on time). A turn waiting for a core has not been handed over: its time does not run. Bots on other
 * machines (a socket, a runner's) never wait here. One per JVM: the machine's cores are one, whatever arenas it runs.
 */
public final class MachineCores {
    /**
     * One core a turn, and one core left to the arena's own work (the engines, the store, the web, the boxes' pipes):
     * with every core handed to a turn, the arena's threads (half a core in a round of twenty hosted LOCM matches) took
     * their share from the turns, and C++ bots that think for 0 ms still answered draft picks after 117-167 ms.
     */
    private static final int COUNT = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    public static final Semaphore TURNS = new Semaphore(COUNT, true);

    private MachineCores() {}

    /** How many cores no turn holds now. */
    public static int available() {
        return TURNS.availablePermits();
    }

    /** How many turns of bots on this machine may run at once. */
    public static int count() {
        return COUNT;
    }
}
