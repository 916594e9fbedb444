package arena.game;

/**
 * A game's bot protocol: answers one command of a logged-in team. Greeting, {@code CONTEST}, line and
 * command limits are the arena's; everything else is the game's. A protocol holds no state of its own:
 * what it needs of the contest and its matches comes from the {@link BotContext}.
 */
public interface Protocol {

    /**
     * Answers a command: with the game's {@link CommandTable}, an unknown name answers 103 and wrong arguments 104;
     * every refusal is an {@link Answer}, never an exception.
     */
    Answer handle(BotContext bot, Command command);

    /**
     * Whether answering this command may wait for the store (a command that reads or saves the team's entry): the bot port
     * then answers it away from the loop that answers the other connections' commands (issue 31). The others must answer
     * from memory, waiting at most for a match's lock or the turn gate; the test mode of {@code LockOrder} fails a command
     * that waits for the store on a loop.
     */
    default boolean waitsForStore(Command command) {
        return false;
    }
}
