package arena.games.locm.arena;

import arena.game.SpecError;

/** The LOCM protocol's own error codes (the shared ones, 1 and 102-105, are the arena's). */
public enum Err implements SpecError {
    NO_SUCH_MATCH(801, "NoSuchMatch"),
    NOT_YOUR_TURN(802, "NotYourTurn"),
    MATCH_OVER(803, "MatchOver"),
    DECK_REFUSED(804, "DeckRefused"),
    NO_DECKS(805, "NoDecksInThisGame"),
    HOLD_SPENT(806, "HoldSpent");

    private final Wire wire;

    Err(int code, String text) { wire = new Wire(code, text); }

    @Override public Wire wire() { return wire; }
}
