package arena.contest;

import arena.contest.base.Refused;
import arena.contest.life.LiveContest;
import arena.contest.rules.ContestSettings;
import arena.contest.sessions.TeamConnection;
import arena.contest.shared.BotPresence;
import arena.contest.shared.BotSlots;
import arena.game.Settings;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The bot port's way to the contests (RULINGS 7): a connection's slot among its team's connections, the contest
 * selected at login, and {@code CONTEST <slug>}, which moves the slot to the contest selected; and what the pages
 * show of a team's bots.
 */
public final class BotAccess {
    private final Contests arena;
    private final ContestStore contestStore;
    private final AccountStore accountStore;
    private final Map<String, LiveContest> live;
    private final FinishedContests finished;
    private final ArenaRecovery recovery;
    private final BotSlots slots = new BotSlots();

    BotAccess(Contests arena, ContestStore contestStore, AccountStore accountStore, Map<String, LiveContest> live, FinishedContests finished,
              ArenaRecovery recovery) {
        this.arena = arena;
        this.contestStore = contestStore;
        this.accountStore = accountStore;
        this.live = live;
        this.finished = finished;
        this.recovery = recovery;
    }

    /** Every team's bot-port connection slots, and what its bots last did. */
    public BotSlots slots() {
        return slots;
    }

    /** A team's bot in a contest, for the pages. */
    public BotPresence presence(long teamId, long contestId) {
        return slots.presence(teamId, contestId);
    }

    /**
     * Waits for the recovery after a start, however long it takes: a bot that logs in meanwhile hears its login's
     * {@code OK} only then, so it never sees its contest without its running round (RULINGS 7: the round waits for it).
     */
    public void awaitRecovered() throws InterruptedException {
        recovery.await();
    }

    /**
     * A slot for a new connection of a team, with no contest selected yet. Its limit is the largest
     * {@code maxConnections} of the team's contests (the default when it is in none): the limit holds whether or not a
     * contest is selected.
     */
    public BotSlots.Slot openSlot(long teamId) {
        int limit = 0;
        for (StoredContest c : contestStore.contestsOf(teamId)) {
            LiveContest l = live.get(c.slug());
            Settings s = l != null ? l.settings() : arena.gameFor(c).map(g -> arena.settingsOf(c, g)).orElse(null);
            if (s != null) limit = Math.max(limit, s.getInt(ContestSettings.MAX_CONNECTIONS));
        }
        if (limit == 0) limit = defaultMaxConnections();
        return slots.open(teamId, limit);
    }

    private static int defaultMaxConnections() {
        return ContestSettings.COMMON.stream().filter(s -> s.name().equals(ContestSettings.MAX_CONNECTIONS))
                .findFirst().map(s -> ((Number) s.defaultValue()).intValue()).orElseThrow();
    }

    /**
     * The contest selected at login: the team's one open or running contest; when it is in none, its most recently
     * finished one (so a bot can read final scores); when it is in several, none (it sends CONTEST).
     */
    public Optional<String> defaultContest(long teamId) {
        List<StoredContest> active = contestStore.activeContestsOf(teamId);
        if (active.size() == 1) return Optional.of(active.get(0).slug());
        if (!active.isEmpty()) return Optional.empty();
        return contestStore.lastFinishedContestOf(teamId).map(StoredContest::slug);
    }

    /**
     * Selects a contest for a connection: its slot moves to that contest (the old slot is given back first). Any
     * contest the team is enrolled in may be selected, finished ones included.
     */
    public TeamConnection select(long teamId, String teamName, String slug, BotSlots.Slot slot) {
        LiveContest contest = live.get(slug);
        if (contest == null) {
            contest = contestStore.bySlug(slug).flatMap(finished::get).orElse(null);
        }
        if (contest == null || !contestStore.isEnrolled(contest.id(), teamId))
            throw new Refused("no contest " + slug + " with team " + teamName);
        // every bot enters its contest here (a TCP bot, a runner's, a hosted one): a disabled team's no more (issue 40)
        if (accountStore.team(teamId).map(StoredTeam::disabled).orElse(true)) throw new Refused("team " + teamName + " is disabled");
        slots.move(slot, contest.id(), contest.settings().getInt(ContestSettings.MAX_CONNECTIONS));
        return new TeamConnection(contest, teamId, teamName, slot);
    }
}
