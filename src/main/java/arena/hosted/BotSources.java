package arena.hosted;

import java.util.Map;

/**
 * Where a runner reads a version's sources to build them: the store in-process, the arena's API by the sources' hash
 * elsewhere (issue 30). Either way the runner checks what it got against the bot's {@code sourceHash} before building.
 */
@FunctionalInterface
public interface BotSources {
    Map<String, String> files(BotToRun bot);
}
