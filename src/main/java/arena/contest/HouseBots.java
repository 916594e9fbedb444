package arena.contest;

import arena.game.HouseBot;
import arena.game.Seeds;
import arena.store.StoredTeam;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The house-bot teams enrolled in a contest, each played by a HouseBotRunner until the contest is finished. */
final class HouseBots {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(HouseBots.class);
    private final LiveContest contest;
    /** Who is enrolled. */
    private final arena.store.ContestStore contests;
    /** The bound on every contest's house bots together. */
    private final HouseBotPermits permits;
    private final Map<Long, HouseBotRunner.Running> threads = new ConcurrentHashMap<>();

    HouseBots(LiveContest contest, arena.store.ContestStore contests, HouseBotPermits permits) {
        this.contest = contest;
        this.contests = contests;
        this.permits = permits;
    }

    /** Starts a bot for every enrolled house-bot team that has none (under the contest lock: one each). */
    void start() {
        synchronized (contest.rounds()) {
            LockOrder.entered(contest.rounds(), LockOrder.Level.CONTEST);
            if (contest.finished()) return;
            for (StoredTeam team : contests.enrolledTeams(contest.id())) {
                if (team.houseBot() == null || threads.containsKey(team.id())) continue;
                HouseBot.Factory factory = contest.game().houseBots().get(team.houseBot());
                if (factory == null) continue;
                long seed = contest.settings().getLong(ContestSettings.SEED) ^ team.id();
                var plan = new HouseBotRunner.Plan("house bot " + team.name() + " in " + contest.slug(),
                        () -> new TeamConnection(contest, team.id(), team.name(), null, false), run -> Seeds.derive(seed, run),
                        contest::finished, 1000);
                threads.put(team.id(), HouseBotRunner.start("housebot-" + team.name(), factory, contest, permits, plan));
            }
        }
    }

    /**
     * What a house bot does as soon as it is enrolled ({@link HouseBot#enroll}: its entry saved), on the caller's thread,
     * before the enrollment is answered; holds no lock (its commands take the turn gate, like any bot's).
     */
    void enrolled(StoredTeam team) {
        HouseBot.Factory factory = team.houseBot() == null ? null : contest.game().houseBots().get(team.houseBot());
        if (factory == null) return;
        long seed = contest.settings().getLong(ContestSettings.SEED) ^ team.id();
        TeamConnection connection = new TeamConnection(contest, team.id(), team.name(), null, false);
        try {
            factory.create().enroll(new InProcessLink(connection, contest, permits, () -> false), seed);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // the bot's own run saves its entry again when it starts: the enrollment stands, the reason is said
            log.warn("contest {}: house bot {} could not save its entry at its enrollment: {}", contest.slug(), team.name(), e.toString());
        } finally {
            connection.close();
        }
    }

    /** Whether a team is one of the contest's house bots (they play in-process: nobody waits for them to connect). */
    boolean plays(long teamId) {
        return threads.containsKey(teamId);
    }

    /** Stops every house bot: no thread interrupted, as one may be in the store (issue 38). */
    void stop() {
        threads.values().forEach(HouseBotRunner.Running::stop);
        threads.clear();
    }
}
