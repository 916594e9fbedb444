package arena.games.locm;

import java.util.ArrayList;
import java.util.List;

/**
 * One battle action. Equality ignores the free text, as the referee compares actions by
 * {@code SUMMON id lane}, {@code ATTACK id target}, {@code USE id target}, {@code PASS}.
 */
public final class Action {
    public enum Type {SUMMON, ATTACK, USE, PASS}

    public static final Action PASS = new Action(Type.PASS, -1, -1, "");

    public final Type type;
    public final int arg1;
    public final int arg2;
    public final String text;

    public Action(Type type, int arg1, int arg2, String text) {
        this.type = type;
        this.arg1 = arg1;
        this.arg2 = arg2;
        this.text = text == null ? "" : text;
    }

    public static Action summon(int id, int lane) {
        return new Action(Type.SUMMON, id, lane, "");
    }

    public static Action attack(int id, int target) {
        return new Action(Type.ATTACK, id, target, "");
    }

    public static Action use(int id, int target) {
        return new Action(Type.USE, id, target, "");
    }

    /**
     * Parses one answer line as the referee does: actions separated by {@code ;}, empty ones ignored.
     *
     * @throws InvalidOutputException when any part is not a well-formed action (the player then loses)
     */
    public static List<Action> parseLine(String line) throws InvalidOutputException {
        List<Action> out = new ArrayList<>();
        for (String s : line.split(";")) {
            s = s.trim();
            if (s.isEmpty())
                continue;
            out.add(parse(s));
        }
        return out;
    }

    /** Parses one trimmed, non-empty action. */
    public static Action parse(String data) throws InvalidOutputException {
        String[] str = data.split(" ", 2);
        Type type = switch (str[0].trim()) {
            case "SUMMON" -> Type.SUMMON;
            case "ATTACK" -> Type.ATTACK;
            case "USE" -> Type.USE;
            case "PASS" -> Type.PASS;
            default -> throw new InvalidOutputException("Invalid action name. Should be SUMMON, ATTACK, USE or PASS.");
        };
        if (type == Type.PASS)
            return PASS;
        try {
            String[] args = str[1].split(" ", 3);
            int a1 = Integer.parseInt(args[0]);
            int a2 = Integer.parseInt(args[1]);
            String text = args.length < 3 ? "" : args[2].trim();
            return new Action(type, a1, a2, text);
        } catch (RuntimeException e) {
            throw new InvalidOutputException(type == Type.SUMMON
                    ? "Invalid SUMMON arguments. Expected two integers (card id and lane)."
                    : "Invalid " + type + " arguments. Expected two integers (card id and target id).");
        }
    }

    /** The action as the referee prints it to the opponent, without text. */
    public String toStringNoText() {
        return switch (type) {
            case SUMMON -> "SUMMON " + arg1 + " " + arg2;
            case ATTACK -> "ATTACK " + arg1 + " " + arg2;
            case USE -> "USE " + arg1 + " " + arg2;
            case PASS -> "PASS";
        };
    }

    @Override
    public boolean equals(Object o) {
        if (this == o)
            return true;
        if (!(o instanceof Action a))
            return false;
        if (type == Type.PASS)
            return a.type == Type.PASS;
        return type == a.type && arg1 == a.arg1 && arg2 == a.arg2;
    }

    @Override
    public int hashCode() {
        return type == Type.PASS ? 0 : (type.ordinal() * 31 + arg1) * 1009 + arg2;
    }

    @Override
    public String toString() {
        return text.isEmpty() ? toStringNoText() : toStringNoText() + " " + text;
    }
}
