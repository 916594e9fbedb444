package arena.domain;

/**
 * An enum the database keeps as a word ({@code running}, {@code finished}, …): the word each constant is stored as,
 * which the API and the pages show too, and the one way back from a stored word to its constant.
 */
public interface StoredWord {

    /** The word the database, the API and the pages use. */
    String text();

    /** The constant a stored word names; a word the arena does not know is an error that names it and what it was. */
    static <E extends Enum<E> & StoredWord> E fromText(Class<E> type, String text, String what) {
        for (E e : type.getEnumConstants()) if (e.text().equals(text)) return e;
        StringBuilder known = new StringBuilder();
        for (E e : type.getEnumConstants()) known.append(known.isEmpty() ? "" : ", ").append(e.text());
        throw new IllegalStateException("unknown " + what + " '" + text + "' in the database (known: " + known + ")");
    }
}
