package arena.games.kieszostwory;

import arena.game.SpecError;

/** The specification's error codes, with its descriptions. */
public enum Err implements SpecError {
    CREATURE_OUT_OF_RANGE(231, "creature id out of range"),
    CREATURE_HAS_NO_HP(232, "creature has no hp"),
    CANNOT_CHANGE_INVINCIBLE(233, "cannot change creature when is invincible"),
    CANNOT_CHANGE_RESTING(234, "cannot change when creature is resting"),
    SAME_CREATURE(235, "switch to the same creature"),
    OPPONENT_SWITCHING(236, "your opponent is switching creature"),
    MATCH_OVER(237, "the match is over"),
    MOVE_OUT_OF_RANGE(238, "move id out of range"),
    INVINCIBLE(239, "creature is invincible"),
    RESTING(240, "creature is resting"),
    NO_PP(241, "creature has no PP"),
    MUST_SWITCH(242, "you have to switch creature"),
    REGISTRATION_CLOSED(666, "registration closed"),
    DUPLICATED_CREATURES(667, "duplicated creatures"),
    INVALID_CREATURE_ID(668, "invalid creature id"),
    NO_CREATURE_ENROLLED(669, "no creature enrolled"),
    NOT_ENOUGH_MONEY(670, "not enough money"),
    NOT_ENROLLED(777, "not enrolled"),
    TOURNAMENT_NOT_ACTIVE(888, "tournament not active"),
    BAD_RIVAL(999, "bad rival");

    private final Wire wire;

    Err(int code, String text) { wire = new Wire(code, text); }

    @Override public Wire wire() { return wire; }
}
