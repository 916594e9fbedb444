package arena.web;

import arena.contest.Contests;
import arena.contest.LiveMatch;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Rendered live boards, one per match and per turn, shared by every spectator. A hundred people polling one
 * match cost one render a turn: the first poll of a new turn renders, every later poll is a map lookup, and a
 * poll that names the version it holds ({@code ?v=} or {@code If-None-Match}) is answered with no body at all.
 */
final class BoardCache {
    /** Past this many boards, those of finished matches are dropped first (they are cheap to draw again). */
    private static final int MAX_BOARDS = 4096;

    /** A board as sent: its HTML, its version (the entity tag, unquoted), and whether the match was over (polling stops then). */
    record Rendered(String etag, boolean finished, String html) {}

    private final Contests contests;
    private final ConcurrentHashMap<Long, Rendered> boards = new ConcurrentHashMap<>();

    BoardCache(Contests contests) {
        this.contests = contests;
    }

    /**
     * The entity tag a match's board has now, without rendering: for a live match from its turn counter (read
     * without its lock), for a stored one from whether it finished.
     */
    String etagNow(long matchId) {
        Optional<LiveMatch> live = contests.liveMatch(matchId);
        if (live.isPresent()) {
            LiveMatch.BoardKey key = live.get().boardKey();
            return "b" + matchId + "-" + key.turnsEnded() + (key.over() ? "-end" : "");
        }
        Rendered cached = boards.get(matchId);
        if (cached != null && cached.finished()) return cached.etag();
        return null;
    }

    /**
     * The board under the given entity tag, rendered by {@code render} only if no spectator has drawn it yet.
     * A null tag (a match no longer live and not yet cached) always renders. Rendering happens outside any lock
     * (two pollers arriving together at a new turn may both draw it; the map keeps one): a render holding a lock
     * would make every poller of the server wait behind the slowest render.
     */
    Rendered board(long matchId, String etag, Supplier<Rendered> render) {
        if (etag != null) {
            Rendered cached = boards.get(matchId);
            if (cached != null && cached.etag().equals(etag)) return cached;
        }
        if (boards.size() > MAX_BOARDS) boards.values().removeIf(Rendered::finished);
        Rendered fresh = render.get();
        boards.put(matchId, fresh);
        return fresh;
    }
}
