package arena.games.locm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One battle action. Equality ignores the free text, as the referee compares actions by
 * {@code SUMMON id lane}, {@code ATTACK id target}, {@code USE id target}, {@code PASS}.
 *
 * <p>The battle's actions are declared once, in {@link Type}: the parser of a player's answer ({@link #parseLine}),
 * the battle's legality and effects ({@code Battle.whyIllegal}, {@code Battle.apply}), the house bots and the log's
 * words all use that one table. It is LOCM's own rather than an {@link arena.game.CommandTable}: an answer is several
 * actions separated by {@code ;}, read with the referee's own grammar (its splitting, its texts), and a line it cannot
 * read loses the game instead of answering an error code, so nothing of the arena's parser would apply to it.
 */
public final class Action {

    /** The battle's actions: each one's name and two integer arguments (PASS has none), as the referee reads them. */
    public enum Type {
        SUMMON("card id", "lane"),
        ATTACK("card id", "target id"),
        USE("card id", "target id"),
        PASS;

        /** What the arguments are, in order; the referee's text for arguments it cannot read names them. */
        private final List<String> args;

        Type(String... args) {
            this.args = List.of(args);
        }

        /** The referee's text for an answer whose arguments to this action are not two integers. */
        String badArguments() {
            return "Invalid " + name() + " arguments. Expected two integers (" + args.get(0) + " and " + args.get(1) + ").";
        }

        static Optional<Type> named(String name) {
            for (Type t : values()) if (t.name().equals(name)) return Optional.of(t);
            return Optional.empty();
        }
    }

    /** The referee's text for an action whose name it does not know. */
    static final String BAD_NAME = "Invalid action name. Should be SUMMON, ATTACK, USE or PASS.";

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

    // Actions as ints, for players inside the engine (Battle.legalActions(int[])): the type in bits 24-25, the card id
    // in bits 12-23 and the target or lane plus one in bits 0-11 (ids stay far below 4096: 60 cards and their copies).

    /** The int code of an action. */
    public static int code(Type type, int arg1, int arg2) {
        return type.ordinal() << 24 | arg1 << 12 | (arg2 + 1);
    }

    /** The code of PASS. */
    public static final int PASS_CODE = code(Type.PASS, 0, -1);

    private static final Type[] TYPES = Type.values();

    public static boolean isPass(int code) {
        return code >>> 24 == Type.PASS.ordinal();
    }

    public static Type typeOf(int code) {
        return TYPES[code >>> 24];
    }

    public static int arg1Of(int code) {
        return code >>> 12 & 0xFFF;
    }

    public static int arg2Of(int code) {
        return (code & 0xFFF) - 1;
    }

    /** The action of a code ({@link #PASS} for PASS's). */
    public static Action of(int code) {
        return isPass(code) ? PASS : new Action(typeOf(code), arg1Of(code), arg2Of(code), "");
    }

    /** An answer line as the referee reads it: its actions, or why it cannot (the player then loses the game). */
    public sealed interface Reading {
        record Actions(List<Action> actions) implements Reading {}

        record Unreadable(String why) implements Reading {}
    }

    /** Parses one answer line as the referee does: actions separated by {@code ;}, empty ones ignored. */
    public static Reading parseLine(String line) {
        List<Action> out = new ArrayList<>();
        for (String s : line.split(";")) {
            s = s.trim();
            if (s.isEmpty())
                continue;
            Reading one = parse(s);
            if (one instanceof Reading.Actions read)
                out.addAll(read.actions());
            else
                return one;
        }
        return new Reading.Actions(out);
    }

    /** Parses one trimmed, non-empty action: a reading of that one action, or why it cannot be read. */
    private static Reading parse(String data) {
        String[] str = data.split(" ", 2);
        Optional<Type> named = Type.named(str[0].trim());
        if (named.isEmpty())
            return new Reading.Unreadable(BAD_NAME);
        Type type = named.get();
        if (type == Type.PASS)
            return new Reading.Actions(List.of(PASS));
        // the referee's grammar: single spaces, two integers, then any text
        String[] args = str.length < 2 ? new String[0] : str[1].split(" ", 3);
        OptionalInt a1 = args.length < 2 ? OptionalInt.empty() : integer(args[0]), a2 = args.length < 2 ? OptionalInt.empty() : integer(args[1]);
        if (a1.isEmpty() || a2.isEmpty())
            return new Reading.Unreadable(type.badArguments());
        String text = args.length < 3 ? "" : args[2].trim();
        return new Reading.Actions(List.of(new Action(type, a1.getAsInt(), a2.getAsInt(), text)));
    }

    /** The word as {@link Integer#parseInt} reads it (the referee's grammar for every number of an answer), or empty. */
    static OptionalInt integer(String word) {
        try {
            return OptionalInt.of(Integer.parseInt(word));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
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
