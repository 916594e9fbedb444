package arena.support;

import arena.App;
import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.contest.Replays;
import arena.domain.MatchLogEntry;
import arena.game.Eye;
import arena.game.MatchEngine;
import arena.game.SeatNames;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Boards of real matches at every position, as every eye sees them: a round of two house bots of a game is played
 * to its end in an arena of this JVM (short turns), then each of its matches is rebuilt from its seed and log, step by
 * step as a replay steps, and at each step the board is taken as the public, each seat and the instructor see it (the
 * live board's eyes, RULINGS 8) and once more as the replay shows it. What the board tests and benches draw.
 */
public final class BoardPositions {
    private BoardPositions() {}

    /** One board to draw: the match page's view of it (its board as {@code eye} sees it), and whether it is a replay's. */
    public record Position(String game, Contests.MatchView view, Eye eye, boolean replay, int step, int steps) {}

    /** Short rounds of each game's house bots: the contract test's, with turns as short as the settings allow. */
    public static Map<String, Object> settings(String game) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("seed", 5);
        s.put("rounds", 1);
        switch (game) {
            case "vestrock" -> { s.put("turnMillis", 50); s.put("turnsPerMatch", 40); }
            case "pizzacraft" -> { s.put("turnMillis", 50); s.put("turnsPerMatch", 80); }
            case "kieszostwory" -> { s.put("turnMillis", 50); s.put("maxTurns", 40); }
            default -> { s.put("turnMillis", 40); s.put("timeFactor", 5); }
        }
        return s;
    }

    /** Every position of every match of one round of {@code bots} house bots of {@code game} (two play two matches). */
    public static List<Position> of(String game, List<String> bots) throws Exception {
        try (App app = App.start(TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("arena-boards"), false,
                "bench-password-1", null, 600, 30)))) {
            return play(app, game, bots);
        }
    }

    /** The house bots that play each game's boards: two, so that each plays each seat once. */
    public static List<String> bots(String game) {
        return game.equals("pizzacraft") ? List.of("economy", "random") : List.of("greedy", "random");
    }

    /** As {@link #of(String, List)}, in an arena already started (one may serve every game). */
    public static List<Position> play(App app, String game, List<String> bots) throws Exception {
        Contests contests = app.contests();
        String slug = "boards-" + game.replace('.', '-');
        contests.create(slug, "Boards of " + game, game, settings(game));
        for (String bot : bots) contests.enrollHouseBot(slug, bot);
        long end = System.currentTimeMillis() + 30_000;
        while (true) { // games with entries: the house bots save theirs as they are enrolled, or soon after
            try {
                contests.startRound(slug);
                break;
            } catch (RuntimeException notYet) {
                if (System.currentTimeMillis() > end) throw notYet;
                Thread.sleep(100);
            }
        }
        LiveContest live = contests.live(slug).orElseThrow();
        List<Long> ids = live.matches().stream().map(LiveMatch::id).toList();
        end = System.currentTimeMillis() + 180_000;
        while (live.roundRunning()) {
            if (System.currentTimeMillis() > end) throw new AssertionError("the round of " + game + " did not end in 3 minutes");
            Thread.sleep(50);
        }
        List<Position> positions = new ArrayList<>();
        for (long id : ids) positions.addAll(rebuild(contests, game, id));
        return positions;
    }

    /**
     * The first match of a round of the game's house bots ({@link #bots}) rebuilt to the fullest board of the middle third
     * of its replay: its engine there (to build its board view again), and the live view of it as the public sees it.
     */
    public record MidGame(MatchEngine engine, Contests.MatchView view) {}

    public static MidGame midGame(String game) throws Exception {
        try (App app = App.start(TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("arena-boards"), false,
                "bench-password-1", null, 600, 30)))) {
            List<Position> all = play(app, game, bots(game));
            Position some = all.get(0);
            // of the middle third of the match, the fullest board (LOCM's middle step may still be in its draft)
            Position mid = all.stream().filter(p -> p.view().id() == some.view().id() && p.eye() == Eye.PUBLIC && !p.replay()
                            && p.step() >= p.steps() / 3 && p.step() <= 2 * p.steps() / 3)
                    .max(java.util.Comparator.comparingInt(BoardPositions::drawnLength)).orElseThrow();
            int middle = mid.step();
            Replays.Recording r = app.contests().replays().recording(some.view().id()).orElseThrow();
            MatchEngine engine = r.game().prepareRound(r.round().roundDataSeed(), r.settings()).newMatch(r.match().seed(), r.settings(), r.entries(),
                    new SeatNames(mid.view().teams().get(0), mid.view().teams().get(1)));
            int step = 0;
            boolean byCommand = r.game().traits().replayStepsByCommand();
            for (MatchLogEntry e : r.events()) {
                boolean tick = e.seat() == LiveMatch.TICK_SEAT;
                if (tick) engine.endTurn();
                else engine.apply(e.seat(), e.command());
                if (tick != byCommand && ++step == middle) break;
            }
            return new MidGame(engine, mid.view());
        }
    }

    private static int drawnLength(Position p) {
        StringBuilder out = new StringBuilder();
        p.view().game().pages().boardHtml().draw(p.view().board(), p.view().teams(), out);
        return out.length();
    }

    /** A finished match stepped through as its replay is: after each step, the board as each eye saw it live, and the replay's. */
    private static List<Position> rebuild(Contests contests, String game, long id) {
        Replays replays = contests.replays();
        Replays.Recording r = replays.recording(id).orElseThrow();
        long end = System.currentTimeMillis() + 30_000;
        while (!replays.position(r, r.steps() - 1).finished()) { // the last turns reach the store in the settler's next batch
            if (System.currentTimeMillis() > end) throw new AssertionError("match " + id + " was not stored to its end in 30 s");
            sleep(100);
            r = replays.recording(id).orElseThrow();
        }
        Contests.MatchView last = contests.matchView(id, Eye.ALL).orElseThrow();
        List<String> teams = last.teams();
        MatchEngine engine = r.game().prepareRound(r.round().roundDataSeed(), r.settings()).newMatch(r.match().seed(), r.settings(), r.entries(),
                new SeatNames(teams.get(0), teams.get(1)));
        List<Position> out = new ArrayList<>();
        int steps = r.steps();
        int step = 0;
        boolean byCommand = r.game().traits().replayStepsByCommand();
        sample(out, game, r, engine, teams, step, steps);
        boolean unsampled = false;
        for (MatchLogEntry e : r.events()) {
            boolean tick = e.seat() == LiveMatch.TICK_SEAT;
            if (tick) engine.endTurn();
            else engine.apply(e.seat(), e.command());
            unsampled = true;
            if (tick != byCommand) {
                sample(out, game, r, engine, teams, ++step, steps);
                unsampled = false;
            }
        }
        if (unsampled) { // the last step includes the commands after the last turn's end (a match may end on one)
            out.subList(out.size() - Eye.values().length - 1, out.size()).clear();
            sample(out, game, r, engine, teams, step, steps);
        }
        return out;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static void sample(List<Position> out, String game, Replays.Recording r, MatchEngine engine, List<String> teams, int step, int steps) {
        boolean over = engine.finished();
        for (Eye eye : Eye.values()) {
            Object board = over ? engine.board() : engine.board(eye);
            out.add(new Position(game, new Contests.MatchView(r.match(), r.round(), r.contest(), r.game(), board, engine.summary(), engine.turn(),
                    over, teams, step), eye, false, step, steps));
        }
        out.add(new Position(game, new Contests.MatchView(r.match(), r.round(), r.contest(), r.game(), engine.board(), engine.summary(), engine.turn(),
                over, teams, step), Eye.ALL, true, step, steps));
    }
}
