package arena.domain;

/** Where a match is: being played, played to its end, or voided (its round or its contest ended it half-way). */
public enum MatchStatus implements StoredWord {
    RUNNING("running"),
    FINISHED("finished"),
    /** Cut short half-way: its round was voided, or its contest ended. */
    VOIDED("voided");

    private final String text;

    MatchStatus(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }

    public static MatchStatus fromText(String text) {
        return StoredWord.fromText(MatchStatus.class, text, "match status");
    }

    /** The stored word, so a status written into a page or a message reads as it always did. */
    @Override
    public String toString() {
        return text;
    }
}
