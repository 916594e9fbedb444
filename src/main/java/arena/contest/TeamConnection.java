package arena.contest;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.Codes;
import arena.game.Command;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One logged-in team in one contest: the context a game's protocol sees, and the arena's own checks
 * (per-turn command limit, bad arguments) around it. Used by bot-port sessions and by house bots alike.
 */
public final class TeamConnection implements BotContext {
    private final LiveContest contest;
    private final long teamId;
    private final String teamName;

    TeamConnection(LiveContest contest, long teamId, String teamName) {
        this.contest = contest;
        this.teamId = teamId;
        this.teamName = teamName;
    }

    public LiveContest contest() {
        return contest;
    }

    /** Answers one command line. */
    public Answer handle(String line) {
        Command command = Command.parse(line);
        if (command.name().isEmpty()) return Answer.error(Codes.UNKNOWN_COMMAND, "empty command");
        if (!contest.countCommand(teamId)) {
            return Answer.error(Codes.COMMAND_LIMIT, "command limit reached for this turn ("
                    + contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN) + ")");
        }
        try {
            return contest.game().protocol().handle(this, command);
        } catch (Command.BadArguments e) {
            return Codes.invalidArguments(e.getMessage());
        }
    }

    /** Gives back the connection slot this connection held. */
    public void close() {
        contest.disconnect(teamId);
    }

    @Override
    public long teamId() {
        return teamId;
    }

    @Override
    public String teamName() {
        return teamName;
    }

    @Override
    public Settings settings() {
        return contest.settings();
    }

    @Override
    public int round() {
        return contest.roundNumber();
    }

    @Override
    public boolean roundRunning() {
        return contest.roundRunning();
    }

    @Override
    public int turn() {
        return contest.turn();
    }

    @Override
    public long millisLeftInTurn() {
        return contest.paused() ? 0 : contest.millisLeftInTurn();
    }

    @Override
    public List<MatchRef> myMatches() {
        List<MatchRef> refs = new ArrayList<>();
        for (LiveMatch m : contest.matchesOf(teamId)) refs.add(ref(m));
        return refs;
    }

    @Override
    public Optional<MatchRef> match(long matchId) {
        return Optional.ofNullable(contest.match(matchId)).map(this::ref);
    }

    private MatchRef ref(LiveMatch m) {
        return new MatchRef(m.id(), m.number(), m.teamNames(), m.seatOf(teamId), m.finished());
    }

    @Override
    public <T> T read(long matchId, Function<arena.game.MatchEngine, T> reader) {
        LiveMatch m = contest.match(matchId);
        if (m == null) throw new IllegalArgumentException("no running match " + matchId);
        return m.read(reader);
    }

    @Override
    public Answer play(long matchId, int seat, String command) {
        LiveMatch m = contest.match(matchId);
        if (m == null) throw new IllegalArgumentException("no running match " + matchId);
        if (seat < 0 || seat > 1 || m.team(seat) != teamId) throw new IllegalArgumentException("team " + teamName + " is not in seat " + seat);
        return m.play(seat, command);
    }

    @Override
    public Object nextRoundData() {
        return contest.nextRoundData();
    }

    @Override
    public Optional<String> entry() {
        return contest.entry(teamId);
    }

    @Override
    public Optional<String> saveEntry(String entry) {
        try {
            contest.saveEntry(teamId, entry);
            return Optional.empty();
        } catch (Refused e) {
            return Optional.of(e.getMessage());
        }
    }

    @Override
    public Answer waitUntil(java.util.function.BooleanSupplier until, long timeoutMillis, java.util.function.Supplier<List<String>> lines,
                            List<String> timedOut) {
        long seen = contest.epoch();
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(Math.max(0, timeoutMillis));
        return Answer.ok().then(() -> {
            long last = seen;
            while (!until.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0 || contest.finished()) return timedOut;
                last = contest.awaitAfter(last, left);
            }
            return lines.get();
        });
    }

    @Override
    public Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) {
        long seen = contest.epoch();
        contest.ready(teamId);
        return Answer.ok().then(() -> lines.apply(contest.awaitAfter(seen)));
    }
}
