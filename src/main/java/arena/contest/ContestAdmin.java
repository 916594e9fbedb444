package arena.contest;

import arena.contest.accounts.Accounts;
import arena.contest.accounts.Roster;
import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.base.RefusedFields;
import arena.contest.life.LiveContest;
import arena.contest.life.SettingsChange;
import arena.contest.rules.ContestSettings;
import arena.domain.ContestPhase;
import arena.domain.MatchStatus;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.RoundStore;
import arena.store.StoredContest;
import arena.store.StoredTeam;

/**
 * What only the instructor does (from the console or the API), beyond running rounds: a contest's data file and
 * announcement, its roster, its teams' passwords and access, voiding, playing again and ending rounds and contests.
 */
public final class ContestAdmin {
    private final Contests arena;
    private final Accounts accounts;
    private final AccountStore accountStore;
    private final ContestStore contestStore;
    private final RoundStore roundStore;
    private final PlayQueries playQueries;
    private final ContestSetup setup;

    ContestAdmin(Contests arena, Accounts accounts, AccountStore accountStore, ContestStore contestStore, RoundStore roundStore, PlayQueries playQueries, ContestSetup setup) {
        this.arena = arena;
        this.accounts = accounts;
        this.accountStore = accountStore;
        this.contestStore = contestStore;
        this.roundStore = roundStore;
        this.playQueries = playQueries;
        this.setup = setup;
    }

    /** Replaces the data file of a contest's game (before its first round); a bad file is refused with the reason. */
    public void setGameData(String slug, String text) {
        setup.setGameData(arena.requireLive(slug), text);
    }

    public void announce(String slug, String text) {
        StoredContest c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        String line = text == null || text.isBlank() ? null : text.strip();
        if (line != null && line.length() > 400) throw new Refused("an announcement has at most 400 characters");
        contestStore.setAnnouncement(c.id(), line);
    }

    /**
     * Changes settings of a contest: every one before the first round, between rounds those that leave the rounds played
     * as they were ({@link SettingsChange}); answers the settings in force. {@link RefusedFields} names each at fault.
     */
    public arena.game.Settings changeSettings(String slug, java.util.Map<String, ?> given) {
        StoredContest c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        if (c.phase() == ContestPhase.FINISHED) { // a conflict with the contest's state (409), as for a round being played
            java.util.Map<String, String> reasons = new java.util.LinkedHashMap<>();
            for (String name : given.keySet()) reasons.put(name, "the contest is finished");
            throw new RefusedFields(true, reasons);
        }
        return SettingsChange.apply(arena.requireLive(slug), contestStore, given);
    }

    /** A contest's changes of settings, oldest first, each with the round it applies from. */
    public java.util.List<ContestStore.SettingChange> settingChanges(long contestId) {
        return contestStore.settingChanges(contestId);
    }

    public Roster.Result importRoster(String slug, String csv) {
        LiveContest contest = arena.requireLive(slug);
        return new Roster(accounts, accountStore).importCsv(contest.id(), csv, contest.settings().getInt(ContestSettings.TEAM_MEMBERS));
    }

    /** Sets a team's password, or generates one (returned) when none is given. */
    public String resetPassword(String teamName, String password) {
        StoredTeam team = accountStore.teamByName(teamName).orElseThrow(() -> new NotFound("no team " + teamName));
        if (team.houseBot() != null) throw new Refused(team.name() + " is a house bot");
        boolean generate = password == null || password.isEmpty();
        String chosen = generate ? Accounts.randomSecret(12) : password;
        Accounts.passwordProblem(chosen).ifPresent(p -> {
            throw new Refused(p);
        });
        accountStore.setTeamPassword(team.id(), generate ? Accounts.hashGenerated(chosen) : Accounts.hash(chosen));
        accounts.forget(team.id());
        return chosen;
    }

    /** A disabled team plays no further rounds and cannot log in; its past results stay. */
    public void setDisabled(String teamName, boolean disabled) {
        StoredTeam team = accountStore.teamByName(teamName).orElseThrow(() -> new NotFound("no team " + teamName));
        accountStore.setTeamDisabled(team.id(), disabled);
        accounts.forget(team.id());
        arena.disabledTeams().set(team.id(), disabled); // its connections' next commands are refused (issue 40)
    }

    /**
     * Plays round {@code number} again as a new round: its data (decks, maps, pools), the teams enrolled now, and a fresh
     * seed committed anew (RULINGS 9), as the round's seed was public once it was over.
     */
    public int rerunRound(String slug, int number) {
        LiveContest contest = arena.requireLive(slug);
        var round = playQueries.round(contest.id(), number).orElseThrow(() -> new NotFound("contest " + slug + " has no round " + number));
        return contest.rerunRound(round);
    }

    /** A voided round stays stored but no longer counts; voiding can be undone. */
    public void voidRound(String slug, int number, boolean voided) {
        StoredContest c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        var round = playQueries.round(c.id(), number).orElseThrow(() -> new NotFound("contest " + slug + " has no round " + number));
        if (!voided && playQueries.matches(round.id()).stream().anyMatch(m -> m.status() == MatchStatus.VOIDED))
            throw new Refused("round " + number + " was voided when the contest was ended, before its matches were over: it has no scores to count");
        roundStore.setVoided(round.id(), voided);
    }

    /**
     * Ends a contest now: the round in progress is voided, finished rounds and standings stay, no round starts
     * (see {@link ContestEnding}). {@code expectedRound}: the running round the instructor saw (0: none), or null.
     */
    public ContestEnding.Ended endContest(String slug, Integer expectedRound) {
        if (contestStore.bySlug(slug).filter(c -> c.phase() == ContestPhase.FINISHED).isPresent())
            throw new Refused("the contest " + slug + " is already finished");
        return ContestEnding.end(arena.requireLive(slug), expectedRound);
    }
}
