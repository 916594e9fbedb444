package arena.contest.rules;

import arena.game.Game;
import arena.game.Setting;
import arena.game.Settings;
import arena.pairing.RoundFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The settings every contest has, whatever its game, and the merge with the game's own. */
public final class ContestSettings {
    public static final String TURN_MILLIS = "turnMillis";
    public static final String REGISTRATION_MILLIS = "registrationMillis";
    public static final String ROUNDS = "rounds";
    public static final String KEEP_ROUNDS = "keepRounds";
    public static final String EARLY_TURNS = "earlyTurns";
    public static final String SEED = "seed";
    public static final String MAX_CONNECTIONS = "maxConnections";
    public static final String COMMANDS_PER_TURN = "commandsPerTurn";
    public static final String SELF_SIGNUP = "selfSignup";
    public static final String RESUME_GRACE_MILLIS = "resumeGraceMillis";
    public static final String PRACTICE_MATCHES = "practiceMatches";
    /** Issue 42: students in teams. */
    public static final String TEAM_MEMBERS = "teamMembers";
    public static final String TEAM_CHANGES_UNTIL = "teamChangesUntil";

    public static final List<Setting> COMMON = withFormat(List.of(
            Setting.integer(TURN_MILLIS, 1000, 10, 600_000, "Length of a turn in milliseconds."),
            Setting.integer(REGISTRATION_MILLIS, 0, 0, 7L * 24 * 3600 * 1000,
                    "Registration window before each round, in milliseconds; the round then starts by itself. "
                            + "0: rounds start only when an instructor starts them."),
            Setting.integer(ROUNDS, 1, 0, 10_000, "Number of rounds; the contest finishes after the last. 0: continuous."),
            Setting.integer(KEEP_ROUNDS, 0, 0, 10_000, "Rounds kept: when a round ends, older rounds are deleted with their matches, "
                    + "logs and scores, and the standings cover the rounds kept. 0: keep every round."),
            Setting.flag(EARLY_TURNS, false,
                    "End a turn early once every player who can act has sent WAIT."),
            Setting.integer(SEED, 0, 0, Long.MAX_VALUE, "Seed of all randomness; 0 draws one when the contest is created."),
            Setting.integer(MAX_CONNECTIONS, 4, 1, 64, "Bot connections a team may hold at once."),
            Setting.integer(COMMANDS_PER_TURN, 1000, 1, 1_000_000, "Commands a team may send per turn (then ERR 102)."),
            Setting.flag(SELF_SIGNUP, true, "Teams may enroll themselves from the contest page while it is open."),
            Setting.integer(RESUME_GRACE_MILLIS, 30_000, 0, 600_000,
                    "After a restart of the arena, how long a running round waits for every team's bot to reconnect before "
                            + "it plays the interrupted turn again (it starts as soon as all are back)."),
            Setting.integer(PRACTICE_MATCHES, 1, 0, 16, "Practice matches against a house bot a team may play at once "
                    + "(they never count in the standings). 0: no practice matches."),
            Setting.integer(TEAM_MEMBERS, 6, 1, 50, "Students a team may have in this contest."),
            Setting.integer(TEAM_CHANGES_UNTIL, 0, 0, 99_991_231, "Last day (UTC, written YYYYMMDD, e.g. 20261215) students may "
                    + "leave their team or move to another; the instructor may still place them. 0: no end.")));

    private ContestSettings() {}

    /** The settings above, then how a round pairs its teams (issue 43: groups, Swiss), which every contest has too. */
    private static List<Setting> withFormat(List<Setting> basic) {
        List<Setting> all = new ArrayList<>(basic);
        all.addAll(RoundFormat.SETTINGS);
        return List.copyOf(all);
    }

    public static List<Setting> schema(Game game) {
        List<Setting> all = new ArrayList<>(COMMON);
        all.addAll(MarkingSettings.ALL);
        all.addAll(game.settings());
        return all;
    }

    /** Checks given settings for a game; an unknown or bad one throws {@link IllegalArgumentException} naming it. */
    public static Settings of(Game game, Map<String, ?> given) {
        return Settings.of(schema(game), given);
    }
}
