package arena.game;

import java.util.List;
import java.util.OptionalLong;

/**
 * A command line checked against its game's {@link CommandTable}: either a typed {@link Call} or the arena's refusal
 * (103 unknown command, 104 invalid arguments), already an {@link Answer}.
 */
public sealed interface Parsed<C extends CommandSpec.Declared> {

    /**
     * A well-formed command: which one, the match it names (its id, or for {@link CommandSpec.Type#MATCH_NUMBER} its
     * number among the sender's matches; empty when the line had none or it came to an engine without it) and its
     * integer arguments after that; {@code words}: those of a {@link CommandSpec.Type#WORDS}, {@link CommandSpec.Type#WORD}
     * or {@link CommandSpec.Type#KEYWORD} argument, as given.
     */
    record Call<C extends CommandSpec.Declared>(C command, OptionalLong matchId, int[] args, List<String> words) implements Parsed<C> {

        public CommandSpec spec() {
            return command.spec();
        }

        /** The i-th integer argument after the match id, from 0. */
        public int arg(int i) {
            return args[i];
        }

        /**
         * The command as its match engine receives and logs it: the name, the integer arguments without the match id,
         * each written as a plain integer ({@code +07} becomes {@code 7}), then the words, one space apart.
         */
        public String inMatch() {
            StringBuilder text = new StringBuilder(command.spec().name());
            for (int a : args) text.append(' ').append(a);
            for (String w : words) text.append(' ').append(w);
            return text.toString();
        }

        /** The words, one space apart (LOCM's answer line as the bot wrote it, blanks made single). */
        public String text() {
            return String.join(" ", words);
        }
    }

    /** A line the table refuses, with the answer to give. */
    record Refused<C extends CommandSpec.Declared>(Answer answer) implements Parsed<C> {}
}
