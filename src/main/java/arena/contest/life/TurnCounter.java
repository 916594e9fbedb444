package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.turns.LiveMatch;

/**
 * The turn being played by a round or a practice match, and the early end asked for it (the contest setting
 * {@code earlyTurns}). Only the clock's thread advances the turn, and only once the turn before it is stored; a
 * command asks for an early end. Both go through this monitor, a leaf lock, so that a turn is ended early at most
 * once and a request never ends a turn other than the one it was made in.
 */
final class TurnCounter {
    private volatile int turn;
    private int earlyAsked;

    TurnCounter(int first) {
        this.turn = first;
    }

    int current() {
        return turn;
    }

    /** Asks for the early end of turn {@code seen}: true for the one caller who is to end it now. */
    synchronized boolean askEarlyEnd(int seen) {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        if (turn != seen || earlyAsked == seen) return false; // the turn is over, or its end is already asked for
        earlyAsked = seen;
        return true;
    }

    /** The turn's end is under way: a WAIT heard before it is stored ends nothing early. */
    synchronized void ending() {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        earlyAsked = turn;
    }

    /** The turn that ended is stored: the next one is played. */
    synchronized void advance() {
        LockOrder.entered(this, LockOrder.Level.LEAF);
        turn++;
    }

    /** Whether every seat that can act in {@code matches} has said it is done with {@code turn}. */
    static boolean allReady(Round r, int turn) {
        for (LiveMatch m : r.matches) {
            for (int s = 0; s < 2; s++) {
                if (r.readyAtTurn.getOrDefault(r.readyKey(m, s), -1) != turn && m.canAct(s)) return false;
            }
        }
        return true;
    }
}
