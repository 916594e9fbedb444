package arena.web;

import arena.domain.ContestPhase;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.domain.MatchStatus;
import arena.domain.RoundStatus;
import arena.game.Game;
import arena.store.ContestStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** View models of contests, rounds and matches, shared by the public pages, the team page and the console. */
final class ContestViews {
    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;

    ContestViews(Contests contests, ContestStore contestStore, PlayQueries playQueries) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
    }

    ContestCard card(StoredContest c) {
        LiveContest live = contests.live(c.slug()).orElse(null);
        return new ContestCard(c.slug(), c.title(), c.game(), contests.games().get(c.game()).map(Game::title).orElse(c.game()),
                c.phase().text(),
                live != null ? live.paused() : c.paused(),
                live != null ? live.pausedBecause() : null,
                c.selfSignup(), c.registrationEndsAt(), c.announcement(),
                live != null ? live.roundNumber() : playQueries.lastRoundNumber(c.id()),
                live != null ? live.turn() : 0,
                live != null && live.roundRunning(),
                contestStore.enrolledTeams(c.id()).size(),
                contests.games().get(c.game()).map(g -> contests.settingsOf(c, g).getInt(arena.contest.rules.ContestSettings.KEEP_ROUNDS)).orElse(0));
    }

    /** Contests a team may enroll itself in now, as cards. */
    List<ContestCard> openToJoin() {
        List<ContestCard> list = new ArrayList<>();
        for (StoredContest c : contests.all()) {
            if (c.phase() == ContestPhase.OPEN && c.selfSignup()) list.add(card(c));
        }
        return list;
    }

    /** A match of a round as the console lists it: teams by seat (by name), status, scores (null until finished), summary. */
    record MatchRow(long id, int number, String seat0, String seat1, String status, Double score0, Double score1, String summary) {}

    /** Matches of a round as rows. */
    List<MatchRow> matchRows(StoredRound round, Map<Long, String> names) {
        List<MatchRow> rows = new ArrayList<>();
        for (StoredMatch m : contests.matchesOf(round.id())) {
            rows.add(new MatchRow(m.id(), m.number(), names.getOrDefault(m.seat0TeamId(), "?"), names.getOrDefault(m.seat1TeamId(), "?"),
                    m.status().text(), m.score0(), m.score1(), m.summary()));
        }
        return rows;
    }

    Map<Long, String> teamNames(StoredContest c) {
        Map<Long, String> names = new HashMap<>();
        for (StoredTeam t : contestStore.enrolledTeams(c.id())) names.put(t.id(), t.name());
        return names;
    }

    /**
     * A round as the console lists it, with its matches. {@code cutShort}: voided half-way when the contest was ended,
     * never scored, so there is nothing to count again.
     */
    record RoundRow(int number, String status, boolean voided, int turn, List<MatchRow> matches, boolean cutShort, int matchCount) {
        /** Whether its matches are listed here (the newest round's), or only counted with a link to the round's page. */
        public boolean matchesListed() {
            return matchCount == 0 || !matches.isEmpty();
        }
    }

    /**
     * Rounds, newest first; the newest with its matches, the others with their count only (their matches are on the
     * round's page): a console of many rounds of hundreds of matches each stays a page that answers in well under a
     * second after every action (issue 29: voiding a round of 380 matches).
     */
    List<RoundRow> rounds(StoredContest c) {
        Map<Long, String> names = teamNames(c);
        List<RoundRow> list = new ArrayList<>();
        List<StoredRound> rounds = new ArrayList<>(playQueries.rounds(c.id()));
        java.util.Collections.reverse(rounds);
        for (StoredRound r : rounds) {
            // a running round's turn is not stored each tick (PlayQueries.saveTurn): it is read from the live contest
            LiveContest live = r.status() == RoundStatus.RUNNING ? contests.live(c.slug()).orElse(null) : null;
            List<MatchRow> matches = matchRows(r, names);
            boolean cutShort = matches.stream().anyMatch(row -> row.status().equals(MatchStatus.VOIDED.text()));
            list.add(new RoundRow(r.number(), r.status().text(), r.voided(), live != null ? live.turn() : r.turn(),
                    list.isEmpty() ? matches : List.of(), cutShort, matches.size()));
        }
        return list;
    }

    /**
     * A team's line of the console's standings: rank, team, total, its points per round (null: none or voided) in round
     * order, and its rating. Every line repeats the rounds the table covers: {@code firstRound} to {@code lastRound},
     * numbered in {@code roundNumbers}.
     */
    record StandingRow(int firstRound, int lastRound, List<Integer> roundNumbers, int rank, String team, double points,
                       List<Double> rounds, String mu, String sigma) {}

    /** Standings rows with per-round points in round order and the rating. */
    List<StandingRow> standings(StoredContest c) {
        List<StandingRow> rows = new ArrayList<>();
        arena.contest.rules.Standings.Table table = arena.contest.rules.Standings.of(playQueries, c.id());
        // the round numbers of the columns, from the first kept: the template shows them as they are
        List<Integer> roundNumbers = java.util.stream.IntStream.rangeClosed(table.firstRound(), table.rounds()).boxed().toList();
        for (arena.contest.rules.Standings.Row s : table.rows()) {
            rows.add(new StandingRow(table.firstRound(), table.rounds(), roundNumbers, s.rank(), s.team(), s.points(), s.rounds(),
                    String.format(java.util.Locale.ROOT, "%.1f", s.rating().mu()), String.format(java.util.Locale.ROOT, "%.1f", s.rating().sigma())));
        }
        return rows;
    }

    static String points(Double p) {
        if (p == null) return "";
        return p == Math.rint(p) ? String.valueOf(p.longValue()) : String.format(java.util.Locale.ROOT, "%.2f", p);
    }
}
