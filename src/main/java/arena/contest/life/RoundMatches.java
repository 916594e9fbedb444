package arena.contest.life;

import arena.contest.rules.ContestSettings;
import arena.contest.turns.LiveMatch;
import arena.contest.turns.TurnCommits;
import arena.domain.MatchLogEntry;
import arena.domain.MatchStatus;
import arena.game.Game;
import arena.game.MatchEngine;
import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Settings;
import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.StoredMatch;
import arena.store.StoredRound;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A stored round brought into memory: its matches' engines made from the round's seed and entries, and, for a round
 * that was played before, replayed from their logs (DESIGN: seed plus log is the match).
 */
public final class RoundMatches {
    private RoundMatches() {}

    /** What a stored round's matches are rebuilt from: the round's entries, its matches, and their logs. */
    public record Sources(EntryStore entries, PlayQueries queries, MatchLogStore logs) {}

    /** A round to play: a new one, or (recovering) the one that was running when the arena stopped, replayed. */
    static Round live(LiveContest contest, Sources plays, TurnCommits.Store turnStore, StoredRound record, Map<Long, String> names,
                      boolean recovering) {
        RoundData data = contest.game().prepareRound(record.roundDataSeed(), contest.settings());
        Map<Long, String> entries = plays.entries().roundEntries(record.id());
        List<LiveMatch> matches = new ArrayList<>();
        List<StoredMatch> stored = plays.queries().matches(record.id());
        Map<Long, List<MatchLogEntry>> logs = recovering ? plays.logs().eventsOfRound(record.id(), ids(stored)) : Map.of();
        for (StoredMatch m : stored) {
            LiveMatch live = match(contest.settings(), data, m, names, null, entries);
            if (recovering) {
                live.replay(logs.getOrDefault(m.id(), List.of()));
                if (m.status() == MatchStatus.FINISHED) live.markFinishStored();
            }
            matches.add(live);
        }
        int turn = recovering ? plays.logs().storedTurn(record.id()) : 1;
        return new Round(record, List.copyOf(matches), contest.settings().getLong(ContestSettings.TURN_MILLIS), contest.turnTime(), contest.tick(),
                new TurnCommits(record.id(), turnStore), turn, null);
    }

    /** A round played to its end, to be read (FinishedContests): every match replayed from its stored log; nothing ticks. */
    public static Round finished(Sources plays, StoredRound record, Game game, Settings settings, Map<Long, String> names) {
        RoundData data = game.prepareRound(record.roundDataSeed(), settings);
        Map<Long, String> entries = plays.entries().roundEntries(record.id());
        List<LiveMatch> matches = new ArrayList<>();
        List<StoredMatch> stored = plays.queries().matches(record.id());
        Map<Long, List<MatchLogEntry>> logs = plays.logs().eventsOfRound(record.id(), ids(stored));
        for (StoredMatch m : stored) {
            LiveMatch live = match(settings, data, m, names, "?", entries);
            live.replay(logs.getOrDefault(m.id(), List.of()));
            live.markFinishStored();
            matches.add(live);
        }
        return new Round(record, List.copyOf(matches), 0, null, null, null, plays.logs().storedTurn(record.id()), null);
    }

    private static List<Long> ids(List<StoredMatch> matches) {
        return matches.stream().map(StoredMatch::id).toList();
    }

    /** One match of the round (its data drawn from the round's seed) at its start; {@code unknownName} names a seat whose team is not in {@code names}, for its engine. */
    private static LiveMatch match(Settings settings, RoundData data, StoredMatch m, Map<Long, String> names, String unknownName,
                                   Map<Long, String> entries) {
        long[] teams = {m.seat0TeamId(), m.seat1TeamId()};
        MatchEngine engine = data.newMatch(m.seed(), settings, Arrays.asList(entries.get(teams[0]), entries.get(teams[1])),
                new SeatNames(names.getOrDefault(teams[0], unknownName), names.getOrDefault(teams[1], unknownName)));
        return new LiveMatch(m.id(), m.number(), teams, new String[] {names.get(teams[0]), names.get(teams[1])}, engine);
    }
}
