package arena.hosted;

import arena.contest.BotAccess;
import arena.contest.base.NotFound;
import arena.contest.shared.BotSlots;
import arena.contest.sessions.TeamConnection;
import arena.game.Answer;
import arena.game.BotLine;
import arena.game.BotView;
import arena.game.MatchEngine;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import java.util.Optional;
import java.util.ArrayList;
import java.util.List;

/**
 * The in-process {@link ArenaLink}: a hosted bot's connection is a bot-port connection without the socket, taken
 * through the same public door as a socket's session ({@link BotAccess}: a slot among the team's connections, the
 * contest selected), so it counts as the team's bot being connected (the bot presence, a resumed round's wait) and
 * every command passes the same checks. Its answers are what a socket would carry, in the same order. A runner stops its
 * threads by interrupting them, so everything here that reaches the contest core runs {@link Uninterrupted}: the store
 * never sees an interrupt (issue 38).
 */
public final class BotPortLink implements ArenaLink {
    private final BotAccess bots;
    private final Contests contests;

    public BotPortLink(BotAccess bots, Contests contests) {
        this.bots = bots;
        this.contests = contests;
    }

    /** Into the team's log of each of its matches being played in the contest (its round's and its practice), as the runner's other words. */
    @Override
    public void note(long teamId, String contest, String line) {
        Uninterrupted.runToEnd(() -> noteNow(teamId, contest, line));
    }

    private void noteNow(long teamId, String contest, String line) {
        Optional<LiveContest> live = contests.live(contest);
        if (live.isEmpty()) return;
        List<LiveMatch> matches = new ArrayList<>(live.get().matchesOf(teamId));
        LiveContest.PracticeOutlook practice = live.get().practiceOutlook(teamId);
        if (practice != null && practice.playing() != null) {
            LiveMatch p = live.get().match(practice.playing());
            if (p != null) matches.add(p);
        }
        for (LiveMatch m : matches) {
            int seat = m.seatOf(teamId);
            if (seat < 0 || m.read(MatchEngine::finished)) continue;
            m.log(seat).add(m.read(MatchEngine::turn), "stderr", line); // as the runner's other words (session.log)
        }
    }

    @Override
    public Session open(long teamId, String team, String contest, double timeFactor) throws Refused {
        try {
            bots.awaitRecovered();
            return Uninterrupted.call(Refused.class, () -> openNow(teamId, team, contest, timeFactor));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Refused("the arena is stopping");
        }
    }

    @Override
    public Session open(BotToRun bot, double timeFactor) throws Refused {
        if (bot.seat() == null) return open(bot.teamId(), bot.team(), bot.contest(), timeFactor);
        try {
            bots.awaitRecovered();
            return Uninterrupted.call(Refused.class, () -> openSeat(bot, timeFactor));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Refused("the arena is stopping");
        }
    }

    /** A version's seat of its team's practice against itself (issue 44): a connection to that seat alone, holding no slot. */
    private Session openSeat(BotToRun bot, double timeFactor) throws Refused {
        LiveContest live = contests.live(bot.contest()).orElseThrow(() -> new Refused("no contest " + bot.contest() + " being played"));
        try {
            TeamConnection connection = TeamConnection.toVersionSeat(live, bot.teamId(), bot.team(), bot.seat().matchId(), bot.seat().seat());
            connection.scaleTimeLimits(timeFactor);
            connection.runsOnThisMachine(); // its turns take a core each, as every hosted bot's (issue 39)
            return new Connected(connection);
        } catch (NotFound e) {
            throw new Refused(e.getMessage());
        }
    }

    private Session openNow(long teamId, String team, String contest, double timeFactor) throws Refused {
        BotSlots.Slot slot;
        try {
            slot = bots.openSlot(teamId);
        } catch (BotSlots.TooManyConnections e) {
            throw new Refused(e.getMessage());
        }
        try {
            TeamConnection connection = bots.select(teamId, team, contest, slot);
            connection.scaleTimeLimits(timeFactor);
            connection.runsOnThisMachine();
            return new Connected(connection);
        } catch (RuntimeException e) { // Refused, TooManyConnections: the slot goes back
            slot.release();
            throw new Refused(e.getMessage());
        }
    }

    private static final class Connected implements Session {
        private final TeamConnection connection;

        Connected(TeamConnection connection) {
            this.connection = connection;
        }

        @Override
        public List<String> send(String line) throws InterruptedException {
            long now = System.nanoTime();
            return Uninterrupted.call(() -> sendNow(line, now));
        }

        @Override
        public List<String> send(String line, long arrivedNanos) throws InterruptedException {
            return Uninterrupted.call(() -> sendNow(line, arrivedNanos));
        }

        private List<String> sendNow(String line, long arrivedNanos) throws InterruptedException {
            Answer answer = connection.handle(BotLine.read(line, arrivedNanos)); // its line read here, its edge (issue 45)
            List<String> lines = answer.lines();
            if (answer.later() != null) {
                lines = new ArrayList<>(lines);
                lines.addAll(answer.later().await());
            }
            connection.delivered(); // the turns these lines hand over start their time now, as on a socket
            return lines;
        }

        @Override
        public void log(String line) {
            for (BotView.MatchRef m : connection.myMatches()) {
                if (!m.finished() && m.mySeat() >= 0) connection.appendTeamLog(m.id(), line);
            }
        }

        @Override
        public void atMatchEnd(java.util.function.LongFunction<String> word) {
            connection.atMatchEnd(word);
        }

        @Override
        public void close() {
            Uninterrupted.runToEnd(connection::close);
        }
    }
}
