package arena.support;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.MatchEngine;
import arena.game.MatchView;
import arena.game.RoundData;
import arena.game.Settings;
import arena.game.TurnHandOver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * A game's protocol seen from one seat of one match, with no arena around it: what a test's position
 * helper hands the protocol. Commands that change the match are added to {@code journal} as "seat command"; lines
 * for the team's private log to {@link #teamLog()} as "match: line". No clock runs here: a test ends the turn on the
 * engine, so a wait is the test's mistake and throws; no entries are kept and no timer runs.
 */
public final class SoloMatchContext implements BotContext {
    private final MatchEngine match;
    private final long matchId;
    private final int seat;
    private final Settings settings;
    private final List<String> journal;
    private final List<String> teamLog = new ArrayList<>();

    public SoloMatchContext(MatchEngine match, long matchId, int seat, Settings settings, List<String> journal) {
        this.match = match;
        this.matchId = matchId;
        this.seat = seat;
        this.settings = settings;
        this.journal = journal;
    }

    /** The lines the protocol added to the team's private log, as "match: line". */
    public List<String> teamLog() {
        return teamLog;
    }

    @Override
    public long teamId() {
        return seat + 1;
    }

    @Override
    public String teamName() {
        return "seat" + seat;
    }

    @Override
    public Settings settings() {
        return settings;
    }

    @Override
    public int round() {
        return 1;
    }

    @Override
    public boolean roundRunning() {
        return true;
    }

    @Override
    public int turn() {
        return match.turn();
    }

    @Override
    public long millisLeftInTurn() {
        return 1000;
    }

    @Override
    public long millisToNextRound() {
        return 0;
    }

    @Override
    public double timeFactor() {
        return 1;
    }

    @Override
    public List<MatchRef> myMatches() {
        return new ArrayList<>(List.of(ref()));
    }

    @Override
    public Optional<MatchRef> match(long id) {
        return id == matchId ? Optional.of(ref()) : Optional.empty();
    }

    private MatchRef ref() {
        return new MatchRef(matchId, 1, List.of("seat0", "seat1"), seat, match.finished());
    }

    @Override
    public <V extends MatchView, T> Optional<T> read(long id, Class<V> view, Function<? super V, ? extends T> reader) {
        return id == matchId && view.isInstance(match) ? Optional.ofNullable(reader.apply(view.cast(match))) : Optional.empty();
    }

    @Override
    public Optional<Answer> play(long id, int s, String command) {
        if (id != matchId) return Optional.empty();
        Answer a = match.apply(s, command);
        if (a.changed()) journal.add(s + " " + command);
        return Optional.of(a);
    }

    @Override
    public Optional<TurnHandOver.Delivery> takeTurn(long id) {
        return id == matchId && match instanceof TurnHandOver turns ? Optional.ofNullable(turns.take(seat)) : Optional.empty();
    }

    @Override
    public void startTimer(long id, long limitMillis, int decision, LongFunction<String> onExpiry) {
        // no clock here: a test plays the timeout command itself
    }

    @Override
    public long stopTimer(long id) {
        return -1;
    }

    @Override
    public void appendTeamLog(long id, String line) {
        teamLog.add(id + ": " + line);
    }

    @Override
    public Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) {
        throw new UnsupportedOperationException("no clock here: end the turn on the engine");
    }

    @Override
    public Answer waitUntil(BooleanSupplier until, long timeoutMillis, Supplier<List<String>> lines, List<String> timedOut) {
        throw new UnsupportedOperationException("no clock here: end the turn on the engine");
    }

    @Override
    public long changes() {
        return 0;
    }

    /** Looks once when polled; nothing here wakes it: nothing changes the match but the test. */
    @Override
    public Answer waitForChange(Supplier<List<String>> look, long timeoutMillis, List<String> timedOut) {
        return Answer.ok().then(new Answer.Later() {
            @Override
            public List<String> poll() {
                return look.get();
            }

            @Override
            public void whenReady(Runnable wake) {
                throw new UnsupportedOperationException("no clock here: nothing changes the match but the test");
            }
        });
    }

    @Override
    public <R extends RoundData> Optional<R> comingRound(Class<R> type) {
        return Optional.empty();
    }

    @Override
    public Optional<String> entry() {
        return Optional.empty();
    }

    @Override
    public Optional<String> saveEntry(String entry) {
        return Optional.of("no entries here");
    }
}
