package arena.games.locm.arena;

import arena.game.Answer;
import arena.game.BotCalls;
import arena.game.BotContext;
import arena.game.BotView;
import arena.game.MatchPlay;
import arena.game.TurnHandOver;
import arena.game.Codes;
import arena.game.Command;
import arena.game.Parsed;
import arena.game.Protocol;
import arena.games.locm.CardData;
import arena.games.locm.Keywords;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * LOCM's bot protocol: the reference turn inputs, tagged with their match, and one answer line per turn.
 *
 * <pre>
 * NEXT [NOW] [id...]   OK, then (when there is something; at once with NOW, NONE if nothing; with ids, NONE after
 *                      5 s of nothing) one of:
 *                        MATCH &lt;id&gt; &lt;n&gt; &lt;ms&gt;  and the n input lines of the turn, exactly as on stdin
 *                        OVER &lt;id&gt; WIN|LOSS|DRAW &lt;reason&gt;   (once per finished match)
 *                        END                  (the contest is over)
 * ANSWER &lt;id&gt; &lt;line&gt;   OK, or ERR 801 NoSuchMatch / 802 NotYourTurn / 803 MatchOver
 * LOG &lt;id&gt; &lt;text&gt;      OK: a line of the team's private log of the match
 * MATCHES              OK, a count, and "id seat state opponent" per match (state YOUR_TURN, WAITING, WIN, LOSS, DRAW)
 * POOL                 1.5: OK, "fingerprint 120", the coming round's cards
 * DECK &lt;30 numbers&gt;    1.5: saves the deck played on a bare PASS (OK or ERR 804 DeckRefused: why)
 * GET_DECK             1.5: OK and the saved deck, or "none"
 * SAVED_DECK &lt;id&gt;     OK and "saved" when a bare PASS at the match's constructed turn plays the team's saved deck,
 *                        else "none" (ERR 801 NoSuchMatch for a match the team has no seat in)
 * CLOCK                OK, "turnMillis timeFactor"
 * WAIT                 OK, then OK when the next turn of the clock begins
 * HOLD &lt;id&gt;            OK: the bot's program for the match waits for a process slot; its untaken turns are not
 *                        counted for a minute (renew it while it waits); ERR 806 HoldSpent past the contest's holdMinutes
 * </pre>
 *
 * The commands are declared in {@link LocmCommand}; the table answers 103 and 104.
 * A turn is handed to one connection only: a team may run several connections, each asking {@code NEXT}, and play
 * its matches in parallel. {@code NEXT} with match ids hands over turns (and news) of those matches only: a hosted
 * bot's runner starts a match's program before it takes the match's first turn and names the matches it has programs
 * for, so that a match waiting for a process slot waits in the arena, its time not running (issue 26). The untaken
 * turn's own limit ({@link LocmClock#untakenMillis}) counts no turn the bot holds ({@code HOLD}) meanwhile.
 */
public final class LocmProtocol implements Protocol {
    /**
     * How long a NEXT that names matches waits before it answers NONE: a runner asks for the turns of the matches it has
     * programs for, and must be back often enough to renew the holds of those still waiting for one (HOLD's lease is a
     * minute).
     */
    static final long NAMED_WAIT_MILLIS = 5_000;
    /** Match ids one NEXT may name (a runner names the matches it has programs for: at most its slots). */
    static final int MAX_IDS = 256;

    /** {@code DECK} saves the team's entry, {@code GET_DECK} reads it. */
    @Override
    public boolean waitsForStore(Command command) {
        return command.name().equals(LocmCommand.DECK.spec().name()) || command.name().equals(LocmCommand.GET_DECK.spec().name());
    }

    @Override
    public Answer handle(BotContext bot, Command line) {
        return switch (LocmCommand.TABLE.parse(line)) {
            case Parsed.Refused<LocmCommand> refused -> refused.answer();
            case Parsed.Call<LocmCommand> call -> answer(bot, call);
        };
    }

    private static Answer answer(BotContext bot, Parsed.Call<LocmCommand> call) {
        return switch (call.command()) {
            case NEXT -> {
                boolean now = false;
                java.util.Set<Long> only = new java.util.HashSet<>();
                for (String w : call.words()) {
                    if (w.equalsIgnoreCase("NOW") && !now) {
                        now = true;
                        continue;
                    }
                    try {
                        only.add(Long.parseLong(w));
                    } catch (NumberFormatException e) {
                        yield Codes.invalidArguments("NEXT takes NOW and match ids, or nothing");
                    }
                }
                if (only.size() > MAX_IDS) yield Codes.invalidArguments("NEXT takes at most " + MAX_IDS + " match ids");
                if (now) yield Answer.ok(lookNow(bot, only));
                // with ids, NONE after a while: its runner renews the holds of its other matches meanwhile
                yield bot.waitForChange(() -> look(bot, false, only), only.isEmpty() ? 0 : NAMED_WAIT_MILLIS, List.of("NONE"));
            }
            case CLOCK -> Answer.ok(LocmGame.turnMillis(bot.settings()) + " " + bot.settings().getDouble(LocmGame.TIME_FACTOR));
            case ANSWER -> play(bot, call.matchId().orElseThrow(), call.text()); // the table requires the match id
            case LOG -> {
                long id = call.matchId().orElseThrow();
                if (BotCalls.ownMatch(bot, id).isEmpty()) yield Err.NO_SUCH_MATCH.answer();
                bot.appendTeamLog(id, call.text());
                yield Answer.ok();
            }
            case MATCHES -> matches(bot);
            // without a coming round's pool (a game without decks, or no contest) there are no decks: 805
            case POOL -> bot.comingRound(Pool.class).map(pool -> {
                List<String> lines = new ArrayList<>();
                lines.add(pool.fingerprint() + " " + pool.cards().size());
                for (CardData card : pool.cards()) lines.add(line(card));
                return Answer.ok(lines);
            }).orElseGet(Err.NO_DECKS::answer);
            case DECK -> bot.comingRound(Pool.class)
                    .map(pool -> bot.saveEntry(new Pool.Deck(pool.fingerprint(), call.words()).text())
                            .map(Err.DECK_REFUSED::answer).orElseGet(Answer::ok))
                    .orElseGet(Err.NO_DECKS::answer);
            case GET_DECK -> bot.comingRound(Pool.class).isEmpty() ? Err.NO_DECKS.answer() : Answer.ok(bot.entry().orElse("none"));
            case SAVED_DECK -> savedDeck(bot, call.matchId().orElseThrow());
            case WAIT -> bot.waitForNextTurn(e -> List.of("OK"));
            case HOLD -> BotCalls.playInOwnMatch(bot, call.matchId().orElseThrow(), LocmArenaMatch.HOLD, Err.NO_SUCH_MATCH);
            // the table's parse refuses the arena's own commands in a bot's line
            case TIMED, SCALED, TIMEOUT -> Codes.unknownCommand(call.spec().name());
        };
    }

    /** ANSWER: the bot's line to its match, with the time the arena measured since the hand-over when it saw one. */
    private static <B extends BotView & MatchPlay> Answer play(B bot, long id, String line) {
        if (BotCalls.ownMatch(bot, id).isEmpty()) return Err.NO_SUCH_MATCH.answer();
        // RULINGS 7: the arena measured the time since the hand-over; the figure goes into the logged command
        long millis = bot.stopTimer(id);
        int permille = LocmArenaMatch.permille(bot.timeFactor());
        String command = millis >= 0 && permille != 1000 ? LocmArenaMatch.scaledCommand(permille, millis, line)
                : millis >= 0 ? LocmArenaMatch.timedCommand(millis, line)
                : line.isEmpty() ? LocmArenaMatch.ANSWER : LocmArenaMatch.ANSWER + " " + line;
        return BotCalls.playInOwnMatch(bot, id, command, Err.NO_SUCH_MATCH);
    }

    private static Answer matches(BotView bot) {
        List<String> lines = new ArrayList<>();
        for (BotView.MatchRef m : bot.myMatches()) {
            if (m.mySeat() < 0) continue;
            bot.read(m.id(), LocmView.class, e -> e.state(m.mySeat())) // empty: its round has just ended
                    .ifPresent(state -> lines.add(m.id() + " " + m.mySeat() + " " + state + " " + m.teams().get(1 - m.mySeat())));
        }
        lines.add(0, String.valueOf(lines.size()));
        return Answer.ok(lines);
    }

    /**
     * {@code SAVED_DECK}: whether the team's seat in the match plays its saved deck on a bare PASS ("saved"), or must
     * choose its own ("none", always in 1.2). The deck is the one frozen for the match's round, not the coming round's.
     */
    private static Answer savedDeck(BotView bot, long id) {
        return BotCalls.ownMatch(bot, id)
                .flatMap(m -> bot.read(id, LocmView.class, e -> e.playsSavedDeck(m.mySeat()) ? "saved" : "none"))
                .map(word -> Answer.ok(word))
                .orElseGet(Err.NO_SUCH_MATCH::answer);
    }

    /** A pool card as {@code POOL} lists it: number type cost attack defense abilities myHealth oppHealth draw area. */
    static String line(CardData c) {
        return c.baseId() + " " + c.type().ordinal() + " " + c.cost() + " " + c.attack() + " " + c.defense() + " "
                + Keywords.toString(c.keywords()) + " " + c.myHealthChange() + " " + c.oppHealthChange() + " " + c.cardDraw()
                + " " + c.area().ordinal();
    }

    /** NEXT NOW: a look at once; for a bot on this machine with no core free (issue 39), NONE, as when nothing is there. */
    private static <B extends BotView & MatchPlay> List<String> lookNow(B bot, java.util.Set<Long> only) {
        if (!bot.takeCoreNow()) return List.of("NONE");
        try {
            return look(bot, true, only);
        } finally {
            bot.releaseCore();
        }
    }

    /** One look at the team's matches (only those of {@code only}, unless empty): a delivery, END, or (now) NONE; null when NEXT should wait. */
    private static <B extends BotView & MatchPlay> List<String> look(B bot, boolean now, java.util.Set<Long> only) {
        for (BotView.MatchRef m : bot.myMatches()) {
            if (m.mySeat() < 0 || (!only.isEmpty() && !only.contains(m.id()))) continue;
            // empty: nothing for the team in this match, or its round has just ended
            TurnHandOver.Delivery d = bot.takeTurn(m.id()).orElse(null);
            if (d == null) continue;
            if (d.isOver()) return List.of("OVER " + m.id() + " " + d.over());
            int decision = d.decision();
            // a hosted bot's language factor (1 on a socket): the limit it is told and timed by; the answer logs the factor
            int permille = LocmArenaMatch.permille(bot.timeFactor());
            long limit = LocmArenaMatch.scaled(d.limitMillis(), permille);
            bot.startTimer(m.id(), limit, decision, ms -> LocmArenaMatch.timeoutCommand(decision, ms, permille));
            String[] input = d.input().split("\n");
            List<String> lines = new ArrayList<>(input.length + 1);
            lines.add("MATCH " + m.id() + " " + input.length + " " + limit);
            for (String l : input) lines.add(l);
            return lines;
        }
        if (contestOver(bot)) return List.of("END");
        return now ? List.of("NONE") : null;
    }

    /** The contest has played its last round (a contest with a number of rounds finishes after the last). */
    static boolean contestOver(BotView bot) {
        if (bot.roundRunning()) return false;
        var all = bot.settings().asMap();
        long rounds = all.get("rounds") instanceof Number n ? n.longValue() : 0;
        return rounds > 0 && bot.round() >= rounds;
    }
}
