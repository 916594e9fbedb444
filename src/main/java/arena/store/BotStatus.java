package arena.store;

import arena.domain.StoredWord;

/** Where a submitted bot version is: being built in the sandbox, built and playable, or its build failed. */
public enum BotStatus implements StoredWord {
    COMPILING("compiling"),
    READY("ready"),
    FAILED("failed");

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
