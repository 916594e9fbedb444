package arena.contest.sessions;

import arena.contest.life.LiveContest;
import arena.contest.shared.HouseBotPermits;
import arena.game.Answer;
import arena.game.HouseBot;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/** A house bot's connection: the same handling as a socket's, without the socket. */
final class InProcessLink implements HouseBot.Link {
    private final TeamConnection connection;
    private final LiveContest contest;
    private final HouseBotPermits permits;
    private final BooleanSupplier stopped;

    /**
     * A link for a bot that holds one of {@code permits} while it plays, and gives it back while it waits; once {@code
     * stopped}, its commands are refused ({@link Stopped}), as an interrupt would have, but no thread is interrupted.
     */
    InProcessLink(TeamConnection connection, LiveContest contest, HouseBotPermits permits, BooleanSupplier stopped) {
        this.connection = connection;
        this.contest = contest;
        this.permits = permits;
        this.stopped = stopped;
    }

    @Override
    public List<String> send(String command) throws InterruptedException {
        if (contest.finished()) throw new ContestOver();
        if (stopped.getAsBoolean()) throw new Stopped();
        Answer answer = connection.handle(command);
        List<String> lines = answer.lines();
        if (answer.later() != null) {
            lines = new ArrayList<>(answer.lines());
            permits.release(); // waiting for the next turn takes no CPU: another bot may play meanwhile
            try {
                lines.addAll(answer.later().await());
            } finally {
                permits.reacquire();
            }
        }
        connection.delivered(); // the house bot has the lines now: turns they hand over start their time
        return lines;
    }

    @Override
    public String teamName() {
        return connection.teamName();
    }

    /** Ends a house bot's play when it is stopped (its practice is over, the arena stops). */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super("the house bot is stopped", null, false, false);
        }
    }

    /** Ends a house bot's play when its contest is over. */
    static final class ContestOver extends RuntimeException {
        ContestOver() {
            super("the contest is finished", null, false, false);
        }
    }
}
