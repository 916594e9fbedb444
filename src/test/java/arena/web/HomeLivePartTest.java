package arena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.turns.LiveMatch;
import arena.support.Await;
import arena.support.TestArena;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The home page's live part is drawn once per change and shared (issue 46): polls while nothing moved get the very same
 * drawing; a round started, a pause or a turn's end draws it again, at the next poll.
 */
class HomeLivePartTest {
    @Test
    void thePartIsDrawnOncePerChangeAndSharedMeanwhile() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.createTeam("home-a", "password-a");
            arena.createTeam("home-b", "password-b");
            arena.createContest("home", Map.of("turnMillis", 600_000));
            arena.enroll("home", "home-a");
            arena.enroll("home", "home-b");
            HomeLivePart part = new HomeLivePart(arena.app.contests(), new Views());

            HomeLivePart.Drawn idle = part.now();
            assertTrue(idle.live().contests().isEmpty(), "no round yet");
            assertSame(idle, part.now(), "nothing moved: the same drawing");

            arena.startRound("home");
            HomeLivePart.Drawn started = part.now();
            assertNotSame(idle, started, "a round started here shows at once, whatever the store's reading's age");
            assertEquals(1, started.live().contests().size());
            assertTrue(started.html().contains("home-a") && started.html().contains("home-b"), started.html());
            assertNotEquals(idle.live().version(), started.live().version());
            for (int i = 0; i < 50; i++) assertSame(started, part.now(), "polls while nothing moved share one drawing");

            arena.app.contests().pause("home");
            HomeLivePart.Drawn paused = part.now();
            assertNotSame(started, paused);
            assertTrue(paused.live().contests().get(0).paused());
            assertTrue(paused.html().contains("paused"), paused.html());
            assertNotEquals(started.live().version(), paused.live().version());
            assertSame(paused, part.now());
        }
    }

    /** On the manual clock: the turn ends when the test passes it, after the first drawing, not whenever 300 ms are up. */
    @Test
    void aTurnsEndDrawsThePartAgain() throws Exception {
        try (TestArena arena = TestArena.startWithManualClock()) {
            arena.startStaggeredRound("turns", 300, 30, 5);
            HomeLivePart part = new HomeLivePart(arena.app.contests(), new Views());
            HomeLivePart.Drawn first = part.now();
            int turn = first.live().contests().get(0).turn();
            assertSame(first, part.now(), "no turn has ended: the same drawing");
            arena.advanceTurns("turns", 1);
            HomeLivePart.Drawn later = Await.until("the next turn drawn", 20_000, part::now,
                    drawn -> drawn.live().contests().get(0).turn() != turn);
            assertTrue(later.live().contests().get(0).turn() > turn, "the part follows the turns");
            assertNotEquals(first.live().version(), later.live().version());
            assertTrue(later.html().contains("turn <span>" + later.live().contests().get(0).turn() + "</span>"), later.html());
        }
    }

    /**
     * One drawing is shared by every visitor, so it must hold nothing one of them may not see: each running contest's
     * card lists that contest's own matches only, a practice still private to its team (RULINGS 8) is nowhere on it, and
     * the instructor asking first draws nothing more than a visitor gets. A change in one contest (a pause) shows on its
     * card alone.
     */
    @Test
    void eachContestShowsItsOwnMatchesAndNoPracticeStillPrivate() throws Exception {
        try (TestArena arena = TestArena.start()) {
            arena.startStaggeredRound("first", 600_000, 30, 5);
            arena.startStaggeredRound("second", 600_000, 30, 5);
            arena.createTeam("practising", "password-p");
            arena.createContest("coming", Map.of("turnMillis", 600_000));
            arena.enroll("coming", "practising");
            long team = arena.app.contests().teamId("practising").orElseThrow();
            long practice = arena.app.contests().startPractice("coming", team, "steady");
            assertTrue(arena.app.contests().liveMatch(practice).isPresent(), "the practice is being played");

            // the instructor's request draws the part first: the visitor's poll then gets the very same bytes
            TestArena.Response instructors = TestArena.expect(200, arena.request("GET", "/live", null, TestArena.TOKEN));
            TestArena.Response visitors = TestArena.expect(200, arena.request("GET", "/live", null, null));
            assertEquals(instructors.body(), visitors.body(), "one drawing for every viewer");

            String html = visitors.body();
            Map<String, Set<Long>> shown = matchesByCard(html);
            assertEquals(Set.of("first", "second"), shown.keySet(), "the running contests only, not the one whose practice is played: " + html);
            for (String slug : List.of("first", "second")) {
                Set<Long> own = arena.app.contests().live(slug).orElseThrow().matches().stream().map(LiveMatch::id).collect(Collectors.toSet());
                assertFalse(shown.get(slug).isEmpty(), slug + "'s card lists its matches: " + html);
                assertTrue(own.containsAll(shown.get(slug)), slug + "'s card lists " + shown.get(slug) + ", its matches are " + own);
            }
            assertFalse(html.contains("home-match-" + practice + "\""), "no private practice: " + html);
            assertFalse(html.contains("practising"), "nor its team: " + html);

            HomeLivePart part = new HomeLivePart(arena.app.contests(), new Views());
            HomeLivePart.Drawn drawn = part.now();
            assertEquals(shown, matchesByCard(drawn.html()));
            arena.app.contests().pause("first");
            HomeLivePart.Drawn paused = part.now();
            assertNotSame(drawn, paused);
            Map<String, String> cards = cards(paused.html());
            assertTrue(cards.get("first").contains("badge paused"), cards.get("first"));
            assertFalse(cards.get("second").contains("badge paused"), "the other contest's card is not paused: " + cards.get("second"));
            assertEquals(shown, matchesByCard(paused.html()), "each card still lists its own matches");
        }
    }

    private static final Pattern CARD = Pattern.compile("id=\"contest-([a-z0-9-]+)\"");
    private static final Pattern MATCH = Pattern.compile("id=\"home-match-(\\d+)\"");

    /** Each contest card's HTML, by the slug it is headed with. */
    private static Map<String, String> cards(String html) {
        Map<String, String> cards = new LinkedHashMap<>();
        String[] pieces = html.split("<article");
        for (int i = 1; i < pieces.length; i++) {
            Matcher slug = CARD.matcher(pieces[i]);
            assertTrue(slug.find(), "every card names its contest: " + pieces[i]);
            cards.put(slug.group(1), pieces[i]);
        }
        return cards;
    }

    /** The match ids each contest card lists. */
    private static Map<String, Set<Long>> matchesByCard(String html) {
        Map<String, Set<Long>> shown = new LinkedHashMap<>();
        cards(html).forEach((slug, card) -> {
            List<Long> ids = new ArrayList<>();
            for (Matcher m = MATCH.matcher(card); m.find(); ) ids.add(Long.parseLong(m.group(1)));
            shown.put(slug, Set.copyOf(ids));
        });
        return shown;
    }
}
