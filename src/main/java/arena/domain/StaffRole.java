package arena.domain;

/**
 * What an account of the console may do (issue 42, RULINGS 9 "People"): an instructor everything; an assistant sees what
 * an instructor sees and may pause, resume, announce and enroll, but changes no settings, rounds or accounts.
 */
public enum StaffRole implements StoredWord {
    INSTRUCTOR("instructor"),
    ASSISTANT("assistant");

    private final String text;

    StaffRole(String text) {
        this.text = text;
    }

    @Override
    public String text() {
        return text;
    }

    public static StaffRole fromText(String text) {
        return StoredWord.fromText(StaffRole.class, text, "account role");
    }
}
