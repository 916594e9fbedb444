package arena.game;

/**
 * A game's bot protocol: answers one command of a logged-in team. Greeting, {@code CONTEST}, line and
 * command limits are the arena's; everything else is the game's. A protocol holds no state of its own:
 * what it needs of the contest and its matches comes from the {@link BotContext}.
 */
public interface Protocol {

    /**
     * Answers a command. Unknown names answer {@link Codes#unknownCommand}; a {@link Command.BadArguments}
     * thrown here answers 104.
     */
    Answer handle(BotContext bot, Command command);
}
