package arena.web;

import arena.domain.ContestPhase;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.domain.MatchStatus;
import arena.contest.rules.Standings;
import arena.game.Game;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;

/**
 * The team's page as its hub: for each contest the team is in, a card with what it needs for its next step, read
 * from the contest layer and the store. Where the contest is (phase, next round), where the team stands, its bot now,
 * its entry for the coming round and whether it will be played, its latest matches, and a bot to start from.
 */
final class TeamHub {
    /** Matches a card lists: the latest; the team's history page has them all. */
    static final int LATEST_MATCHES = 5;

    /**
     * One contest's card. {@code contest} is the contest's card as other pages show it ({@link ContestViews#card});
     * {@code standing} is null until a round of the team is scored. A finished contest has no {@code bot},
     * {@code entry} or {@code start}; {@code entry} is also null in a game that takes no entries.
     */
    record Card(ContestCard contest, String nextRoundIn, Standings.Row standing, int teams, BotPresencePages.Row bot,
                String entryName, LiveContest.EntryOutlook entry, List<MatchLine> matches, Start start, LiveContest.PracticeOutlook practice,
                Announcement announcement) {}

    /** The contest's announcement on the card: its text, and whether the team is seeing it for the first time. */
    record Announcement(String text, boolean isNew) {}

    /** A match in a card; {@code live} is what is happening in it while it is being played, else null. */
    record MatchLine(PlayQueries.TeamMatch match, String live) {}

    /**
     * What the team's bot needs to play this contest: where it connects, as whom, and for which contest; and the
     * game's starter bots (none if this build has none), each with the commands that run it with those values;
     * {@code bridge}, in a game whose bots run through the bridge (LOCM), its command for a bot of one's own, else null.
     */
    record Start(String host, int port, String team, String contest, String game, List<Starters.Command> starters, BridgeCommands.Own bridge) {}

    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;
    private final ContestViews contestViews;

    TeamHub(Contests contests, ContestStore contestStore, PlayQueries playQueries, ContestViews contestViews) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
        this.contestViews = contestViews;
    }

    /** A card for each contest of the team, newest contest first. */
    List<Card> cards(long teamId, String teamName, String host, int botPort) {
        return contestStore.contestsOf(teamId).stream().map(c -> card(c, teamId, teamName, host, botPort)).toList();
    }

    private Card card(StoredContest c, long teamId, String teamName, String host, int botPort) {
        ContestCard contest = contestViews.card(c);
        Announcement announcement = announcement(c, teamId);
        LiveContest live = contests.live(c.slug()).orElse(null);
        Standings.Table table = Standings.of(playQueries, c.id());
        Standings.Row standing = Standings.scoredRow(table, teamId).orElse(null);
        List<MatchLine> matches = playQueries.latestMatchesOf(c.id(), teamId, LATEST_MATCHES).stream()
                .map(m -> new MatchLine(m, m.status() == MatchStatus.RUNNING ? liveSummary(live, m.id()) : null)).toList();
        if (live == null) return new Card(contest, null, standing, table.rows().size(), null, null, null, matches, null, null, announcement);
        Game game = live.game();
        boolean waiting = c.phase() == ContestPhase.OPEN && !live.roundRunning();
        return new Card(contest, waiting ? timeUntil(c.registrationEndsAt(), LocalDateTime.now()) : null, standing, table.rows().size(),
                BotPresencePages.teamRow(contests, c, teamId),
                game.traits().entryName(), game.traits().hasEntries() ? live.entryOutlook(teamId) : null, matches,
                start(game, host, botPort, teamName, c.slug()), live.practiceOutlook(teamId), announcement);
    }

    /**
     * The contest's announcement, marked new until the team has seen it: the page that shows it new records that the
     * team has seen it, so the next one shows it as read (a changed text is new again).
     */
    private Announcement announcement(StoredContest c, long teamId) {
        if (c.announcement() == null) return null;
        LocalDateTime seen = contestStore.announcementSeenAt(c.id(), teamId);
        boolean isNew = seen == null || (c.announcedAt() != null && seen.isBefore(c.announcedAt()));
        if (isNew) contestStore.announcementSeen(c.id(), teamId, LocalDateTime.now());
        return new Announcement(c.announcement(), isNew);
    }

    private static String liveSummary(LiveContest live, long matchId) {
        LiveMatch m = live == null ? null : live.match(matchId);
        return m == null ? null : m.read(e -> e.summary());
    }

    static Start start(Game game, String host, int botPort, String team, String slug) {
        return new Start(host, botPort, team, slug, game.name(), Starters.commands(game, host, botPort, team, slug),
                game.pages().startersRunThroughBridge() ? BridgeCommands.own(host, botPort, team, slug) : null);
    }

    /** "in 4 min" and the like until a time; null when there is none, "any moment now" once it has passed. */
    static String timeUntil(LocalDateTime at, LocalDateTime now) {
        if (at == null) return null;
        long seconds = Duration.between(now, at).toSeconds();
        if (seconds <= 0) return "any moment now";
        if (seconds < 60) return "in " + seconds + " s";
        if (seconds < 3600) return "in " + (seconds + 59) / 60 + " min";
        if (seconds < 48 * 3600) return "in " + seconds / 3600 + " h " + seconds % 3600 / 60 + " min";
        return "in " + seconds / 86400 + " days";
    }
}
