package arena.games.locm;

/** Card types; the ordinal is the number shown in the game input. */
public enum CardType {
    CREATURE("creature"), GREEN_ITEM("itemGreen"), RED_ITEM("itemRed"), BLUE_ITEM("itemBlue");

    private final String refName;

    CardType(String refName) {
        this.refName = refName;
    }

    /** The name used in the referee's card list and generator ({@code creature}, {@code itemGreen}...). */
    public String refName() {
        return refName;
    }

    public static CardType fromRefName(String name) {
        for (CardType t : values())
            if (t.refName.equals(name))
                return t;
        throw new IllegalArgumentException("unknown card type: " + name);
    }
}
