package arena.games.locm.arena;

import arena.game.MatchView;

/** What LOCM's protocol reads of a match ({@link LocmArenaMatch}), changing nothing; its turns are taken through {@link arena.game.TurnHandOver}. */
public interface LocmView extends MatchView {

    /** The seat's state as {@code MATCHES} shows it: YOUR_TURN, WAITING, WIN, LOSS or DRAW. */
    String state(int seat);

    /** Whether a bare {@code PASS} at the constructed turn plays the seat's saved deck in this match (1.5, RULINGS 6). */
    boolean playsSavedDeck(int seat);
}
