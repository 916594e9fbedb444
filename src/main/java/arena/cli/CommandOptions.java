package arena.cli;

/** An option's value on a command line, checked; a wrong one is an {@link IllegalArgumentException} that names it. */
public final class CommandOptions {
    private CommandOptions() {}

    /** The value after {@code option}, which stands at {@code i - 1}; none is an error naming the option. */
    public static String value(String[] args, int i, String option) {
        if (i >= args.length) throw new IllegalArgumentException(option + " needs a value");
        return args[i];
    }

    /** The whole number of at least 1 after {@code option}. */
    public static int positive(String[] args, int i, String option) {
        return positive(option, value(args, i, option));
    }

    /** The TCP port after {@code option}, 0 (any free one) included. */
    public static int port(String[] args, int i, String option) {
        String text = value(args, i, option);
        try {
            int p = Integer.parseInt(text);
            if (p < 0 || p > 65535) throw new NumberFormatException();
            return p;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a port, a number from 0 to 65535, not " + text);
        }
    }

    /** A whole number of at least 1 given for {@code name} (an option, an environment variable). */
    public static int positive(String name, String text) {
        try {
            int n = Integer.parseInt(text);
            if (n < 1) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " takes a positive whole number, not " + text);
        }
    }

    /** An environment variable's setting: unset and blank are alike, none. */
    public static String setting(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
