package arena.contest;

import arena.contest.base.Games;
import arena.contest.base.NotFound;
import arena.contest.life.SettingsChange;
import arena.contest.rules.ReplayDocument;
import arena.contest.turns.LiveMatch;
import arena.domain.MatchLogEntry;
import arena.game.Game;
import arena.game.MatchEngine;
import arena.game.Settings;
import arena.store.ContestStore;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.StoredContest;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Replays of stored matches: a match is its seed, its round's data and entries, and its log, so any turn
 * of it can be rebuilt by running the engine over the log up to that turn's end.
 */
public final class Replays {
    private final Contests contests;
    private final ContestStore contestStore;
    private final PlayQueries playQueries;
    private final EntryStore entryStore;
    private final MatchLogStore matchLogs;

    public Replays(Games games, Contests contests, ContestStore contestStore, PlayQueries playQueries, EntryStore entryStore, MatchLogStore matchLogs) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.playQueries = playQueries;
        this.entryStore = entryStore;
        this.matchLogs = matchLogs;
    }

    /** What a replay needs: everything to rebuild the match, and its stored result to compare with. */
    public record Recording(StoredMatch match, StoredRound round, StoredContest contest, Game game, Settings settings,
                            List<String> entries, List<MatchLogEntry> events) {
        /**
         * The number of steps: the start, then the end of each turn, then the last commands after the last turn end; or,
         * in a game that steps by command, the start and then each accepted command.
         */
        public int steps() {
            boolean byCommand = game.traits().replayStepsByCommand();
            return (int) events.stream().filter(e -> (e.seat() == LiveMatch.TICK_SEAT) != byCommand).count() + 1;
        }
    }

    /**
     * A position of a replay: the spectators' board after a step, with the engine's turn and summary, and what led to
     * it: the commands played in the step with the engine's answers, and the turn they were played in (0 for the
     * start), which is the turn the teams' private logs file their lines under (TeamConnection).
     */
    public record Position(int step, int steps, int turn, String summary, boolean finished, Object board, double[] scores,
                           List<Move> moves, int playedInTurn) {}

    /** A command a seat played in a step, and what the engine answered it. */
    public record Move(int seat, String command, List<String> answer) {}

    /** The teams a practice match is private to while it is (RULINGS 8), or none: {@link Contests#secretPracticeOwners}. */
    public java.util.Set<Long> secretPracticeOwners(long matchId) {
        return playQueries.secretPracticeOwners(matchId);
    }

    public Optional<Recording> recording(long matchId) {
        Optional<StoredMatch> match = playQueries.match(matchId).map(contests.views()::withLiveResult);
        if (match.isEmpty()) return Optional.empty();
        StoredRound round = playQueries.round(match.get().roundId()).orElseThrow();
        StoredContest contest = contestStore.byId(round.contestId()).orElseThrow();
        Optional<Game> game = contests.gameFor(contest);
        if (game.isEmpty()) return Optional.empty();
        // the settings the round was played with: a change between rounds applies only from its round on
        Settings settings = round.number() > 0
                ? SettingsChange.forRound(game.get(), contests.settingsOf(contest, game.get()), contestStore.settingChanges(contest.id()), round.number())
                : contests.settingsOf(contest, game.get());
        Map<Long, String> entries = entryStore.roundEntries(round.id());
        return Optional.of(new Recording(match.get(), round, contest, game.get(), settings,
                Arrays.asList(entries.get(match.get().seat0TeamId()), entries.get(match.get().seat1TeamId())),
                matchLogs.events(matchId)));
    }

    /**
     * The match rebuilt to a step: 0 is the start, step k is just after the k-th end of turn, and the last
     * step includes every command logged (a match that ends on a command ends after its last turn end).
     */
    public Position position(Recording r, int step) {
        int steps = r.steps();
        int target = Math.max(0, Math.min(step, steps - 1));
        MatchEngine engine = r.game().prepareRound(r.round().roundDataSeed(), r.settings()).newMatch(r.match().seed(), r.settings(), r.entries(),
                contests.views().seatNames(r.match()));
        List<Move> moves = new ArrayList<>();
        int playedInTurn = 0;
        if (r.game().traits().replayStepsByCommand()) {
            // step k: just after the k-th command, with the turn ends before it; the last step plays the whole log
            int commands = 0;
            for (MatchLogEntry e : r.events()) {
                boolean tick = e.seat() == LiveMatch.TICK_SEAT;
                if (!tick && commands == target && target < steps - 1) break;
                if (tick) engine.endTurn();
                else {
                    commands++;
                    if (commands == target) playedInTurn = engine.turn();
                    var answer = engine.apply(e.seat(), e.command());
                    if (commands == target) moves.add(new Move(e.seat(), e.command(), answer.lines()));
                }
            }
            return new Position(target, steps, engine.turn(), engine.summary(), engine.finished(), engine.board(),
                    engine.finished() ? engine.scores() : null, moves, playedInTurn);
        }
        // step k (k > 0): the commands of the k-th turn and its end; the last step, any commands after the last end
        int ticks = 0;
        for (MatchLogEntry e : r.events()) {
            if (e.seat() == LiveMatch.TICK_SEAT) {
                if (ticks == target) break;
                if (ticks == target - 1) playedInTurn = engine.turn();
                engine.endTurn();
                ticks++;
            } else {
                if (ticks >= target && target < steps - 1) break;
                boolean inStep = ticks == target - 1 || (ticks == target && target == steps - 1);
                if (inStep) playedInTurn = engine.turn();
                var answer = engine.apply(e.seat(), e.command());
                if (inStep) moves.add(new Move(e.seat(), e.command(), answer.lines()));
            }
        }
        if (target == 0) moves.clear();
        return new Position(target, steps, engine.turn(), engine.summary(), engine.finished(), engine.board(),
                engine.finished() ? engine.scores() : null, moves, target == 0 ? 0 : playedInTurn);
    }

    /** The whole recording as one document (for a download, or a script): enough to replay the match anywhere. */
    public ReplayDocument document(Recording r, List<String> teams) {
        StoredMatch m = r.match();
        List<ReplayDocument.LogEntry> log = new ArrayList<>();
        for (MatchLogEntry e : r.events()) log.add(new ReplayDocument.LogEntry(e.seat(), e.command()));
        return new ReplayDocument(m.id(), r.contest().slug(), r.game().name(), m.practice() ? null : r.round().number(), m.practice(),
                r.round().seed(), r.round().dataSeed(), m.seed(), r.settings().asMap(), teams, r.entries(), m.status().text(),
                m.score0() == null ? null : List.of(m.score0(), m.score1()), m.summary(), log,
                "seat -1 is the end of a turn (" + LiveMatch.TICK + "); seats 0 and 1 are the teams' accepted commands, in order", null, null);
    }

    /** The last position of a stored match's replay. */
    public Position end(long matchId) {
        Recording r = recording(matchId).orElseThrow(() -> new NotFound("no match " + matchId));
        return position(r, Integer.MAX_VALUE);
    }
}
