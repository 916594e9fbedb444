package arena.web;

import arena.contest.Contests;
import arena.contest.life.LiveContest;
import arena.contest.turns.LiveMatch;
import arena.domain.ContestPhase;
import arena.game.Game;
import arena.store.StoredContest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The home page's "running now" part, drawn once per change and shared by every visitor (issue 46: every visitor polls
 * it every 3 s, and drawing it per request, a store query and a template each time, answered a quarter of the static
 * file's rate with a p99 of 200-270 ms during a 380-match round). What it shows changes with the running contests'
 * rounds, turns and pauses and with the board versions of the matches it lists, all read from memory without a lock;
 * only when that key moves is the part drawn again (by one request, the others waiting for it).
 *
 * <p>The contests themselves come from the store, read at most every {@value #STORE_FRESH_MILLIS} ms (a contest created
 * since may show that much later); a contest this process runs shows its phase and pause from memory at once, so a
 * round started here is on the part at the next poll.
 */
final class HomeLivePart {
    static final long STORE_FRESH_MILLIS = 500;
    /** How many of a running contest's matches the part lists. */
    static final int MATCHES_SHOWN = 8;

    /** What the part shows: the contests playing a round now, each with a few of its matches, and its version. */
    record HomeLive(List<RunningContest> contests, long version) {}

    record RunningContest(String slug, String title, String gameTitle, int round, int turn, boolean paused, List<ContestPages.LiveLine> matches) {}

    /** The part as drawn, with the key it was drawn for. */
    record Drawn(List<Object> key, HomeLive live, String html, byte[] utf8) {}

    private record StoreReading(List<StoredContest> contests, long at) {}

    private final Contests contests;
    private final Views views;
    private volatile StoreReading reading;
    private volatile Drawn drawn;
    private final Object drawing = new Object();

    HomeLivePart(Contests contests, Views views) {
        this.contests = contests;
        this.views = views;
    }

    /** The part as it is now: the shared drawing while nothing it shows moved, else drawn anew. */
    Drawn now() {
        List<StoredContest> stored = storedContests();
        List<Object> key = key(stored);
        Drawn last = drawn;
        if (last != null && last.key().equals(key)) return last;
        // one request draws, those arriving meanwhile wait for it (no I/O inside: the store was read above)
        synchronized (drawing) {
            last = drawn;
            if (last != null && last.key().equals(key)) return last;
            HomeLive live = build(stored);
            String html = views.fragment("home", "live", Map.of("live", live));
            Drawn fresh = new Drawn(key, live, html, html.getBytes(StandardCharsets.UTF_8));
            drawn = fresh;
            return fresh;
        }
    }

    private List<StoredContest> storedContests() {
        StoreReading r = reading;
        long now = System.nanoTime();
        if (r != null && now - r.at() < STORE_FRESH_MILLIS * 1_000_000L) return r.contests();
        StoreReading fresh = new StoreReading(contests.all(), now);
        reading = fresh;
        return fresh.contests();
    }

    /** Everything the part shows changes with, read from memory without a lock: per running contest its names, pause, round, turn and listed boards. */
    private List<Object> key(List<StoredContest> stored) {
        List<Object> key = new ArrayList<>();
        for (StoredContest c : stored) {
            LiveContest live = contests.live(c.slug()).orElse(null);
            if (phase(c, live) != ContestPhase.RUNNING) continue;
            key.add(c.slug());
            key.add(c.title());
            key.add(c.game());
            key.add(live != null ? live.paused() : c.paused());
            if (live == null) continue;
            key.add(live.roundNumber());
            key.add(live.turn());
            List<LiveMatch> matches = live.matches();
            for (int i = 0; i < Math.min(MATCHES_SHOWN, matches.size()); i++) {
                key.add(matches.get(i).id());
                key.add(matches.get(i).boardKey());
            }
        }
        return key;
    }

    private static ContestPhase phase(StoredContest c, LiveContest live) {
        return live != null ? live.phase() : c.phase();
    }

    private HomeLive build(List<StoredContest> stored) {
        List<RunningContest> running = new ArrayList<>();
        for (StoredContest c : stored) {
            LiveContest live = contests.live(c.slug()).orElse(null);
            if (phase(c, live) != ContestPhase.RUNNING) continue;
            List<ContestPages.LiveLine> lines = new ArrayList<>();
            if (live != null) {
                for (LiveMatch m : live.matches()) {
                    if (lines.size() >= MATCHES_SHOWN) break;
                    boolean over = m.boardKey().over();
                    lines.add(new ContestPages.LiveLine(m.id(), m.teamName(0), m.teamName(1), m.read(e -> e.summary()), over));
                }
            }
            running.add(new RunningContest(c.slug(), c.title(), contests.games().get(c.game()).map(Game::title).orElse(c.game()),
                    live != null ? live.roundNumber() : 0, live != null ? live.turn() : 0, live != null ? live.paused() : c.paused(), lines));
        }
        return new HomeLive(running, running.hashCode());
    }
}
