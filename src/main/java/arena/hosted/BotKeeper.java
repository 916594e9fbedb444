package arena.hosted;

import java.util.Set;

/**
 * What {@link HostedPlay} tells which bots to run: the {@link Runner} inside the arena, or the {@link RunnerDesk} that
 * hands them out between it and the runners on other machines (issue 30).
 */
public interface BotKeeper extends AutoCloseable {

    /** Runs this bot until {@link #end}: nothing if it runs already; another version of it is replaced. */
    void keep(BotToRun bot);

    /** Ends a team's bot in a contest, if one runs. */
    void end(BotToRun.Key key);

    /** The bots kept now. */
    Set<BotToRun.Key> kept();

    @Override
    void close();
}
