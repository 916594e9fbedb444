package arena.contest.shared;

import arena.contest.base.LockOrder;
import arena.contest.base.Refused;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The connection slots of every team on the bot port, and when its bots last sent a command in each contest.
 *
 * <p>RULINGS 7: the limit holds for every connection, contest selected or not. A connection with no contest selected
 * holds a slot of the team's "none" pool (limit: the largest {@code maxConnections} of the team's contests, so that a
 * bridge logging in all its connections before it sends {@code CONTEST} fits); one with a contest selected holds a
 * slot of that contest's pool ({@code maxConnections} of the contest). Moving a slot ({@code CONTEST}) gives the old
 * one back before taking the new one, atomically under the team's lock, so a refused move leaves the old slot held.
 * Releasing is idempotent: a session's every way out may call it.
 *
 * <p>Locks (the order in arena.contest.life's package-info, checked by {@link LockOrder}): a team's slots are an
 * arena-wide monitor, taken under a contest lock or none; a slot's own monitor is a leaf, taken under its team's or
 * alone.
 */
public final class BotSlots {
    /** The pool of connections with no contest selected. */
    public static final long NONE = 0;

    private final ConcurrentHashMap<Long, TeamSlots> teams = new ConcurrentHashMap<>();

    /** One team's slots: counts and last commands per contest id (NONE for no contest). Guarded by itself. */
    private static final class TeamSlots {
        final Map<Long, Integer> held = new HashMap<>();
        final Map<Long, Long> lastCommandMillis = new ConcurrentHashMap<>();
    }

    /** How fresh a bot's last command time is kept (the console shows it in seconds). */
    static final long PRESENCE_MILLIS = 100;

    /** A slot held by one connection. */
    public final class Slot {
        private final long team;
        private long contest;
        private boolean released;
        /** When {@link #commandSent} last wrote the team's last command time (0: not in this contest yet). */
        private volatile long lastNotedMillis;

        private Slot(long team, long contest) {
            this.team = team;
            this.contest = contest;
        }

        public long team() {
            return team;
        }

        /** The contest this slot counts in (NONE when no contest is selected). */
        public synchronized long contest() {
            LockOrder.entered(this, LockOrder.Level.LEAF);
            return contest;
        }

        /** Notes that this connection's bot sent a command now. */
        public void commandSent() {
            long now = System.currentTimeMillis();
            if (now - lastNotedMillis < PRESENCE_MILLIS) return; // a bot's every command: the map is written ten times a second at most
            lastNotedMillis = now;
            long c = contest();
            if (c != NONE) teamSlots(team).lastCommandMillis.put(c, now);
        }

        /** Gives the slot back; later calls do nothing. */
        public void release() {
            TeamSlots t = teamSlots(team);
            synchronized (t) {
                LockOrder.entered(t, LockOrder.Level.ARENA_WIDE);
                synchronized (this) {
                    LockOrder.entered(this, LockOrder.Level.LEAF);
                    if (released) return;
                    released = true;
                    t.held.merge(contest, -1, Integer::sum);
                }
            }
        }

        public synchronized boolean released() {
            LockOrder.entered(this, LockOrder.Level.LEAF);
            return released;
        }
    }

    private TeamSlots teamSlots(long team) {
        return teams.computeIfAbsent(team, k -> new TeamSlots());
    }

    /** Takes a slot with no contest selected; throws {@link TooManyConnections} if the team holds {@code limit} already. */
    public Slot open(long team, int limit) {
        TeamSlots t = teamSlots(team);
        synchronized (t) {
            LockOrder.entered(t, LockOrder.Level.ARENA_WIDE);
            take(t, NONE, limit);
            return new Slot(team, NONE);
        }
    }

    /**
     * Moves a slot into another contest's pool (or the same one again): the old slot is given back first; if the new
     * pool is full, the old slot is taken back and {@link TooManyConnections} thrown; {@link Refused} once the slot is
     * given back (its connection closed).
     */
    public void move(Slot slot, long contest, int limit) {
        TeamSlots t = teamSlots(slot.team);
        synchronized (t) {
            LockOrder.entered(t, LockOrder.Level.ARENA_WIDE);
            synchronized (slot) {
                LockOrder.entered(slot, LockOrder.Level.LEAF);
                // a bot that sent CONTEST and closed at once: its command finishes after its end (issue 38), refused
                if (slot.released) throw new Refused("the connection is closed");
                t.held.merge(slot.contest, -1, Integer::sum);
                try {
                    take(t, contest, limit);
                } catch (TooManyConnections e) {
                    t.held.merge(slot.contest, 1, Integer::sum);
                    throw e;
                }
                slot.contest = contest;
                slot.lastNotedMillis = 0;
            }
        }
    }

    private static void take(TeamSlots t, long contest, int limit) {
        int now = t.held.getOrDefault(contest, 0);
        if (now >= limit) throw new TooManyConnections(limit);
        t.held.put(contest, now + 1);
    }

    /** Connections the team holds now in a contest (or with none selected: {@link #NONE}). */
    public int connections(long team, long contest) {
        TeamSlots t = teams.get(team);
        if (t == null) return 0;
        synchronized (t) {
            LockOrder.entered(t, LockOrder.Level.ARENA_WIDE);
            return t.held.getOrDefault(contest, 0);
        }
    }

    /** The team's bot in a contest: connections now and its last command. */
    public BotPresence presence(long team, long contest) {
        TeamSlots t = teams.get(team);
        if (t == null) return BotPresence.ABSENT;
        Long last = t.lastCommandMillis.get(contest);
        return new BotPresence(connections(team, contest), last == null ? null : Instant.ofEpochMilli(last));
    }

    /** A team holds as many connections as it may already. */
    public static final class TooManyConnections extends RuntimeException {
        public TooManyConnections(int limit) {
            super("too many connections for this team (limit " + limit + ")", null, false, false);
        }
    }
}
