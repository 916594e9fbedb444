package arena.domain;

/** Where a round is: being played, or over (played out or voided: {@code voided} says which). */
public enum RoundStatus implements StoredWord {
    RUNNING("running"),
    FINISHED("finished");

    private final String text;

    RoundStatus(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }

    public static RoundStatus fromText(String text) {
        return StoredWord.fromText(RoundStatus.class, text, "round status");
    }

    /** The stored word, so a status written into a page or a message reads as it always did. */
    @Override
    public String toString() {
        return text;
    }
}
