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

    /** The arena's command {@code command} is ({@link BotLine#arena}: looked up once, where the line is read), or null for the game's. */
    public static ArenaCommand named(Command command) {
        for (ArenaCommand c : VALUES) if (c.spec.name().equals(command.name())) return c;
        return null;
    }

    private static final ArenaCommand[] VALUES = values();
}
