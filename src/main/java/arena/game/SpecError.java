package arena.game;

/**
 * An error code of a game's specification with the text the specification gives it, as bots read it on the wire:
 * {@code ERR <code> <text>}. Each game lists its codes in one enum that implements this, so the contract test can
 * check that every one of them is provoked.
 */
public interface SpecError {

    int code();

    String text();

    default Answer answer() {
        return Answer.error(code(), text());
    }

    /** The error with a reason after its text, e.g. {@code ERR 804 DeckRefused: the deck has 31 cards...}. */
    default Answer answer(String why) {
        return Answer.error(code(), text() + ": " + why);
    }
}
