package arena.games.locm.arena;

import arena.game.Answer;

/** The LOCM protocol's own error codes (the shared ones, 1 and 102-105, are the arena's). */
public enum Err {
    NO_SUCH_MATCH(801, "NoSuchMatch"),
    NOT_YOUR_TURN(802, "NotYourTurn"),
    MATCH_OVER(803, "MatchOver"),
    DECK_REFUSED(804, "DeckRefused"),
    NO_DECKS(805, "NoDecksInThisGame");

    public final int code;
    public final String text;

    Err(int code, String text) {
        this.code = code;
        this.text = text;
    }

    public Answer answer() {
        return Answer.error(code, text);
    }

    /** The error with a reason after its name, e.g. {@code ERR 804 DeckRefused: the deck has 31 cards...}. */
    public Answer answer(String why) {
        return Answer.error(code, text + ": " + why);
    }
}
