package arena.contest.rules;

import arena.game.Game;
import arena.store.StoredTeam;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who plays the coming round of a contest, computed once for everyone who asks: the round's start (which pairs only the
 * teams that play), the console's team table and its warning before Start, a team's own page ("sits out round N") and
 * the API's {@code GET /api/contests/{slug}/readiness}. A team sits out when it is disabled, or when the game cannot play
 * a round without an entry it has not saved (Kieszostwory, RULINGS 7). Of the teams that play, those with no bot ready
 * are listed apart: they are paired all the same (a bot may connect after the start), but their matches are likely lost.
 *
 * @param round    the number of the coming round
 * @param teams    how many teams are enrolled
 * @param willPlay the teams paired in the coming round, in the order of enrolment
 * @param sitOut   the teams that are not, each with why
 * @param noBot    of {@code willPlay}, the teams whose bot is not ready now (see {@link Bots})
 * @param stage    the playoff's stage the coming round plays (issue 43), or null when it is a league or marking round
 */
public record Readiness(int round, int teams, List<String> willPlay, List<SitOut> sitOut, List<String> noBot, Stage stage) {
    /** A team left out of the coming round, and why, in words for the instructor and the team. */
    public record SitOut(String team, String why) {}

    /**
     * Whether a team has a bot ready to play: connected to the bot port now, or a house bot (which plays in-process).
     * The one seam for other ways to run a bot: a hosted bot (DESIGN, "Hosted bots") answers true here once chosen.
     */
    public interface Bots {
        boolean ready(StoredTeam team);
    }

    /** What the readiness needs to know of a team's saved entry: its text (null if none) and why it will not do (or null). */
    public record Entry(String data, String problem) {}

    /**
     * The coming round as a playoff's stage (issue 43): every seed of the bracket, whether it plays this stage and whether
     * its bot is ready, and the stage's series still to play with the teams they wait on (those with no bot ready); not
     * {@code drawn} while the stage before is still played (its series are not known yet).
     */
    public record Stage(int number, int stages, boolean drawn, List<Seed> seeds, List<Series> series) {
        public Stage {
            seeds = List.copyOf(seeds);
            series = List.copyOf(series);
        }

        /** Whether any series of the stage waits on a team's bot. */
        public boolean waiting() {
            return series.stream().anyMatch(s -> !s.waitingOn().isEmpty());
        }
    }

    /** A seed of the bracket: its number (1 is the best), team, what it does in the coming stage, and whether its bot is ready. */
    public record Seed(int seed, String team, String status, boolean bot) {}

    /** A series of the coming stage: its two seeds and teams (the higher first) and those of them whose bot is not ready. */
    public record Series(int higherSeed, int lowerSeed, String higher, String lower, List<String> waitingOn) {
        public Series {
            waitingOn = List.copyOf(waitingOn);
        }
    }

    public Readiness {
        willPlay = List.copyOf(willPlay);
        sitOut = List.copyOf(sitOut);
        noBot = List.copyOf(noBot);
    }

    /** Whether the instructor should be asked before starting: someone sits out or has no bot. */
    public boolean worthAWarning() {
        return !sitOut.isEmpty() || !noBot.isEmpty();
    }

    /** The coming round as the console names it: "Round 5", or "Round 5, playoff stage 2 of 3". */
    public String roundName() {
        return "Round " + round + (stage == null ? "" : ", playoff stage " + stage.number() + " of " + stage.stages());
    }

    /** What the Start button asks when the readiness is worth a warning. */
    public String startQuestion() {
        return "Start round " + round + (stage == null ? "" : " (playoff stage " + stage.number() + " of " + stage.stages() + ")") + " now? " + summary();
    }

    /**
     * The readiness in one sentence, as the console's summary and the Start button's question say it: who plays, who
     * will not, who has no bot ready, and (a playoff's stage) each series that waits on a team's bot.
     */
    public String summary() {
        if (stage != null && !stage.drawn()) return "its series are drawn when stage " + (stage.number() - 1) + " ends.";
        StringBuilder s = new StringBuilder().append(willPlay.size()).append(" of ")
                .append(stage != null ? "the " + teams + " seeded teams" : teams + (teams == 1 ? " team" : " teams")).append(" will play");
        if (!sitOut.isEmpty()) s.append("; ").append(sitOut.size()).append(" will not play");
        if (!noBot.isEmpty()) s.append("; ").append(noBot.size()).append(noBot.size() == 1 ? " has" : " have").append(" no bot ready");
        if (stage != null) {
            for (Series x : stage.series()) {
                if (x.waitingOn().isEmpty()) continue;
                s.append("; the series ").append(x.higher()).append(" (").append(x.higherSeed()).append(") against ").append(x.lower())
                        .append(" (").append(x.lowerSeed()).append(") waits on ").append(String.join(" and ", x.waitingOn()));
            }
        }
        return s.append('.').toString();
    }

    /** Why a team sits out, or empty if it plays: the one rule every page and the round's start follow. */
    public static Optional<String> whySitsOut(Game game, boolean disabled, Entry entry) {
        if (disabled) return Optional.of("it is disabled");
        String data = entry == null ? null : entry.data();
        if (game.playsRoundWith(data)) return Optional.empty();
        if (data == null) return Optional.of("it has no " + game.traits().entryName() + " saved");
        return Optional.of("its saved " + game.traits().entryName() + " cannot be played" + (entry.problem() != null ? ": " + entry.problem() : ""));
    }

    /**
     * The readiness of the coming round {@code round}: {@code enrolled} in the order of enrolment, {@code entries} the
     * saved entries by team id (teams with none absent), {@code bots} who has a bot ready.
     */
    public static Readiness of(int round, Game game, List<StoredTeam> enrolled, Map<Long, Entry> entries, Bots bots) {
        List<String> willPlay = new ArrayList<>();
        List<SitOut> sitOut = new ArrayList<>();
        List<String> noBot = new ArrayList<>();
        for (StoredTeam t : enrolled) {
            Optional<String> why = whySitsOut(game, t.disabled(), entries.get(t.id()));
            if (why.isPresent()) {
                sitOut.add(new SitOut(t.name(), why.get()));
                continue;
            }
            willPlay.add(t.name());
            if (!bots.ready(t)) noBot.add(t.name());
        }
        return new Readiness(round, enrolled.size(), willPlay, sitOut, noBot, null);
    }

    /**
     * The readiness of the coming round {@code round} when it is stage {@code stage} of the playoff {@code state} (which
     * has that stage's ties): the round pairs only the stage's undecided series, whatever the teams' entries (a seed
     * plays its series without one, {@link arena.contest.life.Rounds}), so the teams that play are those series' teams, counted among
     * the bracket's seeds; every other team (out, through, never seeded) is no one's concern here and is not listed. A
     * stage whose ties are not drawn yet (the stage before is still played) lists its seeds only.
     */
    public static Readiness ofStage(int round, int stage, Playoffs.State state, Map<Long, StoredTeam> enrolled, Bots bots) {
        // a stage not drawn yet (the one before is being played) has no ties: its seeds still in wait for it
        boolean drawn = stage <= state.stages().size();
        List<Playoffs.Series> ties = drawn ? state.stages().get(stage - 1) : List.of();
        Map<Long, Boolean> ready = new java.util.HashMap<>();
        for (long id : state.seeds()) {
            StoredTeam t = enrolled.get(id);
            ready.put(id, t != null && !t.disabled() && bots.ready(t));
        }
        java.util.function.LongFunction<String> name = id -> enrolled.containsKey(id) ? enrolled.get(id).name() : "#" + id;
        List<String> willPlay = new ArrayList<>();
        List<String> noBot = new ArrayList<>();
        List<Series> series = new ArrayList<>();
        Map<Long, String> status = new java.util.HashMap<>();
        for (Playoffs.Series t : ties) {
            if (t.bye() || t.winnerSeed() != 0) {
                long through = state.seeds().get((t.bye() ? t.higherSeed() : t.winnerSeed()) - 1);
                status.put(through, "through to stage " + (stage + 1) + (t.bye() ? " (a bye)" : ""));
                continue;
            }
            List<String> waiting = new ArrayList<>();
            for (long id : List.of(t.higherTeam(), t.lowerTeam())) {
                willPlay.add(name.apply(id));
                status.put(id, "plays stage " + stage);
                if (!ready.get(id)) {
                    waiting.add(name.apply(id));
                    noBot.add(name.apply(id));
                }
            }
            series.add(new Series(t.higherSeed(), t.lowerSeed(), name.apply(t.higherTeam()), name.apply(t.lowerTeam()), waiting));
        }
        List<Seed> seeds = new ArrayList<>();
        for (int i = 0; i < state.seeds().size(); i++) {
            long id = state.seeds().get(i);
            int lost = lostIn(state, i + 1, stage);
            String what = status.getOrDefault(id, lost > 0 ? "out: lost in stage " + lost : "waits for stage " + (stage - 1) + " to end");
            seeds.add(new Seed(i + 1, name.apply(id), what, ready.get(id)));
        }
        return new Readiness(round, state.seeds().size(), willPlay, List.of(), noBot,
                new Stage(stage, state.stageCount(), drawn, seeds, series));
    }

    /**
     * The seeds a playoff started now would have: the first {@link arena.pairing.Bracket#MAX_TEAMS} of {@code ranked}
     * (the standings' order of the teams that can play), each with the smallest playoff that seeds it and whether its
     * bot is ready.
     */
    public static List<Seed> seeding(List<Long> ranked, Map<Long, StoredTeam> enrolled, Bots bots) {
        List<Seed> seeds = new ArrayList<>();
        for (int i = 0; i < Math.min(ranked.size(), arena.pairing.Bracket.MAX_TEAMS); i++) {
            StoredTeam t = enrolled.get(ranked.get(i));
            if (t == null) continue;
            int seed = seeds.size() + 1;
            String when = seed <= arena.pairing.Bracket.MIN_TEAMS ? "seeded in any playoff" : "seeded in a playoff of " + seed + " teams or more";
            seeds.add(new Seed(seed, t.name(), when, bots.ready(t)));
        }
        return List.copyOf(seeds);
    }

    /** The stage (before {@code stage}) whose series seed {@code seed} lost. */
    private static int lostIn(Playoffs.State state, int seed, int stage) {
        for (int s = 1; s < stage && s <= state.stages().size(); s++) {
            for (Playoffs.Series t : state.stages().get(s - 1)) {
                if ((t.higherSeed() == seed || t.lowerSeed() == seed) && t.winnerSeed() != 0 && t.winnerSeed() != seed) return s;
            }
        }
        return 0;
    }

    /** The teams among {@code enrolled} that play the coming round (the round's start pairs these). */
    public static List<StoredTeam> players(Game game, List<StoredTeam> enrolled, Map<Long, Entry> entries) {
        return enrolled.stream().filter(t -> whySitsOut(game, t.disabled(), entries.get(t.id())).isEmpty()).toList();
    }

    /** Why {@code team} sits out, as this readiness says, or null if it plays or is not enrolled. */
    public String whySitsOut(String team) {
        if (stage != null && !willPlay.contains(team)) {
            return stage.seeds().stream().filter(s -> s.team().equals(team)).map(s -> "seed " + s.seed() + " of the playoff, " + s.status())
                    .findFirst().orElse("it is not in the playoff");
        }
        return sitOut.stream().filter(s -> s.team().equals(team)).map(SitOut::why).findFirst().orElse(null);
    }
}
