package arena.contest.life;

import arena.contest.accounts.Accounts;
import arena.contest.base.LockOrder;
import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.base.Sides;
import arena.domain.ContestPhase;
import arena.game.Game;
import arena.game.HouseBot;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import java.util.Optional;

/** The teams of the arena's contests: enrolling them (by the instructor, by themselves, house bots) and what an enrolled team starts. */
public final class ContestTeams {
    private final Accounts accounts;
    private final AccountStore accountStore;
    private final ContestStore contestStore;

    public ContestTeams(Accounts accounts, AccountStore accountStore, ContestStore contestStore) {
        this.accounts = accounts;
        this.accountStore = accountStore;
        this.contestStore = contestStore;
    }

    /** Enrolls a team by name. Enrolling twice is harmless. */
    public void enroll(LiveContest contest, String teamName) {
        StoredTeam team = accountStore.teamByName(teamName).orElseThrow(() -> new NotFound("no team " + teamName));
        if (team.houseBot() != null && !contest.game().houseBots().containsKey(team.houseBot()))
            throw new Refused("team " + team.name() + " is a house bot of another game");
        contestStore.enroll(contest.id(), team.id());
        contest.houseBots().start();
    }

    /** Enrolls a team by itself from the browser, if the contest allows it and is open. */
    public void selfEnroll(LiveContest contest, long teamId) {
        StoredContest record = contestStore.bySlug(contest.slug()).orElseThrow();
        if (!record.selfSignup()) throw new Refused("teams are enrolled by the instructor in this contest");
        if (contest.phase() != ContestPhase.OPEN) throw new Refused("registration is closed while a round runs");
        contestStore.enroll(contest.id(), teamId);
    }

    /** Enrolls one of the game's house bots as a team of its own; returns the team's name. */
    public String enrollHouseBot(LiveContest contest, String botName) {
        HouseBot.Factory factory = contest.game().houseBots().get(botName);
        if (factory == null) {
            throw new Refused("the game " + contest.game().name() + " has no house bot " + botName + "; it has: "
                    + String.join(", ", contest.game().houseBots().keySet()));
        }
        String prefix = contest.game().name() + "-" + botName;
        for (int n = 1; n < 10_000; n++) {
            String name = n == 1 ? prefix : prefix + "-" + n;
            if (name.length() > 32) throw new Refused("the house bot's name is too long for a team name");
            Optional<StoredTeam> existing = accountStore.teamByName(name);
            if (existing.isPresent()) {
                if (botName.equals(existing.get().houseBot()) && !contestStore.isEnrolled(contest.id(), existing.get().id())) {
                    contestStore.enroll(contest.id(), existing.get().id());
                    contest.houseBots().enrolled(existing.get()); // its entry saved before the enrollment is answered
                    contest.houseBots().start();
                    return existing.get().name();
                }
                continue;
            }
            Accounts.Created created = accounts.createTeam(name, Accounts.randomSecret(24), botName);
            if (!created.ok()) continue;
            contestStore.enroll(contest.id(), created.id());
            accountStore.teamByName(name).ifPresent(team -> contest.houseBots().enrolled(team)); // its entry saved before the enrollment is answered
            contest.houseBots().start();
            return name;
        }
        throw new Refused("too many house bots");
    }

    /** A house bot's own team account (found or created, not enrolled): the opponent of practice matches. */
    record HouseTeam(long id, String name) {}

    /** The team a house bot of a game plays practice matches as: {@code <game>-<bot>}, created the first time. */
    synchronized HouseTeam houseBotTeam(Game game, String botName) {
        LockOrder.entered(this, LockOrder.Level.ARENA_WIDE);
        String prefix = game.name() + "-" + botName;
        for (int n = 1; n < 10_000; n++) {
            String name = n == 1 ? prefix : prefix + "-" + n;
            if (name.length() > 32) throw new Refused("the house bot's name is too long for a team name");
            Optional<StoredTeam> existing = accountStore.teamByName(name);
            if (existing.isPresent()) {
                if (botName.equals(existing.get().houseBot())) return new HouseTeam(existing.get().id(), existing.get().name());
                continue;
            }
            Accounts.Created created = accounts.createTeam(name, Accounts.randomSecret(24), botName);
            if (created.ok()) return new HouseTeam(created.id(), name);
        }
        throw new Refused("too many house bots");
    }

    /** Starts a practice match of an enrolled team against a house bot (from the team page); returns the match's id. */
    public long startPractice(LiveContest contest, long teamId, String botName) {
        if (!contestStore.isEnrolled(contest.id(), teamId)) throw new Refused("the team is not enrolled in " + contest.slug());
        String name = accountStore.team(teamId).map(StoredTeam::name).orElseThrow(() -> new NotFound("no team " + teamId));
        return contest.practices().start(teamId, name, botName).match().id();
    }

    /**
     * Starts a practice of enrolled teams' own bots (issue 44: a team against itself; issue 43: against another), their
     * versions checked by the caller; the match's id.
     */
    public long startSides(LiveContest contest, Sides sides) {
        for (long team : new long[] {sides.firstTeam(), sides.secondTeam()}) {
            if (!contestStore.isEnrolled(contest.id(), team)) throw new Refused("the team is not enrolled in " + contest.slug());
        }
        String name = accountStore.team(sides.firstTeam()).map(StoredTeam::name).orElseThrow(() -> new NotFound("no team " + sides.firstTeam()));
        String rival = accountStore.team(sides.secondTeam()).map(StoredTeam::name).orElseThrow(() -> new NotFound("no team " + sides.secondTeam()));
        return contest.practices().startSides(sides, name, rival).match().id();
    }

    /** Saves an enrolled team's entry for the contest's coming rounds, checked by the game. */
    public void saveEntry(LiveContest contest, long teamId, String entry) {
        if (!contestStore.isEnrolled(contest.id(), teamId)) throw new Refused("the team is not enrolled in " + contest.slug());
        contest.saveEntry(teamId, entry);
    }
}
