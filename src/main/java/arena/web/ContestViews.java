package arena.web;

import arena.contest.Contests;
import arena.contest.LiveContest;
import arena.game.Game;
import arena.store.ContestPhase;
import arena.store.ContestStore;
import arena.store.PlayStore;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import arena.store.StoredTeam;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** View models of contests, rounds and matches, shared by the public pages, the team page and the console. */
final class ContestViews {
    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayStore playStore;

    ContestViews(Contests contests, ContestStore contestStore, PlayStore playStore) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.playStore = playStore;
    }

    Map<String, Object> card(StoredContest c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("slug", c.slug());
        m.put("title", c.title());
        m.put("game", c.game());
        m.put("gameTitle", contests.games().get(c.game()).map(Game::title).orElse(c.game()));
        m.put("phase", c.phase().text());
        LiveContest live = contests.live(c.slug()).orElse(null);
        m.put("paused", live != null ? live.paused() : c.paused());
        m.put("pausedBecause", live != null ? live.pausedBecause() : null);
        m.put("selfSignup", c.selfSignup());
        m.put("registrationEndsAt", c.registrationEndsAt());
        m.put("announcement", c.announcement());
        m.put("round", live != null ? live.roundNumber() : playStore.lastRoundNumber(c.id()));
        m.put("turn", live != null ? live.turn() : 0);
        m.put("running", live != null && live.roundRunning());
        m.put("teamCount", contestStore.enrolledTeams(c.id()).size());
        m.put("keepRounds", contests.games().get(c.game()).map(g -> contests.settingsOf(c, g).getInt(arena.contest.ContestSettings.KEEP_ROUNDS)).orElse(0));
        return m;
    }

    /** Contests a team may enroll itself in now, as cards. */
    List<Map<String, Object>> openToJoin() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (StoredContest c : contests.all()) {
            if (c.phase() == ContestPhase.OPEN && c.selfSignup()) list.add(card(c));
        }
        return list;
    }

    /** Matches of a round as rows: id, number, teams by seat, status, scores, summary. */
    List<Map<String, Object>> matchRows(StoredRound round, Map<Long, String> names) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (StoredMatch m : contests.matchesOf(round.id())) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("id", m.id());
            row.put("number", m.number());
            row.put("seat0", names.getOrDefault(m.seat0TeamId(), "?"));
            row.put("seat1", names.getOrDefault(m.seat1TeamId(), "?"));
            row.put("status", m.status());
            row.put("score0", m.score0());
            row.put("score1", m.score1());
            row.put("summary", m.summary());
            rows.add(row);
        }
        return rows;
    }

    Map<Long, String> teamNames(StoredContest c) {
        Map<Long, String> names = new HashMap<>();
        for (StoredTeam t : contestStore.enrolledTeams(c.id())) names.put(t.id(), t.name());
        return names;
    }

    /** Rounds, newest first, each with its matches. */
    List<Map<String, Object>> rounds(StoredContest c) {
        Map<Long, String> names = teamNames(c);
        List<Map<String, Object>> list = new ArrayList<>();
        List<StoredRound> rounds = new ArrayList<>(playStore.rounds(c.id()));
        java.util.Collections.reverse(rounds);
        for (StoredRound r : rounds) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("number", r.number());
            m.put("status", r.status());
            m.put("voided", r.voided());
            // a running round's turn is not stored each tick (PlayStore.saveTurn): it is read from the live contest
            LiveContest live = "running".equals(r.status()) ? contests.live(c.slug()).orElse(null) : null;
            m.put("turn", live != null ? live.turn() : r.turn());
            List<Map<String, Object>> matches = matchRows(r, names);
            m.put("matches", matches);
            // voided half-way when the contest was ended: never scored, so there is nothing to count again
            m.put("cutShort", matches.stream().anyMatch(row -> "voided".equals(row.get("status"))));
            list.add(m);
        }
        return list;
    }

    /** Standings rows with per-round points in round order and the rating. */
    List<Map<String, Object>> standings(StoredContest c) {
        List<Map<String, Object>> rows = new ArrayList<>();
        arena.contest.Standings.Table table = arena.contest.Standings.of(playStore, c.id());
        for (arena.contest.Standings.Row s : table.rows()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("firstRound", table.firstRound());
            row.put("lastRound", table.rounds());
            // the round numbers of the columns, from the first kept: the template shows them as they are
            row.put("roundNumbers", java.util.stream.IntStream.rangeClosed(table.firstRound(), table.rounds()).boxed().toList());
            row.put("rank", s.rank());
            row.put("team", s.team());
            row.put("points", s.points());
            row.put("rounds", s.rounds());
            row.put("mu", String.format(java.util.Locale.ROOT, "%.1f", s.rating().mu()));
            row.put("sigma", String.format(java.util.Locale.ROOT, "%.1f", s.rating().sigma()));
            rows.add(row);
        }
        return rows;
    }

    static String points(Double p) {
        if (p == null) return "";
        return p == Math.rint(p) ? String.valueOf(p.longValue()) : String.format(java.util.Locale.ROOT, "%.2f", p);
    }
}
