package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Eye;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 5 and 8: a live board shows a side only what its fog lets it see, the public only what neither fog hides
 * (a piece both sides see), and the instructor and the finished match everything.
 */
class LiveBoardEyesTest {

    private static Set<Integer> ids(BoardView b) {
        return java.util.stream.Stream.concat(b.units().stream(), b.buildings().stream()).map(BoardView.Piece::id).collect(Collectors.toSet());
    }

    @Test
    void eachSideSeesItsOwnPiecesAndTheEnemiesInItsSightAndTheVisitorOnlyWhatBothSee() {
        Pos pos = Pos.empty();
        int scout = pos.put(0, Kind.WORKER, h(5, -5, 0)); // sight 2
        int near = pos.put(1, Kind.WARRIOR, h(5, -3, -2)); // in the scout's sight; it sees the scout too
        int far = pos.put(1, Kind.WARRIOR, h(-5, 3, 2));
        int house = pos.put(1, Kind.HOUSE, h(-5, 5, 0));
        BoardView all = pos.m.board(Eye.ALL);
        assertEquals(Set.of(scout, near, far, house), ids(all), "the instructor sees everything");

        BoardView seat0 = pos.m.board(Eye.SEAT_0);
        assertEquals(Set.of(scout, near), ids(seat0), "seat 0: its worker, and the one warrior in its sight");
        BoardView seat1 = pos.m.board(Eye.SEAT_1);
        assertEquals(Set.of(scout, near, far, house), ids(seat1), "seat 1: its pieces, and the worker its warrior sees");
        BoardView visitor = pos.m.board(Eye.PUBLIC);
        assertEquals(Set.of(scout, near), ids(visitor), "the public: the pieces both sides see");

        for (BoardView b : List.of(seat0, visitor)) {
            assertFalse(b.sides().get(1).known(), "seat 1's gold and supplies are hidden");
            assertEquals(0, b.sides().get(1).gold());
        }
        assertTrue(seat0.sides().get(0).known(), "a side reads its own gold");
        assertFalse(visitor.sides().get(0).known());
        assertTrue(visitor.tiles().stream().noneMatch(BoardView.Tile::goldKnown), "no mine amount in public");
        assertTrue(visitor.tiles().stream().allMatch(t -> t.seen0() && t.seen1()), "no side's sight in public: it says where its pieces are");
        assertTrue(seat0.tiles().stream().allMatch(t -> t.seen0() == t.seen1()), "a side's board carries its own sight only");
        assertTrue(seat0.fogged() && visitor.fogged() && !all.fogged());
    }

    @Test
    void theLogShowsASideOnlyItsOwnActions() {
        Pos pos = Pos.empty().gold(0, 100);
        int hq = pos.put(0, Kind.HQ, h(4, -4, 0));
        pos.ok(0, "TRAIN 1 " + hq + " 1 5 -4 -1");
        assertTrue(pos.m.board(Eye.ALL).log().stream().anyMatch(l -> l.seat() == 0 && l.text().startsWith("trains")));
        assertTrue(pos.m.board(Eye.SEAT_0).log().stream().anyMatch(l -> l.seat() == 0), "a side reads its own actions");
        for (Eye other : List.of(Eye.SEAT_1, Eye.PUBLIC)) {
            assertTrue(pos.m.board(other).log().stream().noneMatch(l -> l.seat() == 0), other + " reads none of seat 0's actions");
        }
    }
}
