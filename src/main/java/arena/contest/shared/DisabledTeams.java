package arena.contest.shared;

import java.util.Collection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The teams disabled now, kept in memory so that every command of a connection already logged in can be refused at once
 * (issue 40: a disabled team's sessions end everywhere, its bots' connections and hosted bots included), not only its
 * next login. Changed after the store says yes. One process's view: another arena process sharing the database learns of
 * a disable at the team's next login there.
 */
public final class DisabledTeams {
    private final Set<Long> ids = ConcurrentHashMap.newKeySet();

    public DisabledTeams(Collection<Long> disabledNow) {
        ids.addAll(disabledNow);
    }

    public boolean contains(long teamId) {
        return !ids.isEmpty() && ids.contains(teamId);
    }

    public void set(long teamId, boolean disabled) {
        if (disabled) ids.add(teamId);
        else ids.remove(teamId);
    }
}
