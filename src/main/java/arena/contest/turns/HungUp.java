package arena.contest.turns;

/**
 * A wait given up because its connection is gone (closed, reset, stopped): thrown where the wait was, as an interrupt
 * would have ended it, but without interrupting the thread. An interrupt reaches whatever the thread does next or did
 * just before, and a thread of a bot's command may be in the store: in H2's file I/O an interrupt closes the whole
 * database for everyone (issue 38). So a connection's end only ever wakes its own wait ({@link arena.contest.sessions.TeamConnection#hangUp}).
 */
public final class HungUp extends InterruptedException {
    private static final long serialVersionUID = 1L;

    public HungUp() {
        super("the connection is gone");
    }
}
