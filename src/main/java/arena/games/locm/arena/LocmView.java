package arena.games.locm.arena;

import arena.game.MatchView;

/** What LOCM's protocol reads of a match ({@link LocmArenaMatch}), changing nothing; its turns are taken through {@link arena.game.TurnHandOver}. */
public interface LocmView extends MatchView {

    /** The seat's state as {@code MATCHES} shows it: YOUR_TURN, WAITING, WIN, LOSS or DRAW. */
    String state(int seat);
}
