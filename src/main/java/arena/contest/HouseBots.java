package arena.contest;

import arena.game.HouseBot;
import arena.game.Seeds;
import arena.store.db.tables.records.TeamRecord;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The house-bot teams enrolled in a contest, each played by a HouseBotRunner until the contest is finished. */
final class HouseBots {
    private final LiveContest contest;
    private final Map<Long, Thread> threads = new ConcurrentHashMap<>();

    HouseBots(LiveContest contest) {
        this.contest = contest;
    }

    /** Starts a bot for every enrolled house-bot team that has none (under the contest lock: one each). */
    void start() {
        synchronized (contest.rounds()) {
            if (contest.finished()) return;
            for (TeamRecord team : contest.arena().contests().enrolledTeams(contest.id())) {
                if (team.getHouseBot() == null || threads.containsKey(team.getId())) continue;
                HouseBot.Factory factory = contest.game().houseBots().get(team.getHouseBot());
                if (factory == null) continue;
                long seed = contest.settings().getLong(ContestSettings.SEED) ^ team.getId();
                var plan = new HouseBotRunner.Plan("house bot " + team.getName() + " in " + contest.slug(),
                        () -> new TeamConnection(contest, team.getId(), team.getName(), null, false), run -> Seeds.derive(seed, run),
                        contest::finished, 1000);
                threads.put(team.getId(), HouseBotRunner.start("housebot-" + team.getName(), factory, contest, contest.arena().services().houseBotPermits(), plan));
            }
        }
    }

    /** Whether a team is one of the contest's house bots (they play in-process: nobody waits for them to connect). */
    boolean plays(long teamId) {
        return threads.containsKey(teamId);
    }

    void stop() {
        threads.values().forEach(Thread::interrupt);
        threads.clear();
    }
}
