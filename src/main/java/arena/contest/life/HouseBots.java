package arena.contest.life;

import arena.contest.base.LockOrder;
import arena.contest.rules.ContestSettings;
import arena.game.HouseBot;
import arena.game.Seeds;
import arena.store.StoredTeam;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The house-bot teams enrolled in a contest, each played by a house bot (HouseBotPlayers) until the contest is finished. */
final class HouseBots {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(HouseBots.class);
    private final LiveContest contest;
    /** Who is enrolled. */
    private final arena.store.ContestStore contests;
    /** How each house bot plays: through an in-process connection, under the bound on every contest's house bots. */
    private final HouseBotPlayers players;
    private final Map<Long, HouseBotPlayers.Running> threads = new ConcurrentHashMap<>();

    HouseBots(LiveContest contest, arena.store.ContestStore contests, HouseBotPlayers players) {
        this.contest = contest;
        this.contests = contests;
        this.players = players;
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
                var play = new HouseBotPlayers.Play("housebot-" + team.name(), "house bot " + team.name() + " in " + contest.slug(),
                        team.id(), team.name(), null, run -> Seeds.derive(seed, run), contest::finished, 1000);
                threads.put(team.id(), players.start(contest, factory, play));
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
        try {
            players.enroll(contest, factory, team.id(), team.name(), seed);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // the bot's own run saves its entry again when it starts: the enrollment stands, the reason is said
            log.warn("contest {}: house bot {} could not save its entry at its enrollment: {}", contest.slug(), team.name(), e.toString());
        }
    }

    /** Whether a team is one of the contest's house bots (they play in-process: nobody waits for them to connect). */
    boolean plays(long teamId) {
        return threads.containsKey(teamId);
    }

    /** Stops every house bot: no thread interrupted, as one may be in the store (issue 38). */
    void stop() {
        threads.values().forEach(HouseBotPlayers.Running::stop);
        threads.clear();
    }
}
