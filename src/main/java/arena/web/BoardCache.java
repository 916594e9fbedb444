package arena.web;

import arena.game.Eye;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Rendered live boards, one per match, per turn and per {@link Eye} (the public, each seat's team, the instructor:
 * RULINGS 8 shows a player's private information only to its team), shared by every viewer with that eye, and drawn
 * off the request path.
 *
 * <p>A board someone watches (polled in the last {@value #WATCH_SECONDS} s) is drawn again by the
 * {@code board-renderer} thread soon after its match moves on; a poll that holds the last drawn version meanwhile is
 * told "nothing new" at once instead of waiting for a render. Why: at a turn's end every watched board changes at
 * the same moment, and drawing them inside the requests put a burst of renders in front of the pollers on a machine
 * that also plays the turn (bench-spectators: p99 327 ms with p50 29 ms). A request renders itself only for a board
 * nobody has drawn yet, or for a poller that holds no version. A hundred people polling one match cost one render a
 * turn; a poll that names the version it holds ({@code ?v=} or {@code If-None-Match}) gets no body while it is current.
 */
final class BoardCache implements AutoCloseable {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(BoardCache.class);
    /** Past this many boards, those of finished matches are dropped first (they are cheap to draw again). */
    private static final int MAX_BOARDS = 4096;
    static final long WATCH_SECONDS = 10;
    /** How often the renderer looks for watched boards whose match moved on: well under a turn of any game. */
    static final long LOOK_MILLIS = 20;

    /**
     * A board as sent: its HTML (and its bytes in UTF-8, encoded once for every request that gets it: issue 31's hard
     * case sends thousands a second), its version (the entity tag, unquoted), and whether the match was over (polling
     * stops then).
     */
    record Rendered(String etag, boolean finished, String html, byte[] utf8) {
        Rendered(String etag, boolean finished, String html) {
            this(etag, finished, html, html.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    /**
     * How long a board drawn from the store (its match is not live in this process) is sent again without another
     * drawing. Such a board is read from the store and its match's journal replayed, seven queries a drawing; right
     * after a restart every board is such a board until its round is recovered, and each spectator's request drew it
     * anew (issue 46: boards' p99 1.3-1.5 s in the first 10 s after a start). Until its recovery the match stands still,
     * so a drawing is current; where another process plays the contest (PostgreSQL, by lease) it is at most this much
     * behind, less than a spectator's poll.
     */
    static final long STORE_BOARD_MILLIS = 500;

    /** What a poll gets: the board to send, or, when {@code board} is null, "nothing new" under {@code etag}. */
    record Answer(String etag, Rendered board) {}

    /** One drawing: a match's board as one eye sees it. */
    record Key(long matchId, Eye eye) {}

    private final Function<Key, String> etagNow;
    private final Function<Key, Rendered> render;
    private final ConcurrentHashMap<Key, Rendered> boards = new ConcurrentHashMap<>();
    /** When each board of {@link #boards} was drawn (the clock's nanoseconds): a drawing from the store is kept so long. */
    private final ConcurrentHashMap<Key, Long> drawnAt = new ConcurrentHashMap<>();
    private final java.util.function.LongSupplier nanoClock;
    /** When each board was last asked for (System.nanoTime). */
    private final ConcurrentHashMap<Key, Long> watched = new ConcurrentHashMap<>();
    /**
     * Counted down to stop the renderer: a close never interrupts it, as drawing a board may read the store (issue 38: an
     * interrupt in H2's file I/O closes the database); it stops after the board it is drawing.
     */
    private final java.util.concurrent.CountDownLatch closed = new java.util.concurrent.CountDownLatch(1);
    /** Watched matches whose board failed to draw, said once each until one draws. */
    private final java.util.Set<Key> failing = ConcurrentHashMap.newKeySet();

    /**
     * @param etagNow the entity tag a match's board has now for an eye, without rendering, or null for a match that is not live
     * @param render  draws a match's board as it is now, as the eye sees it
     */
    BoardCache(Function<Key, String> etagNow, Function<Key, Rendered> render) {
        this(etagNow, render, System::nanoTime);
    }

    /** As above, with the clock that times a drawing from the store ({@link #STORE_BOARD_MILLIS}): a test's own. */
    BoardCache(Function<Key, String> etagNow, Function<Key, Rendered> render, java.util.function.LongSupplier nanoClock) {
        this.etagNow = etagNow;
        this.render = render;
        this.nanoClock = nanoClock;
        Thread.ofPlatform().daemon().name("board-renderer").priority(Thread.MIN_PRIORITY).start(this::renderWatched);
    }

    /** The entity tag the match's board has now: from the live match, or from a cached finished board. */
    String etagNow(Key key) {
        String live = etagNow.apply(key);
        if (live != null) return live;
        Rendered cached = boards.get(key);
        return cached != null && cached.finished() ? cached.etag() : null;
    }

    /**
     * What a poll that holds version {@code held} (or null) gets now: "nothing new" while {@code held} is the board's
     * version, or while the board has moved on but its new drawing is not ready yet and {@code held} is the last one
     * drawn (the renderer draws it within {@value #LOOK_MILLIS} ms or so); otherwise the board, drawn here only if
     * there is no drawing of its present version.
     */
    Answer poll(Key key, String held) {
        Answer answer = answer(key, held);
        // watched once answered: the renderer never draws a board's first drawing beside the poll that is drawing it
        watched.put(key, System.nanoTime());
        return answer;
    }

    private Answer answer(Key key, String held) {
        String now = etagNow(key);
        if (now != null && now.equals(held)) return new Answer(now, null);
        Rendered cached = boards.get(key);
        if (cached != null && now != null && cached.etag().equals(now)) return new Answer(now, cached);
        if (cached != null && now != null && cached.etag().equals(held)) return new Answer(held, null);
        // a poller a turn or more behind gets the last drawing at once: the board is watched, so the renderer draws the
        // present one within LOOK_MILLIS and the next poll gets it (one who holds no version gets the present board)
        if (cached != null && now != null && held != null && !cached.finished()) return new Answer(cached.etag(), cached);
        if (cached != null && now == null && drawnLately(key)) return cached.etag().equals(held) ? new Answer(held, null) : new Answer(cached.etag(), cached);
        Rendered fresh = drawNow(key, now == null);
        return new Answer(fresh.etag(), fresh);
    }

    /** Whether the key's board was drawn within {@link #STORE_BOARD_MILLIS}. */
    private boolean drawnLately(Key key) {
        Long at = drawnAt.get(key);
        return at != null && nanoClock.getAsLong() - at < TimeUnit.MILLISECONDS.toNanos(STORE_BOARD_MILLIS);
    }

    /**
     * Draws the key's board now. {@code fromStore}: its match is not live here, so the drawing may serve every poll for
     * {@link #STORE_BOARD_MILLIS}; a drawing of a live match may not, once the match has left the live set (it ended: a
     * poll in the moment after the end got the last live drawing, with no end and the polling not stopped).
     */
    private Rendered drawNow(Key key, boolean fromStore) {
        if (boards.size() > MAX_BOARDS) {
            boards.values().removeIf(Rendered::finished);
            drawnAt.keySet().retainAll(boards.keySet());
        }
        long at = nanoClock.getAsLong();
        Rendered fresh = render.apply(key);
        boards.put(key, fresh);
        if (fromStore) drawnAt.put(key, at);
        else drawnAt.remove(key);
        return fresh;
    }

    private void renderWatched() {
        while (true) {
            try {
                if (closed.await(LOOK_MILLIS, TimeUnit.MILLISECONDS)) return;
                long cutoff = System.nanoTime() - TimeUnit.SECONDS.toNanos(WATCH_SECONDS);
                watched.values().removeIf(at -> at < cutoff);
                for (Key key : watched.keySet()) drawIfMoved(key);
            } catch (InterruptedException stop) {
                return;
            }
        }
    }

    /**
     * Draws one watched board again if its match moved on. A board that cannot be drawn is said once (until it draws
     * again) and the others are drawn all the same (issue 28: one failure was dropped without a word and skipped
     * every board after it in that pass); a poll draws it itself and shows the error page if it still fails.
     */
    private void drawIfMoved(Key key) {
        try {
            String now = etagNow.apply(key);
            Rendered cached = boards.get(key);
            if (now != null && (cached == null || !cached.etag().equals(now))) drawNow(key, false);
            failing.remove(key);
        } catch (RuntimeException e) {
            if (failing.add(key)) log.warn("match {} ({}): its live board could not be drawn: {}", key.matchId(), key.eye(), e.toString(), e);
        }
    }

    @Override
    public void close() {
        closed.countDown();
    }
}
