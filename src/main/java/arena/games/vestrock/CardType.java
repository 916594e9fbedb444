package arena.games.vestrock;

/** The six kinds of cards and their letters in the protocol. */
public enum CardType {
    CREATURE('C'),
    HEAL('H'),
    DAMAGE('D'),
    TAKE('T'),
    BUFF('B'),
    DEACTIVATE('I');

    public final char letter;

    CardType(char letter) {
        this.letter = letter;
    }

    public boolean isSpell() {
        return this != CREATURE;
    }

    public static CardType of(char letter) {
        for (CardType t : values()) if (t.letter == letter) return t;
        throw new IllegalArgumentException("no card type " + letter);
    }
}
