package arena.games.vestrock;

/**
 * Where a card is: every card starts in the shared deck; a draw puts it in a hand, a played creature on its owner's
 * board; a burned, discarded or spent card and a dead creature are gone for the rest of the match.
 */
enum Place {
    DECK,
    HAND,
    BOARD,
    GONE
}
