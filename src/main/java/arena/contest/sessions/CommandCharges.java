package arena.contest.sessions;

import arena.contest.life.LiveContest;
import arena.contest.rules.ContestSettings;
import arena.contest.turns.LiveMatch;
import arena.game.Answer;
import arena.game.Codes;
import arena.game.Command;
import arena.game.MatchEngine;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * One connection's commands against the contest's command limits (RULINGS 7), and the matches the command being
 * answered touches: each is charged once to that match's allowance, and gets the command's line and answer in its
 * team log. Used by the connection's one reading thread only, one command at a time.
 */
final class CommandCharges {
    private final LiveContest contest;
    private final long teamId;
    private final Seating seating;
    /** A house bot's connection to one practice: only its match's allowance counts, not its team's in the contest. */
    private final boolean practiceOnly;
    /** The matches the command being answered names, each with the match's turn when the command reached it. */
    private final Map<LiveMatch, Integer> touched = new LinkedHashMap<>();

    CommandCharges(LiveContest contest, Seating seating) {
        this.contest = contest;
        this.teamId = seating.teamId();
        this.seating = seating;
        this.practiceOnly = seating.scope() != null;
    }

    /**
     * The arena's limits around the game's answer. {@code WAIT} is never refused: a bot must always be able to wait
     * for the next turn. Where the game limits commands per match, a command is charged to the match it names (when
     * it reaches that match, refused or not) and one that names no match to one more allowance of the same size, so
     * one match's flood costs no other match anything; elsewhere every command counts against the team's allowance.
     */
    Answer answer(Command command, Function<Command, Answer> protocol) {
        touched.clear();
        if (command.name().isEmpty()) return Answer.error(Codes.UNKNOWN_COMMAND, "empty command");
        boolean waits = command.name().equals("WAIT");
        boolean perMatch = contest.game().traits().commandLimitPerMatch();
        if (!waits && !perMatch && !practiceOnly && !contest.allowance().countCommand(teamId)) return limitReached();
        Answer answer = protocol.apply(command);
        // Only commands that name no match are left to charge; they only read, so answering 102 after the fact is safe.
        if (!waits && perMatch && touched.isEmpty() && !practiceOnly && !contest.allowance().countCommand(teamId)) return limitReached();
        return answer;
    }

    /** Charges a command that starts a practice match (it names none): false once the team's allowance is spent. */
    boolean chargeTeam() {
        return contest.allowance().countCommand(teamId);
    }

    Answer limitReached() {
        return Answer.error(Codes.COMMAND_LIMIT, "command limit reached for this turn ("
                + contest.settings().getInt(ContestSettings.COMMANDS_PER_TURN) + (contest.game().traits().commandLimitPerMatch() ? " per match" : "") + ")");
    }

    /**
     * Notes that the command being answered touches a match, counting it once against the match's allowance: false
     * when that allowance is spent for the turn, and the command is then answered 102 instead of played.
     */
    boolean touch(LiveMatch m) {
        if (touched.containsKey(m)) return true;
        touched.put(m, m.read(MatchEngine::turn));
        // a seat of a team's practice against itself counts apart from the team's other seat (issue 44)
        return contest.allowance().countMatchCommand(seating.scope() == null ? teamId : seating.scope().seatKey(seating.seat()), m.id());
    }

    /** Writes the command's line and its answer into the team logs of the matches it touched. */
    void log(String line, Answer answer) {
        if (touched.isEmpty()) return;
        String reply = String.join(" | ", answer.lines());
        for (var e : touched.entrySet()) {
            LiveMatch m = e.getKey();
            int seat = seating.in(m);
            if (seat < 0) continue;
            int turn = e.getValue();
            m.log(seat).add(turn, "command", line);
            m.log(seat).add(turn, answer.isError() ? "error" : "answer", reply);
        }
        touched.clear();
    }
}
