package arena.hosted;

import java.util.Map;

/** Where a runner reads a version's sources to build them: the store in-process, the arena's API elsewhere (issue 30). */
@FunctionalInterface
public interface BotSources {
    Map<String, String> files(long teamId, int version);
}
