package arena.hosted;

import java.util.List;

/**
 * The one way a {@link Runner} reaches the arena: a hosted bot is logged in to its contest as a bot-port connection
 * would be, and from then on only sends command lines and gets their answers, as a TCP bot after {@code OK}. Nothing
 * else of the contest core is visible to the runner, so a runner on another machine (issue 30) needs only another
 * implementation of this (over a socket to the bot port) and nothing else changes.
 */
public interface ArenaLink {

    /**
     * Logs a team's bot in to a contest (as the bot port does after {@code LOGIN}, {@code PASS}, {@code CONTEST}).
     *
     * @param timeFactor the bot's language's factor (the languages' table): a game that times its bots' answers (LOCM)
     *                   scales their limits by it on this connection; 1 for none
     * @throws Refused why the arena would not take the bot now (the contest is gone, too many connections)
     */
    Session open(long teamId, String team, String contest, double timeFactor) throws Refused;

    /**
     * Logs a bot in: the team's ({@link #open(long, String, String, double)}), or one that plays a seat of its team's
     * practice against itself (issue 44, {@link BotToRun#seat}), which only the arena's own link opens: a seat is the
     * arena's in-process connection, never a bot-port login (the runners on other machines play teams' bots only, see
     * {@link RunnerDesk}).
     */
    default Session open(BotToRun bot, double timeFactor) throws Refused {
        if (bot.seat() != null) throw new Refused("a practice seat of one version against another is played inside the arena only");
        return open(bot.teamId(), bot.team(), bot.contest(), timeFactor);
    }

    /**
     * A word of the runner's to the team's private log of every match it is playing in the contest, without a
     * connection: why its bot could not be started or was refused (issue 26: start failures reach the team, not only the
     * server's log). Logging in just to say so would count the team's bot as connected, which a round's first turn waits
     * for. Nothing when the team plays no match there now.
     */
    void note(long teamId, String contest, String line);

    /** One logged-in connection, its contest selected. One thread sends on it at a time. */
    interface Session extends AutoCloseable {

        /**
         * Sends one command line and answers all its lines, the ones a command answers later too ({@code WAIT}'s next
         * turn): they are waited for, as a bot-port session waits for them before it reads the next line.
         */
        List<String> send(String line) throws InterruptedException;

        /**
         * {@link #send(String)}, for a line that came in at {@code arrivedNanos} (System.nanoTime) with others written at
         * once before it: a turn's answer after its stderr lines arrived with them, as on a socket, and its time stops
         * there, not once the lines before it are answered (issue 39: a LOG waiting 118 ms for the turn gate made a
         * pick decided in 0.2 ms late). A link whose arena reads the lines itself (a socket's) times them as they come.
         */
        default List<String> send(String line, long arrivedNanos) throws InterruptedException {
            return send(line);
        }

        /** A line the bot wrote to stderr, or a word of the runner's: the team's private log of its matches being played. */
        void log(String line);

        /**
         * A last word for the team's log of each match this connection plays now, written when the match ends (by
         * match id; null: none): how the hosted bot was then (issue 39). Cheap and never blocking: it runs on the
         * clock's thread. Called again for the matches that came since. A runner on another machine has no such
         * word (the bot port carries none): its bots' ends are logged as they happen.
         */
        default void atMatchEnd(java.util.function.LongFunction<String> word) {}

        /** Gives the connection back (its slot, its handed turns). */
        @Override
        void close();
    }

    /** The arena would not log the bot in, with why. */
    final class Refused extends Exception {
        public Refused(String why) {
            super(why, null, false, false);
        }
    }
}
