package arena.games.locm.arena;

import arena.game.Answer;
import arena.game.Codes;
import arena.game.CommandSpec;
import arena.game.MatchEngine;
import arena.game.Parsed;
import arena.game.RecentLog;
import arena.game.SeatNames;
import arena.game.TurnHandOver;
import arena.games.locm.Battle;
import arena.games.locm.LocmMatch;
import arena.games.locm.TurnReport;
import java.util.List;
import java.util.Optional;

/**
 * One LOCM match in the arena: the exact engine ({@link LocmMatch}) plus the time limits, a saved deck played on a
 * bare {@code PASS}, the deliveries of turn inputs to a team's connections, and the spectators' board.
 *
 * <p>Time limits (RULINGS 7) are real time, from the hand-over of a turn's input to the arrival of its answer. The
 * game knows no clock: the arena measures and passes the figure in as data, and the command carrying it is logged,
 * so that a replay takes the same decisions:
 * <ul>
 *   <li>{@code TIMED <ms> <line>}: the answer arrived {@code ms} milliseconds after its input was handed over; over
 *       the limit (the reference limit times {@code timeFactor}) it loses on time, else it is played;</li>
 *   <li>{@code TIMEOUT <decision> <ms>}: the arena's timer saw no answer to the seat's decision number
 *       {@code decision} (its count of answers when the input was handed over) after {@code ms}: it loses on time,
 *       unless that decision was answered already;</li>
 *   <li>{@code ANSWER <line>}: an answer whose hand-over the arena did not see (a turn handed over before a
 *       restart): played, as in time.</li>
 * </ul>
 * A seat late on a turn both seats answer at once (a 1.2 draft pick, the 1.5 constructed turn) is judged with the
 * other (RULINGS 9): the turn waits for the other seat's answer; in time, the late seat loses; late too, the match is a
 * draw. Each seat's limit starts at its own hand-over, so whoever was handed its input first is no longer the one who
 * loses when both are late. (Off in contests made before the rule: {@link LocmClock#bothLateDraw}.)
 * The clock's ticks ({@link #endTurn}, logged by the arena) count only a turn that no connection takes: a team with
 * no bot there loses once the turn has waited the contest's {@code untakenSeconds} (30 unless it says) times
 * {@code timeFactor} in turns of the clock ({@link LocmClock}). {@code turnMillis} never shortens a limit: a bot that answers within its limit never loses on time.
 *
 * <p>{@code HOLD}, a seat's own command: its bot has the match queued for a process slot (a hosted bot, whose runner
 * starts a match's program before it takes the match's first turn, issue 26 and RULINGS 8: starting a bot never
 * costs it time). For {@link #HOLD_LEASE_MILLIS} from then the clock's ticks do not count against the seat; the bot
 * renews the hold while the match waits, and an answer ends it. A bot that is gone stops renewing, so its turns are
 * counted again a lease later. All the holds of a seat in a match last at most the contest's {@code holdMinutes}
 * (then 806 HoldSpent), so no bot can keep a round from ending.
 */
public final class LocmArenaMatch implements MatchEngine, TurnHandOver, LocmView {
    public static final String ANSWER = "ANSWER";
    public static final String TIMED = "TIMED";
    public static final String TIMEOUT = "TIMEOUT";
    public static final String SCALED = "SCALED";
    /** How long one {@code HOLD} keeps the untaken turn's clock off a seat (a bot renews it well before). */
    public static final long HOLD_LEASE_MILLIS = 60_000;
    public static final String HOLD = "HOLD";
    private static final int LOG_SIZE = 12;

    private final LocmMatch game;
    private final SeatNames names;
    private final LocmClock clock;
    private final List<List<Integer>> decks;
    private final int[] ticks = new int[2];
    /** Ticks of the clock each seat's hold still covers, and the ticks its holds have covered in all. */
    private final int[] heldTicks = new int[2];
    private final int[] heldSpent = new int[2];
    private final int[] answers = new int[2];
    private final int[] claimed = {-1, -1};
    private final int[] givenBack = {-1, -1};
    private final boolean[] overTold = new boolean[2];
    private final boolean[] usedSavedDeck = new boolean[2];
    /** Why a seat is late on the turn being answered at once, while the other seat's answer is awaited to judge it; else null. */
    private final String[] late = new String[2];
    private final RecentLog<LocmBoard.LogLine> log = new RecentLog<>(LOG_SIZE);
    private int version;
    private LocmBoard view;
    private int viewVersion = -1;

    /**
     * @param decks 1.5: each seat's saved deck (card numbers of the round's pool) or null; played when the seat
     *              answers the constructed turn with a bare {@code PASS}
     * @param names the teams in seats 0 and 1, named in the summary and the log
     */
    public LocmArenaMatch(LocmMatch game, LocmClock clock, List<List<Integer>> decks, SeatNames names) {
        this.game = game;
        this.names = names;
        this.clock = clock;
        this.decks = decks == null ? java.util.Arrays.asList(null, null) : decks;
    }

    public LocmMatch game() {
        return game;
    }

    // ---- the contract

    @Override
    public Answer apply(int seat, String command) {
        return switch (LocmCommand.TABLE.parseInMatch(command)) {
            case Parsed.Refused<LocmCommand> refused -> refused.answer();
            case Parsed.Call<LocmCommand> call -> switch (call.command()) {
                case ANSWER -> answer(seat, call.text(), -1);
                case TIMED -> timed(seat, 1000, call.arg(0), call.text(), call.spec());
                case SCALED -> timed(seat, call.arg(0), call.arg(1), call.text(), call.spec());
                case TIMEOUT -> timeout(seat, call.arg(0), call.arg(1), call.args().length > 2 ? call.arg(2) : 1000, call.spec());
                case HOLD -> hold(seat);
                // the protocol answers them: they never reach a match
                case NEXT, CLOCK, LOG, MATCHES, POOL, DECK, GET_DECK, SAVED_DECK, WAIT -> Codes.unknownCommand(call.spec().name());
            };
        };
    }

    /**
     * An answer {@code ms} after its hand-over, for a bot whose limits are the match's times {@code permille}/1000 (a
     * hosted bot's language factor; 1000 for any other): over its limit it loses on time, else it is played.
     */
    private Answer timed(int seat, int permille, int ms, String line, CommandSpec spec) {
        if (ms < 0 || permille < 100 || permille > 20_000) return Codes.invalidArguments(spec.countRule());
        Optional<Err> refused = whyIllegal(seat);
        if (refused.isPresent()) return refused.get().answer();
        long limit = scaled(limitMillis(seat), permille);
        if (ms > limit) {
            late(seat, "timeout: answered after " + ms + " ms, over the limit of " + limit + " ms");
            return Answer.done();
        }
        return answer(seat, line, ms);
    }

    /** The arena's timer saw no answer to the seat's decision {@code decision} after {@code ms}. */
    private Answer timeout(int seat, int decision, int ms, int permille, CommandSpec spec) {
        if (decision < 0 || ms < 0 || permille <= 0) return Codes.invalidArguments(spec.countRule());
        Optional<Err> refused = whyIllegal(seat);
        if (refused.isPresent()) return refused.get().answer();
        if (decision != answers[seat]) return Err.NOT_YOUR_TURN.answer(); // that decision was answered in time
        late(seat, "timeout: no answer within " + scaled(limitMillis(seat), permille) + " ms"); // the limit that applied
        return Answer.done();
    }

    /**
     * The seat is past its limit. On a turn both seats answer at once, with the other's answer still awaited, the turn
     * is judged once that answer comes (RULINGS 9): the seat waits, late; when the other is late already, it is a draw.
     * Otherwise the seat loses on time.
     */
    private void late(int seat, String why) {
        int other = 1 - seat;
        if (!clock.bothLateDraw()) {
            lose(seat, why);
            return;
        }
        if (late[other] == null && !otherStillToAnswer(seat)) {
            lose(seat, why);
            return;
        }
        if (late[other] != null) {
            log(seat, why + " · late");
            game.drawOnTime("both players were late: player " + other + ": " + late[other] + "; player " + seat + ": " + why);
            ended();
            version++;
            return;
        }
        late[seat] = why;
        log(seat, why + " · late: the turn is judged with " + names.of(other) + "'s answer");
        version++;
    }

    /**
     * Whether the other seat's answer to the turn the seat is late on is still to come: the 1.5 constructed turn while
     * the other has not answered, and a 1.2 draft pick for seat 0, since seat 1 picks from the same three cards after it.
     */
    private boolean otherStillToAnswer(int seat) {
        return switch (game.phase()) {
            case CONSTRUCTED -> game.awaiting().contains(1 - seat);
            case DRAFT -> seat == 0;
            default -> false;
        };
    }

    /**
     * Seat 0 is late on a 1.2 draft pick: seat 1 is handed the same pick to judge the draft turn (RULINGS 9). Its answer
     * only judges (in time, seat 0 loses); the engine, which takes the two picks one after the other, never plays it.
     */
    private boolean judgingSecondPick() {
        return game.phase() == LocmMatch.Phase.DRAFT && late[0] != null;
    }

    /** The seats an answer is awaited from: the engine's, and seat 1 while it judges a draft pick ({@link #judgingSecondPick}). */
    private List<Integer> awaited() {
        return judgingSecondPick() ? List.of(0, 1) : game.awaiting();
    }

    /** The seat's bot has the match queued for a process slot: the untaken turn's clock is off it for a lease. */
    private Answer hold(int seat) {
        if (game.isOver()) return Err.MATCH_OVER.answer();
        long leaseTicks = Math.ceilDiv(HOLD_LEASE_MILLIS, clock.turnMillis());
        long budgetTicks = clock.holdMillis() / clock.turnMillis();
        if (heldSpent[seat] >= budgetTicks) {
            return Err.HOLD_SPENT.answer("its holds in this match have lasted " + heldSpent[seat] * clock.turnMillis() + " ms, the contest's limit of "
                    + clock.holdMillis() + " ms: its turns count again");
        }
        boolean starts = heldTicks[seat] == 0;
        heldTicks[seat] = (int) Math.min(leaseTicks, budgetTicks - heldSpent[seat]);
        if (starts) log(seat, names.of(seat) + "'s bot waits for a process slot: its turns are not counted meanwhile");
        version++;
        return Answer.done();
    }

    /** Why the seat may not answer now: the match is over (803), or it awaits no answer of the seat (802); else empty. */
    private Optional<Err> whyIllegal(int seat) {
        if (game.isOver()) return Optional.of(Err.MATCH_OVER);
        if (!awaited().contains(seat) || late[seat] != null) return Optional.of(Err.NOT_YOUR_TURN);
        return Optional.empty();
    }

    /** Plays an answer; {@code ms}, when known (else -1), is shown with it in the log, so a replay shows each bot's speed. */
    private Answer answer(int seat, String line, long ms) {
        Optional<Err> refused = whyIllegal(seat);
        if (refused.isPresent()) return refused.get().answer();
        if (judgingSecondPick()) { // seat 1 picked in time where seat 0 was late: seat 0 loses (RULINGS 9)
            log(seat, "picks in time" + (ms < 0 ? "" : " · " + ms + " ms"));
            lose(0, late[0]);
            return Answer.done();
        }
        LocmMatch.Phase phase = game.phase();
        String played = line;
        if (phase == LocmMatch.Phase.CONSTRUCTED && line.strip().equals("PASS") && decks.get(seat) != null) {
            played = LocmMatch.constructedAnswer(decks.get(seat));
            usedSavedDeck[seat] = true;
        }
        LogText words = LogText.before(game, names);
        TurnReport report = game.apply(seat, played);
        answers[seat]++;
        ticks[seat] = 0;
        heldTicks[seat] = 0; // its program runs: the hold has served
        note(seat, phase, report, words, ms < 0 ? "" : " · " + ms + " ms");
        int other = 1 - seat;
        if (late[other] != null && !game.isOver()) lose(other, late[other]); // the other seat answered in time: the late one loses
        version++;
        return Answer.done();
    }

    private void lose(int seat, String why) {
        game.forfeit(seat, why);
        log(seat, why + " · loses");
        ended();
        version++;
    }

    @Override
    public void endTurn() {
        if (game.isOver()) return;
        List<Integer> awaited = awaited();
        for (int p = 0; p < 2; p++) if (!awaited.contains(p)) ticks[p] = 0;
        for (int p : awaited) {
            if (late[p] != null) continue; // late already: judged with the other seat
            if (heldTicks[p] > 0) { // queued for a process slot: the turn is not counted against it
                heldTicks[p]--;
                heldSpent[p]++;
                continue;
            }
            ticks[p]++;
            long untaken = clock.untakenLimitMillis();
            if (ticks[p] * clock.turnMillis() > untaken) {
                late(p, "timeout: no connection of the team took the turn within " + untaken + " ms");
                if (game.isOver()) return;
            }
        }
        version++;
    }

    /** The command the arena's timer plays when the seat's decision {@code decision} is not answered after {@code ms}. */
    public static String timeoutCommand(int decision, long ms, int permille) {
        return TIMEOUT + " " + decision + " " + ms + (permille == 1000 ? "" : " " + permille);
    }

    /** A bot's time factor in thousandths, as {@code SCALED} logs it (1.5 is 1500). */
    public static int permille(double factor) {
        return (int) Math.round(factor * 1000);
    }

    /** A limit scaled by a bot's factor in thousandths. */
    public static long scaled(long limitMillis, int permille) {
        return permille == 1000 ? limitMillis : Math.round(limitMillis * permille / 1000.0);
    }

    /** The command of an answer that arrived {@code ms} after its hand-over, for a bot whose limits are scaled by {@code permille}. */
    public static String scaledCommand(int permille, long ms, String line) {
        return line.isEmpty() ? SCALED + " " + permille + " " + ms : SCALED + " " + permille + " " + ms + " " + line;
    }

    /** The command of an answer that arrived {@code ms} after its input was handed over. */
    public static String timedCommand(long ms, String line) {
        return line.isEmpty() ? TIMED + " " + ms : TIMED + " " + ms + " " + line;
    }

    @Override
    public int turn() {
        Battle b = game.battle();
        return b == null ? 1 : Math.max(1, b.turn() + 1);
    }

    @Override
    public boolean finished() {
        return game.isOver();
    }

    @Override
    public boolean canAct(int seat) {
        return !game.isOver() && awaited().contains(seat) && late[seat] == null;
    }

    @Override
    public double[] scores() {
        if (!game.isOver() || game.winner() < 0) return new double[] {0, 0};
        return game.winner() == 0 ? new double[] {1, 0} : new double[] {0, 1};
    }

    @Override
    public String summary() {
        if (game.isOver()) {
            return outcome();
        }
        return switch (game.phase()) {
            case DRAFT -> "draft pick " + pick() + " of 30 · " + names.of(game.toMove()) + " to pick";
            case CONSTRUCTED -> "constructed turn · waiting for " + (game.awaiting().size() == 2 ? "both decks" : names.of(game.toMove()) + "'s deck");
            default -> {
                Battle b = game.battle();
                yield "battle turn " + (b.turn() + 1) + " · health " + b.player(0).health() + " : " + b.player(1).health()
                        + " · " + names.of(b.currentPlayer()) + " to move";
            }
        };
    }

    @Override
    public LocmBoard board() {
        if (view == null || viewVersion != version) {
            view = LocmBoardViews.of(game, awaited(), game.phase() == LocmMatch.Phase.DRAFT ? pick() : 0, scores(),
                    EndReasons.named(game.endReason(), names), log.newestFirst());
            viewVersion = version;
        }
        return view;
    }

    /** Hands and draft picks are private while the match is played (see {@link LocmBoard#seenBy}); everything once it is over. */
    @Override
    public LocmBoard board(arena.game.Eye eye) {
        return game.isOver() ? board() : board().seenBy(eye);
    }

    // ---- time

    /** The reference limit of the awaited answer of this seat, times the contest's factor, in milliseconds. */
    public long limitMillis(int seat) {
        return Math.round(game.timeLimitMillis(seat) * clock.timeFactor());
    }

    /** Turns of the clock this seat has been waited for in its current decision (only an untaken turn loses by them). */
    public int ticksWaited(int seat) {
        return ticks[seat];
    }

    // ---- deliveries to the team's connections (not part of the match: never logged)

    /** What {@code NEXT} hands a connection ({@link TurnHandOver}): a turn's input, or the news (once) that the match is over. */
    @Override
    public Delivery take(int seat) {
        if (game.isOver()) {
            if (overTold[seat]) return null;
            overTold[seat] = true;
            String result = game.winner() < 0 ? "DRAW" : game.winner() == seat ? "WIN" : "LOSS";
            return new Delivery(null, 0, -1, result + " " + EndReasons.oneBased(game.endReason()));
        }
        if (!awaited().contains(seat) || late[seat] != null || claimed[seat] == answers[seat]) return null;
        claimed[seat] = answers[seat];
        String input = judgingSecondPick() ? game.draftInputFor(seat) : game.inputFor(seat);
        return new Delivery(input, limitMillis(seat), answers[seat], null);
    }

    /**
     * RULINGS 7: the connection that took the seat's decision number {@code decision} closed before it answered, so the
     * turn goes back, for another open connection of the team to take (its time starting then); a decision goes back
     * once only, so closing connections buys no extra time. True if it went back. Not part of the match: never logged.
     */
    @Override
    public boolean giveBack(int seat, int decision) {
        if (game.isOver() || !awaited().contains(seat) || answers[seat] != decision || claimed[seat] != decision
                || givenBack[seat] == decision) return false;
        claimed[seat] = -1;
        givenBack[seat] = decision;
        return true;
    }

    @Override
    public boolean playsSavedDeck(int seat) {
        return decks.get(seat) != null;
    }

    /** The seat's state as {@code MATCHES} shows it: YOUR_TURN, WAITING, WIN, LOSS or DRAW. */
    @Override
    public String state(int seat) {
        if (game.isOver()) return game.winner() < 0 ? "DRAW" : game.winner() == seat ? "WIN" : "LOSS";
        return canAct(seat) ? "YOUR_TURN" : "WAITING";
    }

    // ---- the log of the last actions

    private int pick() {
        return Math.min(30, game.chosenCards(1).size() + 1);
    }

    private void note(int seat, LocmMatch.Phase phase, TurnReport r, LogText words, String time) {
        if (r.invalid()) {
            log(seat, "invalid output: " + r.error() + " · loses");
        } else if (phase == LocmMatch.Phase.DRAFT) {
            log(seat, (r.accepted().isEmpty() ? "picks" : words.pick(game.chosenCards(seat).size(), Integer.parseInt(r.accepted().get(0).substring("PICK ".length())))) + time,
                    "picks a card" + time);
        } else if (phase == LocmMatch.Phase.CONSTRUCTED) {
            log(seat, "has chosen its deck" + (usedSavedDeck[seat] ? " (its saved deck)" : "") + time);
            if (game.phase() == LocmMatch.Phase.BATTLE) log(-1, "both decks are built: the battle begins");
        } else {
            StringBuilder sb = new StringBuilder();
            sb.append(r.accepted().isEmpty() ? "passes" : String.join("; ", r.accepted().stream().map(a -> words.action(seat, a)).toList()));
            // the rival reads only what was played (the referee's opponentActions); a skipped action may name a card in hand
            String played = sb.toString() + time;
            for (TurnReport.Skipped s : r.skipped()) sb.append(" · skipped ").append(words.action(seat, s.action())).append(" (").append(s.reason()).append(')');
            log(seat, sb.append(time).toString(), r.skipped().isEmpty() ? null : played);
        }
        if (game.isOver()) ended();
    }

    private void ended() {
        log(-1, outcome());
    }

    /** Who won and why, in the teams' names: "owls wins · foxes has no health left". */
    private String outcome() {
        return (game.winner() < 0 ? "no winner" : names.of(game.winner()) + " wins") + " · " + EndReasons.named(game.endReason(), names);
    }

    private void log(int seat, String text) {
        log(seat, text, null);
    }

    private void log(int seat, String text, String othersSee) {
        log.add(new LocmBoard.LogLine(seat, text, othersSee));
    }
}
