package arena.contest.rules;

import arena.game.Setting;
import java.util.List;

/**
 * The settings of staff bots and marking rounds (issue 43), beside the common ones. None changes how a played match
 * replays (a marking round's matches are stored as any round's), so all may change between rounds: a contest may play
 * a league round, then a marking round, then league rounds again.
 */
public final class MarkingSettings {
    public static final String MARKING_ROUNDS = "markingRounds";
    public static final String MARKING_MATCHES = "markingMatches";

    public static final List<Setting> ALL = List.of(
            Setting.flag(MARKING_ROUNDS, false, "Rounds are marking rounds: every team plays only the staff bots, never another team, "
                    + "on the same deals every time, and earns a mark by the contest's marking rules."),
            Setting.integer(MARKING_MATCHES, 2, 1, 50, "In a marking round, the matches a team plays against each staff bot in each seat "
                    + "(2: four matches against each, two as the first player, two as the second)."));

    private MarkingSettings() {}
}
