package arena.sandbox;

/**
 * Whether this arena offers a language, found once at start.
 *
 * @param language  the language's row
 * @param available whether bots in it are accepted and run
 * @param version   the toolchain's own version text (its first line), empty when unavailable
 * @param reason    why it is unavailable, in plain words ("g++ not installed", "the sandbox is unavailable: ..."),
 *                  empty when available
 */
public record LanguageStatus(Language language, boolean available, String version, String reason) {}
