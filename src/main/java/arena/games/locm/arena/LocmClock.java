package arena.games.locm.arena;

/**
 * A LOCM match's time, as its contest set it (RULINGS 7): the clock's turn, the factor on the reference limits, how
 * long a turn no connection takes may wait (times the factor), how long a seat's holds may last in all (a bot that
 * waits for a process slot, issue 26), and whether both seats late on a turn they answer at once draw (RULINGS 9; off
 * only in contests made before, whose matches replay as they were judged).
 */
public record LocmClock(long turnMillis, double timeFactor, long untakenMillis, long holdMillis, boolean bothLateDraw) {
    /** The arena's defaults around a turn of the clock: the reference limits, 30 s untaken, 30 minutes of holds, RULINGS 9. */
    public static LocmClock of(long turnMillis, double timeFactor) {
        return new LocmClock(turnMillis, timeFactor, LocmGame.UNTAKEN_SECONDS_DEFAULT * 1000, LocmGame.HOLD_MINUTES_DEFAULT * 60_000, true);
    }

    public LocmClock {
        if (turnMillis < 1 || timeFactor <= 0 || untakenMillis < 0 || holdMillis < 0) {
            throw new IllegalArgumentException("a LOCM clock of " + turnMillis + " ms turns, factor " + timeFactor + ", "
                    + untakenMillis + " ms untaken, " + holdMillis + " ms of holds");
        }
    }

    LocmClock withHoldMillis(long millis) {
        return new LocmClock(turnMillis, timeFactor, untakenMillis, millis, bothLateDraw);
    }

    /** How long a turn may wait for a connection of the team to take it: the contest's allowance times the factor. */
    long untakenLimitMillis() {
        return Math.round(untakenMillis * timeFactor);
    }
}
