package arena.game;

import java.util.ArrayList;
import java.util.List;

/** One command line as a bot sent it, split into its name (upper case) and arguments. */
public record Command(String name, List<String> args) {

    /** Splits on any run of spaces or tabs, as the bot port allows. */
    public static Command parse(String line) {
        List<String> tokens = new ArrayList<>();
        int i = 0, n = line.length();
        while (i < n) {
            while (i < n && isBlank(line.charAt(i))) i++;
            int start = i;
            while (i < n && !isBlank(line.charAt(i))) i++;
            if (i > start) tokens.add(line.substring(start, i));
        }
        if (tokens.isEmpty()) return new Command("", List.of());
        return new Command(tokens.get(0).toUpperCase(java.util.Locale.ROOT), List.copyOf(tokens.subList(1, tokens.size())));
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    public int argCount() {
        return args.size();
    }

    /** The command in its canonical form: name and arguments separated by one space. */
    public String canonical() {
        return args.isEmpty() ? name : name + " " + String.join(" ", args);
    }
}
