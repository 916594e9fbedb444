package arena.game;

/**
 * An error code of a specification with the text it gives it, as bots read it on the wire: {@code ERR <code> <text>}.
 * Each game lists its codes in one enum that implements this (the arena's shared ones: {@link ArenaError}), so the
 * contract test can check that every one of them is provoked. What an error does is here, once: an enum only lists its
 * constants and holds each one's {@link Wire} (Java enums cannot share a field, so that holder is the one line each
 * repeats).
 */
public interface SpecError {

    /** A code and its text, as the specification gives them. */
    record Wire(int code, String text) {}

    /** This error's code and text. */
    Wire wire();

    default int code() {
        return wire().code();
    }

    default String text() {
        return wire().text();
    }

    default Answer answer() {
        return Answer.error(code(), text());
    }

    /** The error with a reason after its text, e.g. {@code ERR 804 DeckRefused: the deck has 31 cards...}. */
    default Answer answer(String why) {
        return Answer.error(code(), text() + ": " + why);
    }
}
