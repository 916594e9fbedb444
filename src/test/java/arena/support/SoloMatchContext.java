package arena.support;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.MatchEngine;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A game's protocol seen from one seat of one match, with no arena around it: what a test's position
 * helper hands the protocol. Commands that change the match are added to {@code journal} as "seat command".
 */
public final class SoloMatchContext implements BotContext {
    private final MatchEngine match;
    private final long matchId;
    private final int seat;
    private final Settings settings;
    private final List<String> journal;

    public SoloMatchContext(MatchEngine match, long matchId, int seat, Settings settings, List<String> journal) {
        this.match = match;
        this.matchId = matchId;
        this.seat = seat;
        this.settings = settings;
        this.journal = journal;
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
    public <E extends MatchEngine, T> Optional<T> read(long id, Class<E> engine, Function<? super E, ? extends T> reader) {
        return id == matchId && engine.isInstance(match) ? Optional.ofNullable(reader.apply(engine.cast(match))) : Optional.empty();
    }

    @Override
    public Optional<Answer> play(long id, int s, String command) {
        if (id != matchId) return Optional.empty();
        Answer a = match.apply(s, command);
        if (a.changed()) journal.add(s + " " + command);
        return Optional.of(a);
    }

    @Override
    public Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) {
        throw new UnsupportedOperationException("no clock here: end the turn on the engine");
    }
}
