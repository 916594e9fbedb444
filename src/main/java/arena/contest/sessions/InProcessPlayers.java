package arena.contest.sessions;

import arena.contest.life.HouseBotPlayers;
import arena.contest.life.LiveContest;
import arena.contest.shared.HouseBotPermits;
import arena.game.HouseBot;
import java.util.function.Supplier;

/**
 * The house bots' way to play (issue 45: {@code HouseBots} and {@code Practices} ask for it through {@link
 * HouseBotPlayers}, below the connections): each run a {@link TeamConnection} of the house bot's team over an
 * {@link InProcessLink}, played by a {@link HouseBotRunner} while it holds one of the arena's {@link HouseBotPermits}.
 */
public final class InProcessPlayers implements HouseBotPlayers {
    /** The bound on every contest's house bots together. */
    private final HouseBotPermits permits;

    public InProcessPlayers(HouseBotPermits permits) {
        this.permits = permits;
    }

    /** A contest's house-bot team plays on no slot and keeps no log; a practice's house bot sees that practice only. */
    @Override
    public Running start(LiveContest contest, HouseBot.Factory factory, Play play) {
        Supplier<TeamConnection> connect = play.practice() == null
                ? () -> new TeamConnection(contest, play.teamId(), play.teamName(), null, false)
                : () -> new TeamConnection(contest, play.teamId(), play.teamName(), play.practice());
        var plan = new HouseBotRunner.Plan(play.name(), connect, play.seedOfRun(), play.over(), play.pauseAfterFailureMillis());
        return HouseBotRunner.start(play.threadName(), factory, contest, permits, plan);
    }

    @Override
    public void enroll(LiveContest contest, HouseBot.Factory factory, long teamId, String teamName, long seed) throws Exception {
        TeamConnection connection = new TeamConnection(contest, teamId, teamName, null, false);
        try {
            factory.create().enroll(new InProcessLink(connection, contest, permits, () -> false), seed);
        } finally {
            connection.close();
        }
    }
}
