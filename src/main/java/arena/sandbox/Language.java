package arena.sandbox;

import java.util.List;

/**
 * One language a hosted bot may be written in, as a row of data (the built-in table {@code sandbox/languages.tsv},
 * extended or overridden by an administrator's {@code DATA_DIR/languages.tsv}).
 *
 * @param id             the short name the API and the store use ({@code python3}, {@code java}, {@code cpp17}...)
 * @param name           what people read ("Python 3", "C++17")
 * @param fileName       what a single-file bot is named: {@code bot.py}, {@code Bot.java}, {@code bot.cpp}...
 * @param compile        the compile step, run inside the sandbox with the build folder as working directory;
 *                       empty for interpreted languages
 * @param run            the command that starts the bot, inside the sandbox, the build folder as working directory
 * @param timeFactor     how much longer than the turn's limit this language gets (RULINGS 7: a bot's limit is
 *                       {@code turnMillis * timeFactor})
 * @param versionCommand prints the toolchain's own version text; it also tells whether the toolchain is installed
 * @param mainFound      whether the build finds what to run (Java: any class with a main, issue 39), so that
 *                       {@code fileName} only names a single file; else a bot's files must hold {@code fileName}
 */
public record Language(String id, String name, String fileName, List<String> compile, List<String> run,
                       double timeFactor, List<String> versionCommand, boolean mainFound) {

    public Language {
        compile = List.copyOf(compile);
        run = List.copyOf(run);
        versionCommand = List.copyOf(versionCommand);
    }

    /** A language whose bots must hold its file {@code fileName}, the one its run command starts. */
    public Language(String id, String name, String fileName, List<String> compile, List<String> run, double timeFactor,
                    List<String> versionCommand) {
        this(id, name, fileName, compile, run, timeFactor, versionCommand, false);
    }

    /** Whether a build of this language runs a compile step (false for interpreted languages). */
    public boolean compiled() {
        return !compile.isEmpty();
    }
}
