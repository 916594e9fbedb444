package arena.game;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * A game's commands by name, from the enum that declares them, and the one parser of their arguments: a bot's line
 * as the protocol receives it, and a command as the protocol hands it to the engine (without the match id, and as
 * stored in the match's log for replays). Both check the same declaration.
 */
public final class CommandTable<C extends Enum<C> & CommandSpec.Declared> {
    private final Map<String, C> byName = new HashMap<>();

    public CommandTable(Class<C> declaring) {
        for (C c : declaring.getEnumConstants()) {
            if (byName.put(c.spec().name(), c) != null) throw new IllegalArgumentException("command declared twice: " + c.spec().name());
        }
    }

    /**
     * A bot's line. Errors in the order bots have always seen them: an unknown name (103), then the argument count,
     * then each argument from the first (104).
     */
    public Parsed<C> parse(Command line) {
        C command = byName.get(line.name());
        if (command == null || command.spec().sender() == CommandSpec.Sender.ARENA) return new Parsed.Refused<>(Codes.unknownCommand(line.name()));
        return parse(command, line.args(), 0);
    }

    /**
     * A command sent to a match, without its match id ({@code PLAY_CARD 13 -1}), or one the arena gives it
     * ({@link CommandSpec.Sender#ARENA}). Commands no match answers (those of {@link CommandSpec.Sender#TEAM}) are
     * unknown here. Texts of 104 count the match id, as the bot's line did.
     */
    public Parsed<C> parseInMatch(String text) {
        Command line = Command.parse(text);
        C command = byName.get(line.name());
        if (command == null || command.spec().sender() == CommandSpec.Sender.TEAM) return new Parsed.Refused<>(Codes.unknownCommand(line.name()));
        return parse(command, line.args(), command.spec().sender() == CommandSpec.Sender.SEAT ? 1 : 0);
    }

    /** A bot's line answered: refused with the table's 103 or 104 ({@link #parse}), or parsed and handed to {@code calls}. */
    public Answer answer(Command line, Function<Parsed.Call<C>, Answer> calls) {
        return switch (parse(line)) {
            case Parsed.Refused<C> refused -> refused.answer();
            case Parsed.Call<C> call -> calls.apply(call);
        };
    }

    /** A command sent to a match answered: refused as {@link #parseInMatch} says, or parsed and handed to {@code calls}. */
    public Answer answerInMatch(String text, Function<Parsed.Call<C>, Answer> calls) {
        return switch (parseInMatch(text)) {
            case Parsed.Refused<C> refused -> refused.answer();
            case Parsed.Call<C> call -> calls.apply(call);
        };
    }

    /** {@code skipped}: leading arguments of the declaration (the match id) that the text leaves out. */
    private Parsed<C> parse(C command, List<String> given, int skipped) {
        CommandSpec spec = command.spec();
        List<CommandSpec.Arg> declared = spec.args().subList(skipped, spec.args().size());
        int required = Math.max(0, spec.required() - skipped);
        boolean restOfLine = !declared.isEmpty() && declared.get(declared.size() - 1).type() == CommandSpec.Type.WORDS;
        if (given.size() < required || (!restOfLine && given.size() > declared.size())) return refused(spec.countRule());
        OptionalLong matchId = OptionalLong.empty();
        List<String> words = List.of();
        int intCount = 0;
        for (int i = 0; i < given.size() && i < declared.size(); i++) if (declared.get(i).type() == CommandSpec.Type.INT) intCount++;
        int[] ints = new int[intCount];
        int n = 0;
        for (int i = 0; i < given.size(); i++) {
            CommandSpec.Arg arg = declared.get(i);
            if (arg.type() == CommandSpec.Type.WORDS) {
                words = List.copyOf(given.subList(i, given.size()));
                break;
            }
            if (arg.type() == CommandSpec.Type.WORD) {
                words = List.of(given.get(i));
                continue;
            }
            if (arg.type() == CommandSpec.Type.KEYWORD) {
                if (!given.get(i).equalsIgnoreCase(arg.what())) return refused(spec.countRule());
                words = List.of(given.get(i));
                continue;
            }
            int position = skipped + i + 1;
            long value;
            try { // Long.parseLong's own grammar (a sign, leading zeros) is what bots have always been held to
                value = Long.parseLong(given.get(i));
            } catch (NumberFormatException e) {
                return refused("argument " + position + " must be an integer");
            }
            CommandSpec.Type type = arg.type();
            if (type != CommandSpec.Type.MATCH_ID && (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE)) {
                return refused("argument " + position + " is out of range");
            }
            if (type == CommandSpec.Type.INT) ints[n++] = (int) value;
            else matchId = OptionalLong.of(value);
        }
        return new Parsed.Call<>(command, matchId, ints, words);
    }

    private Parsed<C> refused(String why) {
        return new Parsed.Refused<>(Codes.invalidArguments(why));
    }
}
