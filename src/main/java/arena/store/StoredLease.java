package arena.store;

import java.time.LocalDateTime;

/**
 * A team's hosted bot in a contest given to an outside runner (V17): what to run (its program's kind, language,
 * version and the hash of its sources), the time factor of its language here, the bot port of the arena process that
 * runs the contest, since when it is given, and since when the runner runs it (null: not yet).
 */
public record StoredLease(long teamId, long contestId, long runnerId, String team, String contest, String program, String language,
                          int version, String sourceHash, double timeFactor, int botPort, LocalDateTime since, LocalDateTime runningSince) {}
