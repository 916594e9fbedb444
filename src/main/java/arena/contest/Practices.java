package arena.contest;

import arena.game.Game;
import arena.game.HouseBot;
import arena.game.MatchEngine;
import arena.game.SeatNames;
import arena.game.Seeds;
import arena.game.Settings;
import arena.store.PlayStore;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A contest's practice matches in view (a team against a house bot, outside the rounds; never counted): per team,
 * those being played and the last one finished (until it starts another). The lists are guarded by this object's
 * monitor, a leaf below the contest lock; a match's practice is found without a lock.
 */
final class Practices {
    private final LiveContest contest;
    private final Map<Long, List<PracticeRun>> byTeam = new HashMap<>();
    private final Map<Long, PracticeRun> byMatch = new ConcurrentHashMap<>();

    Practices(LiveContest contest) {
        this.contest = contest;
    }

    /** A team's practice matches in view: being played, or the last finished; voided ones are left out. */
    synchronized List<PracticeRun> of(long teamId) {
        return byTeam.getOrDefault(teamId, List.of()).stream().filter(p -> !p.voided()).toList();
    }

    /** The practice that a match is, if it is one. */
    PracticeRun ofMatch(long matchId) {
        return byMatch.get(matchId);
    }

    List<PracticeRun> all() {
        return List.copyOf(byMatch.values());
    }

    /**
     * Starts a practice match of a team against one of the game's house bots, now. Refused ({@link Refused}, the
     * reason for a person) when practice is off ({@code practiceMatches} 0), the team plays as many as allowed already,
     * the game takes no extra match while a round runs (Kieszostwory), the contest is paused or finished, or the game
     * needs an entry the team has not saved; an unknown house bot is {@link Contests.NotFound}.
     */
    PracticeRun start(long teamId, String teamName, String botName) {
        synchronized (contest.rounds()) { // the contest lock: no round starts, no pause comes between the checks and the start
            Game game = contest.game();
            Settings settings = contest.settings();
            HouseBot.Factory factory = botName == null ? null : game.houseBots().get(botName);
            if (factory == null) throw new Contests.NotFound("no house bot " + botName + " in " + game.name() + "; house bots: "
                    + String.join(", ", game.houseBots().keySet()));
            if (contest.rounds().endedOrEnding()) throw new Refused("the contest is finished");
            int allowed = settings.getInt(ContestSettings.PRACTICE_MATCHES);
            if (allowed <= 0) throw new Refused("practice matches are off in this contest");
            if (contest.paused()) throw new Refused("the contest is paused");
            long running = of(teamId).stream().filter(PracticeRun::running).count();
            if (running >= allowed) throw new Refused("your team already plays " + (allowed == 1 ? "a practice match" : running + " practice matches")
                    + " (at most " + allowed + " at a time): wait for its end");
            Round round = contest.rounds().round();
            if (round != null && !game.practiceDuringRounds())
                throw new Refused("in " + game.name() + " practice matches run only between rounds: round " + round.number() + " is being played");
            String entry = contest.entry(teamId).orElse(null);
            if (!game.playsRoundWith(entry)) throw new Refused("save your " + game.entryName() + " first: a practice match is played with it");
            ContestTeams.HouseTeam house = contest.arena().teams().houseBotTeam(game, botName);
            String houseEntry = contest.arena().plays().entry(contest.id(), house.id()).orElse(null);
            if (!game.playsRoundWith(houseEntry)) houseEntry = entry; // a house bot with no entry of its own here plays a copy of the team's
            long seed = new SecureRandom().nextLong(1, Long.MAX_VALUE);
            long matchSeed = Seeds.derive(seed, 1);
            Map<Long, String> entries = new LinkedHashMap<>();
            entries.put(teamId, entry);
            entries.put(house.id(), houseEntry);
            PlayStore.NewPractice created = contest.arena().plays().createPractice(contest.id(), seed, matchSeed, teamId, house.id(), entries);
            MatchEngine engine = game.prepareRound(seed, settings).newMatch(matchSeed, settings, Arrays.asList(entry, houseEntry), new SeatNames(teamName, house.name()));
            LiveMatch live = new LiveMatch(created.matchId(), 1, new long[] {teamId, house.id()}, new String[] {teamName, house.name()}, engine);
            PracticeRun run = new PracticeRun(contest, created.roundId(), seed, botName, live, settings.getLong(ContestSettings.TURN_MILLIS));
            synchronized (this) {
                List<PracticeRun> mine = byTeam.computeIfAbsent(teamId, k -> new ArrayList<>());
                mine.removeIf(p -> {
                    if (p.running()) return false;
                    byMatch.remove(p.match().id());
                    return true;
                });
                mine.add(run);
                byMatch.put(live.id(), run);
            }
            run.start(factory, contest.arena().services().houseBotPermits());
            contest.changes().of(teamId).bump();
            return run;
        }
    }

    /** The team's practice as its page shows it, or null when the contest has practice off. */
    LiveContest.PracticeOutlook outlook(long teamId) {
        Game game = contest.game();
        int allowed = contest.settings().getInt(ContestSettings.PRACTICE_MATCHES);
        if (allowed <= 0 || contest.finished() || game.houseBots().isEmpty()) return null;
        List<PracticeRun> running = of(teamId).stream().filter(PracticeRun::running).toList();
        Round round = contest.rounds().round();
        String notNow = null;
        if (contest.paused()) notNow = "The contest is paused.";
        else if (running.size() >= allowed) notNow = allowed == 1 ? "One practice match at a time." : "At most " + allowed + " practice matches at a time.";
        else if (round != null && !game.practiceDuringRounds())
            notNow = "In " + game.title() + " practice matches run only between rounds: round " + round.number() + " is being played.";
        else if (!game.playsRoundWith(contest.entry(teamId).orElse(null))) notNow = "Save your " + game.entryName() + " first: a practice match is played with it.";
        return new LiveContest.PracticeOutlook(List.copyOf(game.houseBots().keySet()), notNow, running.isEmpty() ? null : running.get(0).match().id());
    }

    /** A round starts: finished practices leave the teams' views; where the game takes no extra match then, running ones are voided. */
    void atRoundStart() {
        List<PracticeRun> voided = new ArrayList<>();
        synchronized (this) {
            for (List<PracticeRun> mine : byTeam.values()) {
                mine.removeIf(p -> {
                    if (p.running() && contest.game().practiceDuringRounds()) return false;
                    if (p.running()) voided.add(p);
                    byMatch.remove(p.match().id());
                    return true;
                });
            }
        }
        voided.forEach(p -> p.voidSoon(contest.arena().services().scheduler()));
    }
}
