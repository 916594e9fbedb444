package arena.game;

import java.util.List;

/**
 * The arena's own commands, which every game's bot sends the same way, declared as the games declare theirs
 * ({@link CommandSpec}) and parsed by the same {@link CommandTable}: {@code CONTEST <slug>} (the bot port's: selects a
 * contest, RULINGS 1 and 7) and {@code PRACTICE <houseBot>} (a practice match, RULINGS 8). Any other line is the game's.
 * Their errors are {@link ArenaError}s.
 */
public enum ArenaCommand implements CommandSpec.Declared {
    CONTEST(new CommandSpec("CONTEST", CommandSpec.Sender.TEAM, false, List.of(CommandSpec.word("contest's slug")), "CONTEST takes a contest's slug")),
    PRACTICE(new CommandSpec("PRACTICE", CommandSpec.Sender.TEAM, false, List.of(CommandSpec.word("house bot")), "PRACTICE takes the name of a house bot"));

    public static final CommandTable<ArenaCommand> TABLE = new CommandTable<>(ArenaCommand.class);

    private final CommandSpec spec;

    ArenaCommand(CommandSpec spec) {
        this.spec = spec;
    }

    @Override
    public CommandSpec spec() {
        return spec;
    }

    /**
     * The arena's command that a line names by its first word (in any case, after any blanks), or null when the line is
     * the game's. Looks at the line in place: every line a bot sends passes here first (issue 31).
     */
    public static ArenaCommand named(String line) {
        int start = 0, n = line.length();
        while (start < n && isBlank(line.charAt(start))) start++;
        int end = start;
        while (end < n && !isBlank(line.charAt(end))) end++;
        for (ArenaCommand c : VALUES) {
            String name = c.spec.name();
            if (end - start == name.length() && line.regionMatches(true, start, name, 0, name.length())) return c;
        }
        return null;
    }

    private static final ArenaCommand[] VALUES = values();

    /** The blanks between a line's words (RULINGS 1: any run of spaces or tabs), as {@link Command#parse} splits them. */
    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
