package arena.games.kieszostwory;

import arena.game.Answer;
import arena.game.BotCalls;
import arena.game.BotContext;
import arena.game.BotView;
import arena.game.MatchPlay;
import arena.game.TeamEntries;
import arena.game.Command;
import arena.game.Parsed;
import arena.game.Protocol;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Kieszostwory's bot protocol (the Polish text's commands). A team's rivals are its pairings of the round in match
 * order, numbered from 1. Checks: the line against {@link KieszCommand#TABLE} (103, 104), then 888 (no round is being
 * played), 777 (the team enrolled no creature for this round), 999 (no such rival), then the pairing's engine under its
 * lock. {@code FIGHT} and {@code SWITCH} reach the engine as {@code FIGHT k} / {@code SWITCH c} and are logged when
 * accepted.
 */
public final class KieszProtocol implements Protocol {
    private final Dex dex;

    public KieszProtocol(Dex dex) {
        this.dex = dex;
    }

    /** {@code ENROLL_TEAM} saves the team's entry; {@code WAIT} reads it when the team plays no running round. */
    @Override
    public boolean waitsForStore(Command command) {
        return command.name().equals(KieszCommand.ENROLL_TEAM.spec().name()) || command.name().equals(KieszCommand.WAIT.spec().name());
    }

    @Override
    public Answer handle(BotContext bot, Command line) {
        // The server has always answered a closed registration (666) before reading ENROLL_TEAM's arguments.
        if (line.name().equals(KieszCommand.ENROLL_TEAM.spec().name()) && bot.roundRunning()) return Err.REGISTRATION_CLOSED.answer();
        return KieszCommand.TABLE.answer(line, call -> answer(bot, call));
    }

    private Answer answer(BotContext bot, Parsed.Call<KieszCommand> call) {
        return switch (call.command()) {
            case WAIT_FOR_REGISTRATION -> {
                long timeout = bot.settings().getLong(Kieszostwory.REGISTRATION_WAIT);
                yield bot.waitUntil(() -> !bot.roundRunning(), timeout, () -> List.of("OK"), List.of("NOTYET"));
            }
            case ENROLL_TEAM -> enroll(bot, call.args());
            case WAIT -> {
                if (!enrolledNow(bot) && bot.entry().isEmpty()) yield Err.NOT_ENROLLED.answer();
                yield bot.waitForNextTurn(event -> waitLines(bot));
            }
            case IS_TOURNAMENT_ACTIVE -> Answer.ok(bot.roundRunning() ? "1" : "0");
            case GET_TIME_LEFT -> Answer.ok(String.valueOf(bot.roundRunning() ? bot.millisLeftInTurn() : bot.millisToNextRound()));
            case GET_CREATURES -> {
                List<String> lines = new ArrayList<>();
                lines.add(String.valueOf(dex.creatures().size()));
                for (Dex.Creature x : dex.creatures()) lines.add(x.line());
                yield Answer.ok(lines);
            }
            case GET_ATTACKS -> {
                List<String> lines = new ArrayList<>();
                lines.add(String.valueOf(dex.moves().size()));
                for (Dex.Move m : dex.moves()) lines.add(m.line());
                yield Answer.ok(lines);
            }
            case GET_TYPES -> typesAnswer();
            case GET_RIVALS -> perRival(bot, (m, seat) -> {
                List<String> lines = new ArrayList<>();
                lines.add(String.valueOf(m.firstFlag(seat)));
                lines.addAll(m.teamLines(1 - seat));
                return lines;
            });
            case GET_TEAMS -> perRival(bot, (m, seat) -> m.teamLines(seat));
            case GET_STATES -> perRival(bot, (m, seat) -> List.of(m.stateLine(seat)));
            case FIGHT, SWITCH -> playAgainstRival(bot, call);
        };
    }

    private Answer typesAnswer() {
        int n = dex.types().size();
        List<String> lines = new ArrayList<>();
        lines.add(String.valueOf(n));
        for (int a = 1; a <= n; a++) {
            StringBuilder row = new StringBuilder();
            for (int d = 1; d <= n; d++) row.append(d == 1 ? "" : " ").append(Dex.multiplierText(dex.twice(a, d)));
            lines.add(row.toString());
        }
        return Answer.ok(lines);
    }

    /** {@code given}: the creature ids the line has, up to six; the slots after them are empty. */
    private <B extends BotView & TeamEntries> Answer enroll(B bot, int[] given) {
        int[] ids = java.util.Arrays.copyOf(given, Team.SLOTS);
        Optional<Team.Problem> problem = Team.check(dex, bot.settings().getLong(Kieszostwory.BUDGET), ids);
        if (problem.isPresent()) return problem.get().error().answer();
        Optional<String> refused = bot.saveEntry(Team.entry(ids));
        if (refused.isPresent()) return Err.REGISTRATION_CLOSED.answer();
        return Answer.ok();
    }

    /** The second answer of WAIT: OK, the number of rivals, and BEGIN / NEXT / REMATCH r / END r for each. */
    private static List<String> waitLines(BotView bot) {
        // A match whose round ends between the look and the read is left out, and the count says so.
        List<String> statuses = new ArrayList<>();
        for (BotView.MatchRef m : bot.myMatches()) bot.read(m.id(), KieszView.class, e -> e.status(m.mySeat())).ifPresent(statuses::add);
        List<String> lines = new ArrayList<>();
        lines.add("OK");
        lines.add(String.valueOf(statuses.size()));
        lines.addAll(statuses);
        return lines;
    }

    /** Whether the team plays the running round with at least one creature. */
    private static boolean enrolledNow(BotView bot) {
        if (!bot.roundRunning()) return false;
        List<BotView.MatchRef> mine = bot.myMatches();
        if (mine.isEmpty()) return false;
        BotView.MatchRef m = mine.get(0);
        return bot.read(m.id(), KieszView.class, e -> e.hasTeam(m.mySeat())).orElse(false);
    }

    private static Answer perRival(BotView bot, BiFunction<KieszView, Integer, List<String>> lines) {
        if (!bot.roundRunning()) return Err.TOURNAMENT_NOT_ACTIVE.answer();
        if (!enrolledNow(bot)) return Err.NOT_ENROLLED.answer();
        List<BotView.MatchRef> mine = bot.myMatches();
        List<String> all = new ArrayList<>();
        all.add(String.valueOf(mine.size()));
        for (BotView.MatchRef m : mine) {
            Optional<List<String>> rival = bot.read(m.id(), KieszView.class, e -> lines.apply(e, m.mySeat()));
            if (rival.isEmpty()) return Err.TOURNAMENT_NOT_ACTIVE.answer(); // the round ended while being read
            all.addAll(rival.get());
        }
        return Answer.ok(all);
    }

    /** FIGHT or SWITCH in the match against a rival; a round that has just ended answers 888. */
    private static <B extends BotView & MatchPlay> Answer playAgainstRival(B bot, Parsed.Call<KieszCommand> call) {
        long rival = call.matchId().orElseThrow(); // the table requires it: FIGHT and SWITCH start with it
        if (!bot.roundRunning()) return Err.TOURNAMENT_NOT_ACTIVE.answer();
        if (!enrolledNow(bot)) return Err.NOT_ENROLLED.answer();
        List<BotView.MatchRef> mine = bot.myMatches();
        if (rival < 1 || rival > mine.size()) return Err.BAD_RIVAL.answer();
        return BotCalls.playInOwnMatch(bot, mine.get((int) rival - 1).id(), call.inMatch(), Err.TOURNAMENT_NOT_ACTIVE);
    }
}
