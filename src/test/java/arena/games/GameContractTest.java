package arena.games;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.contest.base.Games;
import arena.contest.Replays;
import arena.game.Game;
import arena.game.GamePages;
import arena.game.SpecError;
import arena.game.StarterLanguage;
import arena.support.TestArena;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every game the arena ships must do, checked the same way for each one found on the class path: its rules page
 * renders with the defaults and with a contest's settings; its house bots play a round whose board renders to the end
 * and whose matches replay from their logs to their stored scores; its sample bot is in the build and its starters
 * come in every language; every error code it declares is provoked. What is particular to a game comes from its {@link GameFixture}.
 */
@Tag("functional")
class GameContractTest {

    /** The games of {@code arena.games}, each with its fixture; the tests' own game checks the arena, not a specification. */
    static Stream<Arguments> games() {
        Map<String, GameFixture> fixtures = ServiceLoader.load(GameFixture.class).stream().map(ServiceLoader.Provider::get)
                .collect(Collectors.toMap(GameFixture::game, f -> f));
        List<Arguments> all = new ArrayList<>();
        for (Game game : Games.discover().all()) {
            if (!game.getClass().getPackageName().startsWith("arena.games.")) continue;
            GameFixture fixture = fixtures.get(game.name());
            if (fixture == null) throw new AssertionError("the game " + game.name() + " has no GameFixture in META-INF/services/arena.games.GameFixture");
            all.add(Arguments.of(Named.of(game.name(), game), fixture));
        }
        assertTrue(all.size() >= 5, "the five games are found: " + all);
        return all.stream();
    }

    private static void createContest(TestArena arena, String slug, Game game, Map<String, Object> settings) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", game.title() + " " + slug, "game", game.name(),
                "settings", settings)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theRulesPageShowsTheDefaultsThenAContestsSettings(Game game, GameFixture fixture) throws Exception {
        try (TestArena arena = TestArena.start()) {
            GameFixture.RulesPage rules = fixture.rulesPage(arena.app.botPort());
            TestArena.Response defaults = arena.request("GET", "/games/" + game.name(), null, null);
            assertEquals(200, defaults.status(), defaults.body());
            for (String part : rules.shows()) assertTrue(defaults.body().contains(part), "the rules page shows " + part);
            createContest(arena, "rules", game, rules.contestSettings());
            TestArena.Response contest = arena.request("GET", "/games/" + game.name() + "?contest=rules", null, null);
            assertEquals(200, contest.status(), contest.body());
            for (String part : rules.showsForContest()) assertTrue(contest.body().contains(part), "the contest's rules page shows " + part);
        }
    }

    /** The match page while the match runs, its board polled to the end (HTMX stops with 286), then each match replayed. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void houseBotsPlayARoundThatTheBoardShowsAndTheLogsReplay(Game game, GameFixture fixture) throws Exception {
        GameFixture.BoardRound round = fixture.boardRound();
        try (TestArena arena = TestArena.start()) {
            createContest(arena, "board", game, round.settings());
            for (String bot : round.houseBots()) TestArena.expect(201, arena.api("POST", "/api/contests/board/enrollments", Map.of("houseBot", bot)));
            startOnceEntriesAreIn(arena, "board");
            long id = TestArena.expect(200, arena.api("GET", "/api/contests/board/rounds/1/matches", null)).json().get(0).get("id").asLong();

            String page = pageShowing(arena, "/matches/" + id, round.pageShows());
            for (String part : round.pageShows()) assertTrue(page.contains(part), "the page shows " + part + ":\n" + page);
            Set<String> seen = new HashSet<>();
            TestArena.Response board;
            long end = System.currentTimeMillis() + 120_000;
            do {
                board = arena.request("GET", "/matches/" + id + "/board", null, null);
                for (String part : round.boardShowsWhilePlaying()) if (board.body().contains(part)) seen.add(part);
                if (board.status() != 286) Thread.sleep(100);
            } while (board.status() != 286 && System.currentTimeMillis() < end);
            assertEquals(286, board.status(), "a finished match stops the polling");
            assertEquals(Set.copyOf(round.boardShowsWhilePlaying()), seen, "the board showed these while the match ran");
            assertTrue(board.body().contains("Final score"), board.body());
            for (String part : round.finalBoardShows()) assertTrue(board.body().contains(part), "the finished board shows " + part + ":\n" + board.body());

            arena.awaitContest("board", "finished", 1, 60_000);
            assertEquals(200, arena.request("GET", "/games/" + game.name() + "?contest=board", null, null).status());
            JsonNode matches = TestArena.expect(200, arena.api("GET", "/api/contests/board/rounds/1/matches", null)).json();
            assertEquals(game.traits().matchesPerPair(), matches.size(), "two teams: one pair");
            for (JsonNode m : matches) {
                assertEquals("finished", m.get("status").asText());
                double[] scores = {m.get("scores").get(0).asDouble(), m.get("scores").get(1).asDouble()};
                round.pointsPerMatch().ifPresent(points -> assertEquals(points, scores[0] + scores[1], 1e-9, "the points a match hands out: " + m));
                assertReplaysToItsStoredResult(arena, game, m, scores);
            }
        }
    }

    /** A match replays, from its seed and log alone, to the scores and summary that were stored. */
    private static void assertReplaysToItsStoredResult(TestArena arena, Game game, JsonNode m, double[] scores) {
        long id = m.get("id").asLong();
        JsonNode doc = arena.api("GET", "/api/matches/" + id + "/replay", null).json();
        assertEquals(game.name(), doc.get("game").asText());
        assertTrue(doc.get("log").size() > 0, "the log of match " + id + " is stored");
        Replays.Position end = arena.app.contests().replays().end(id);
        assertTrue(end.finished(), "match " + id + " ends in its replay");
        assertArrayEquals(scores, end.scores(), 1e-9, "match " + id + " replays to its stored scores");
        assertEquals(m.get("summary").asText(), end.summary());
    }

    /** The page once it shows every part, or as it is when the time is up. */
    private static String pageShowing(TestArena arena, String path, List<String> parts) throws InterruptedException {
        long end = System.currentTimeMillis() + 30_000;
        while (true) {
            TestArena.Response page = arena.request("GET", path, null, null);
            assertEquals(200, page.status(), page.body());
            if (parts.stream().allMatch(page.body()::contains) || System.currentTimeMillis() > end) return page.body();
            Thread.sleep(100);
        }
    }

    /**
     * Starts the round once the house bots have registered their entries (a Kieszostwory team without creatures sits
     * the round out, RULINGS 7, so a round started before them has too few teams and is refused).
     */
    private static void startOnceEntriesAreIn(TestArena arena, String slug) throws InterruptedException {
        long end = System.currentTimeMillis() + 30_000;
        while (true) {
            TestArena.Response r = arena.api("POST", "/api/contests/" + slug + "/rounds", null);
            if (r.status() == 202) return;
            if (System.currentTimeMillis() > end) throw new AssertionError("the round of " + slug + " did not start: " + r.body());
            Thread.sleep(100);
        }
    }

    /** How each starter plays is StartersPlayTest's (PIZZA games) and the LOCM starters' tests' (through the bridge). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theSampleBotIsInTheBuildAndItsStartersComeInEveryLanguage(Game game, GameFixture fixture) {
        GamePages pages = game.pages();
        assertFalse(pages.sampleBot().startsWith("(missing from this build"), pages.sampleBot());
        List<StarterLanguage> shipped = Stream.of(StarterLanguage.values()).filter(l -> pages.starterBot(l).isPresent()).toList();
        assertTrue(shipped.isEmpty() || shipped.size() == StarterLanguage.values().length,
                "a game that ships a starter ships it in Python, Java, C++ and JavaScript: " + game.name() + " ships " + shipped);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyDeclaredErrorCodeIsProvoked(Game game, GameFixture fixture) throws Exception {
        try (TestArena arena = TestArena.start()) {
            fixture.provokeEveryError(arena);
            List<String> unheard = new ArrayList<>();
            for (SpecError e : fixture.errors()) {
                String line = "ERR " + e.code() + " " + e.text();
                if (arena.errorsHeard.stream().noneMatch(l -> l.equals(line) || l.startsWith(line + ": "))) unheard.add(line);
            }
            assertEquals(List.of(), unheard, "codes that no scenario provoked; heard: " + arena.errorsHeard);
        }
    }
}
