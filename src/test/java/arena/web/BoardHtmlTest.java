package arena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import arena.App;
import arena.contest.Contests;
import arena.game.Eye;
import arena.support.BoardPositions;
import arena.support.TestDatabases;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 31: every game's board drawn without templates is, character for character, what its Thymeleaf template drew
 * (the templates as they were, kept in the tests' {@code board-reference/}): at every position of a round of its
 * house bots, as each eye sees it live (the public, each seat, the instructor), as the replay shows it, finished or
 * not, and with names and texts that HTML must escape.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Tag("functional")
class BoardHtmlTest {
    private App app;
    private final Map<String, List<BoardPositions.Position>> positions = new ConcurrentHashMap<>();
    private final ReferenceBoards reference = new ReferenceBoards();

    @BeforeAll
    void start() throws Exception {
        app = App.start(TestDatabases.configure(new App.Config(0, 0, Files.createTempDirectory("arena-board-html"), false,
                "bench-password-1", null, 600, 30)));
    }

    @AfterAll
    void stop() {
        if (app != null) app.close();
    }

    private List<BoardPositions.Position> positions(String game) throws Exception {
        List<BoardPositions.Position> known = positions.get(game);
        if (known == null) positions.put(game, known = BoardPositions.play(app, game, BoardPositions.bots(game)));
        return known;
    }

    @ParameterizedTest
    @ValueSource(strings = {"vestrock", "pizzacraft", "kieszostwory", "locm12", "locm15"})
    void everyPositionOfARoundIsDrawnAsItsTemplateDrewIt(String game) throws Exception {
        List<BoardPositions.Position> all = positions(game);
        assertTrue(all.size() > 40, "a round gives many positions: " + all.size());
        int finished = 0, live = 0;
        for (BoardPositions.Position p : all) {
            String version = "b" + p.view().id() + "-" + p.step() + "-" + p.eye().tag();
            if (p.replay()) same(p, reference.board(p.view()), BoardFrame.board(p.view()));
            else same(p, reference.live(p.view(), version), BoardFrame.live(p.view(), version));
            if (p.view().finished()) finished++;
            else live++;
        }
        assertTrue(finished > 0 && live > 0, "finished and running boards both: " + finished + " and " + live);
    }

    @ParameterizedTest
    @ValueSource(strings = {"vestrock", "pizzacraft", "kieszostwory", "locm12", "locm15"})
    void namesAndTextsAreEscapedAsTheTemplateEscapedThem(String game) throws Exception {
        List<BoardPositions.Position> all = positions(game);
        List<String> odd = List.of("<b>&amp;\"x'", "A & B > C");
        for (BoardPositions.Position p : List.of(all.get(all.size() / 2), all.get(all.size() - 2))) {
            Contests.MatchView v = p.view();
            Contests.MatchView renamed = new Contests.MatchView(v.match(), v.round(), v.contest(), v.game(), v.board(),
                    "summary <with> \"quotes\" & 'apostrophes'", v.turn(), v.finished(), odd, v.version());
            same(p, reference.live(renamed, "v<1>&\""), BoardFrame.live(renamed, "v<1>&\""));
            same(p, reference.live(renamed, null), BoardFrame.live(renamed, null));
        }
    }

    private static void same(BoardPositions.Position p, String expected, String actual) {
        if (expected.equals(actual)) return;
        int at = 0;
        while (at < Math.min(expected.length(), actual.length()) && expected.charAt(at) == actual.charAt(at)) at++;
        int from = Math.max(0, at - 300);
        fail(p.game() + " match " + p.view().id() + " step " + p.step() + " eye " + p.eye() + (p.replay() ? " (replay)" : "")
                + ": differs at " + at + "\n--- template ---\n" + expected.substring(from, Math.min(expected.length(), at + 200))
                + "\n--- drawn ---\n" + actual.substring(from, Math.min(actual.length(), at + 200)));
    }
}
