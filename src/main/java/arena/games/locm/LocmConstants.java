package arena.games.locm;

/**
 * The fixed numbers of the game, shared by both variants: the reference referee's {@code Constants} (deck and
 * hand sizes, health, mana, lanes, limits). None of them is a contest setting: what a contest chooses (its time
 * factor, for one) is read from its settings in {@code arena.games.locm.arena.LocmGame}. Where the numbers are used
 * is in {@link Battle} and {@link LocmMatch}; what differs between 1.2 and 1.5 is in {@link LocmVariant}.
 */
public final class LocmConstants {
    public static final int CARDS_IN_DECK = 30;
    public static final int INITIAL_HEALTH = 30;
    public static final int INITIAL_HAND_SIZE = 4;
    public static final int SECOND_PLAYER_CARD_BONUS = 1;
    public static final int SECOND_PLAYER_MANA_BONUS_TURNS = 1;
    public static final int MAX_CARDS_IN_HAND = 8;
    public static final int MAX_MANA = 12;
    public static final int LANES = 2;
    public static final int MAX_CREATURES_IN_LANE = 3;
    public static final int PLAYER_TURN_LIMIT = 50;
    public static final int EMPTY_DECK_DAMAGE = 10;
    /** 1.2 draft: 60 distinct cards feed the 30 picks of 3. */
    public static final int CARDS_IN_DRAFT = 60;
    /** 1.5: each card may be chosen twice. */
    public static final int CONSTRUCTED_MAX_COPIES = 2;
    /** The referee's hard limit of game frames ({@code (2*30 + 2*30 + 2*10) * 10}). */
    public static final int MAX_FRAMES = 1400;

    private LocmConstants() {
    }
}
