package arena.hosted;

/** An upload the arena does not take, with why in plain words; nothing of it is stored (the API answers 400). */
public final class BadUpload extends RuntimeException {
    public BadUpload(String why) {
        super(why, null, false, false);
    }
}
