package arena.domain;

/**
 * Where a contest is in its life, with the word the database holds for each. The domain's, so outside both the contest core
 * and the store: the core moves a contest through its phases, the store reads and writes them (issue 32).
 */
public enum ContestPhase implements StoredWord {
    /** Registration is open; no round is being played. */
    OPEN("open"),
    /** A round is being played. */
    RUNNING("running"),
    /** The last round was played, or the instructor ended the contest: nothing starts any more. */
    FINISHED("finished");

    private final String text;

    ContestPhase(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }

    /** The phase the database's text names; a text the arena does not know is an error that names it. */
    public static ContestPhase fromText(String text) {
        return StoredWord.fromText(ContestPhase.class, text, "contest phase");
    }

    /** The database's text, so a phase written into a message or a page reads as it always did. */
    @Override
    public String toString() {
        return text;
    }
}
