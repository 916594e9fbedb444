package arena.game;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The languages a game's starter bots are written in (issue 25): the key a page asks for ({@code ?lang=}), the file
 * name the download is saved as (the name its run command uses) and its media type. A game ships a starter in a
 * language by having the resource {@link GamePages#starterResource}.
 */
public enum StarterLanguage {
    PYTHON("python", "Python 3", "bot.py", "text/x-python"),
    JAVA("java", "Java 17+", "Bot.java", "text/x-java"),
    CPP("cpp", "C++17", "bot.cpp", "text/x-c++src"),
    JAVASCRIPT("javascript", "JavaScript (Node.js)", "bot.js", "text/javascript");

    private final String key;
    private final String title;
    private final String file;
    private final String mediaType;

    StarterLanguage(String key, String title, String file, String mediaType) {
        this.key = key;
        this.title = title;
        this.file = file;
        this.mediaType = mediaType;
    }

    /** What {@code ?lang=} says: python, java, cpp, javascript. */
    public String key() {
        return key;
    }

    /** The language as a page names it. */
    public String title() {
        return title;
    }

    /** The name the file is saved as, which its run command uses. */
    public String file() {
        return file;
    }

    public String mediaType() {
        return mediaType;
    }

    /** The language of a {@code ?lang=} value; no value is Python, as the starter was before there were four. */
    public static Optional<StarterLanguage> of(String key) {
        if (key == null || key.isEmpty()) return Optional.of(PYTHON);
        return Arrays.stream(values()).filter(l -> l.key.equals(key)).findFirst();
    }

    /** The keys, for a refusal that lists them: "python, java, cpp, javascript". */
    public static String keys() {
        return Arrays.stream(values()).map(StarterLanguage::key).collect(Collectors.joining(", "));
    }
}
