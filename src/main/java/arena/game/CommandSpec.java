package arena.game;

import java.util.List;

/**
 * One command of a game's bot protocol, declared once as data: its name, its arguments in order with their types, who
 * may send it and whether it waits for the sender's turn. A game lists its commands in one enum whose constants
 * {@linkplain Declared declare} these; its protocol parses a bot's line against them and its engine dispatches the
 * typed {@link Parsed.Call} that comes out ({@link CommandTable}), so no second table of names and argument counts
 * can drift from the first. {@code countRule} is what the answer 104 says of a wrong argument count; the factories
 * write it from the arguments, and a command whose bots have always read another text gives its own.
 */
public record CommandSpec(String name, Sender sender, boolean needsTurn, List<Arg> args, String countRule) {

    /** Who may send a command. */
    public enum Sender {
        /** Any logged-in team: the protocol answers it without a match (WAIT, GET_MY_MATCHES). */
        TEAM,
        /**
         * A team seated in the match its first argument names; the engine answers it for that seat. Where the match id
         * is optional, the protocol answers the command without one.
         */
        SEAT,
        /**
         * The arena itself, never a bot: a command the arena gives a match with what it measured (LOCM's answer times),
         * logged and replayed like the others. A bot's line naming one is an unknown command.
         */
        ARENA
    }

    /** What an argument must parse as. */
    public enum Type {
        /** A match id: any long (an unknown one is the game's not-your-match, not an argument error). */
        MATCH_ID,
        /**
         * A match named by its number among the sender's matches of the round, from 1 (Kieszostwory's rivals): an int,
         * range-checked as {@link #INT}; a number that names none of them is the game's error, not an argument error.
         */
        MATCH_NUMBER,
        /** An int: a long out of the int range is an argument error of its own. */
        INT,
        /** The rest of the line, word by word as given, none or more (LOCM's answer line, a deck's numbers): only last. */
        WORDS,
        /** One word, as given (the arena's own commands: a contest's slug, a house bot's name): only last. */
        WORD,
        /**
         * The word {@code what}, in any case, which the line may end with (LOCM's {@code NEXT NOW}): only last. Any other
         * word there is refused with the command's count text, as bots have always read it.
         */
        KEYWORD
    }

    /** One argument; {@code what} names it for people ("match id", "card id"). */
    public record Arg(String what, Type type, boolean optional) {}

    /** A command whose 104 for a wrong count is written from its arguments ({@link #countRuleOf}). */
    public CommandSpec(String name, Sender sender, boolean needsTurn, List<Arg> args) {
        this(name, sender, needsTurn, args, null);
    }

    public CommandSpec {
        args = List.copyOf(args);
        int required = (int) args.stream().filter(a -> !a.optional()).count();
        if (args.subList(0, required).stream().anyMatch(Arg::optional)) throw new IllegalArgumentException(name + ": optional arguments come last");
        for (int i = 0; i < args.size() - 1; i++) {
            if (args.get(i).type() == Type.WORDS || args.get(i).type() == Type.WORD || args.get(i).type() == Type.KEYWORD) throw new IllegalArgumentException(name + ": words come last");
        }
        // The written count text knows one shape of optional argument (Pizzacraft's GET_MAP [MATCH_ID]); any other shape
        // says its own (Kieszostwory's ENROLL_TEAM: up to six ids).
        if (countRule == null && required < args.size() && args.size() != 1) throw new IllegalArgumentException(name + ": only a sole argument may be optional");
        if (sender == Sender.SEAT && (args.isEmpty() || args.get(0).type() == Type.INT)) throw new IllegalArgumentException(name + ": a match command starts with the match it names");
        if (countRule == null) countRule = countRuleOf(name, args);
    }

    /** A command any team sends without a match, with no arguments. */
    public static CommandSpec team(String name) {
        return new CommandSpec(name, Sender.TEAM, false, List.of());
    }

    /**
     * A command to a match, answered at any time; {@code ints} name its integer arguments after the match id.
     */
    public static CommandSpec anyTime(String name, String... ints) {
        return inMatch(name, false, ints);
    }

    /** A command to a match, answered only in the sender's turn of a running match. */
    public static CommandSpec onTurn(String name, String... ints) {
        return inMatch(name, true, ints);
    }

    private static CommandSpec inMatch(String name, boolean needsTurn, String... ints) {
        Arg[] args = new Arg[ints.length + 1];
        args[0] = new Arg("match id", Type.MATCH_ID, false);
        for (int i = 0; i < ints.length; i++) args[i + 1] = new Arg(ints[i], Type.INT, false);
        return new CommandSpec(name, Sender.SEAT, needsTurn, List.of(args));
    }

    /**
     * A command to the match that its sender's number for it names ({@link Type#MATCH_NUMBER}), answered at any time;
     * {@code ints} name its integer arguments after that number.
     */
    public static CommandSpec inNumberedMatch(String name, String matchWhat, String... ints) {
        Arg[] args = new Arg[ints.length + 1];
        args[0] = new Arg(matchWhat, Type.MATCH_NUMBER, false);
        for (int i = 0; i < ints.length; i++) args[i + 1] = new Arg(ints[i], Type.INT, false);
        return new CommandSpec(name, Sender.SEAT, false, List.of(args));
    }

    /** One word ({@link Type#WORD}), named {@code what}, that the line must have. */
    public static Arg word(String what) {
        return new Arg(what, Type.WORD, false);
    }

    /** The rest of the line's words ({@link Type#WORDS}), named {@code what}. */
    public static Arg words(String what) {
        return new Arg(what, Type.WORDS, true);
    }

    /** A command any team sends without a match, with up to {@code most} integer arguments; {@code countRule}: its 104. */
    public static CommandSpec teamUpTo(String name, int most, String what, String countRule) {
        return new CommandSpec(name, Sender.TEAM, false, java.util.Collections.nCopies(most, new Arg(what, Type.INT, true)), countRule);
    }

    /** This spec with every argument optional (only a sole argument may be). */
    public CommandSpec optionalArgs() {
        return new CommandSpec(name, sender, needsTurn, args.stream().map(a -> new Arg(a.what(), a.type(), true)).toList());
    }

    /** Arguments the bot's line must have. */
    public int required() {
        int required = 0;
        for (Arg a : args) if (!a.optional()) required++;
        return required;
    }

    /** What the answer 104 says of a wrong argument count, counting the match id as the bot writes it. */
    private static String countRuleOf(String name, List<Arg> args) {
        if (!args.isEmpty() && args.get(0).optional()) return name + " takes no argument (or a " + args.get(0).what() + ")";
        return name + " takes " + args.size() + " argument" + (args.size() == 1 ? "" : "s");
    }

    /** An enum constant of a game's command table: it declares one command. */
    public interface Declared {
        CommandSpec spec();
    }
}
