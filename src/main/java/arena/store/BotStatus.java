package arena.store;

import arena.domain.StoredWord;

/**
 * Where a submitted bot version is: waiting for or in its build in the sandbox, built and playable, its build failed,
 * or replaced by a newer upload of its team before its build began (issue 38: one waiting build per team).
 */
public enum BotStatus implements StoredWord {
    COMPILING("compiling"),
    READY("ready"),
    FAILED("failed"),
    REPLACED("replaced");

    private final String text;

    BotStatus(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }

    public static BotStatus fromText(String text) {
        return StoredWord.fromText(BotStatus.class, text, "bot status");
    }

    @Override
    public String toString() {
        return text;
    }
}
