package arena.games.vestrock;

import arena.game.SpecError;

/** The specification's error codes, with the names it gives them. */
public enum Err implements SpecError {
    NO_CARD_WITH_SUCH_ID(900, "NoCardWithSuchId"),
    NOT_ENOUGH_MANA(901, "NotEnoughMana"),
    NOT_YOUR_CARD(903, "NotYourCard"),
    INACTIVE_CARD(905, "InactiveCard"),
    CARD_NOT_IN_HAND(906, "CardNotInHand"),
    DRAW_LIMIT_EXCEEDED(907, "DrawLimitExceeded"),
    BURN_LIMIT_EXCEEDED(908, "BurnLimitExceeded"),
    NO_SUCH_ATTACKER(910, "NoSuchAttacker"),
    BLOCKING_ALREADY_FINISHED(911, "BlockingAlreadyFinished"),
    CARD_NOT_ON_BOARD(912, "CardNotOnBoard"),
    NOT_YOUR_TURN(913, "NotYourTurn"),
    WRONG_TARGET(915, "WrongTarget"),
    SPELL_TARGET_NOT_ON_BOARD(916, "SpellTargetNotOnBoard"),
    DECK_IS_EMPTY(918, "DeckIsEmpty"),
    HAND_LIMIT_EXCEEDED(919, "HandLimitExceeded"),
    NOT_YOUR_MATCH(930, "NotYourMatch"),
    GAME_HAS_ENDED(932, "GameHasEnded"),
    GAME_HAS_NOT_ENDED_YET(933, "GameHasNotEndedYet");

    private final Wire wire;

    Err(int code, String text) { wire = new Wire(code, text); }

    @Override public Wire wire() { return wire; }
}
