package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import arena.game.Settings;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One map per round from its seed: radius 8, point-symmetric, water and mines, an HQ within 2 of a mine and a worker per side. */
class MapTest {

    @Test
    void aRoundSeedAlwaysDrawsTheSameMapAndTheRadiusIsASetting() {
        Pizzacraft game = new Pizzacraft();
        Settings defaults = Settings.of(PizzaSettings.SETTINGS, Map.of());
        GameMap a = game.prepareRound(77, defaults), b = game.prepareRound(77, defaults);
        assertEquals(a.answer(), b.answer());
        assertNotEquals(a.answer(), game.prepareRound(78, defaults).answer());
        assertEquals(8, a.radius());
        assertEquals(217, a.tiles().size(), "1 + 3 * 8 * 9 tiles");
        assertEquals(11, game.prepareRound(77, Settings.of(PizzaSettings.SETTINGS, Map.of("mapRadius", 11))).radius());
    }

    @Test
    void everyMapIsPointSymmetricWithFairStarts() {
        for (int i = 0; i < 200; i++) {
            GameMap map = GameMap.generate(Seeds.derive(3, i), 5 + i % 8);
            for (Hex w : map.waterTiles()) assertTrue(map.water(w.mirror()), "water is symmetric");
            for (GameMap.Mine m : map.mines()) {
                GameMap.Mine o = map.mineOn(m.at().mirror());
                assertTrue(o != null && o.gold() == m.gold(), "mines are symmetric");
            }
            for (int s = 0; s < 2; s++) {
                Hex hq = map.hq(s);
                assertEquals(map.hq(1 - s), hq.mirror());
                assertEquals(1, hq.distance(map.worker(s)), "the worker stands beside the HQ");
                assertTrue(map.mines().stream().anyMatch(m -> m.at().distance(hq) <= 2), "a mine within 2 of the HQ");
                assertTrue(!map.water(hq) && map.mineOn(hq) == null && !map.water(map.worker(s)) && map.mineOn(map.worker(s)) == null);
            }
            assertTrue(map.hq(0).distance(map.hq(1)) >= 6);
            assertTrue(map.waterTiles().size() > 0);
        }
    }

    @Test
    void everyMatchStartsWithAnHqAWorkerAndTheStartingGold() {
        Pos pos = Pos.drawn(5, new PizzaSettings(8, 200, 150));
        GameMap map = pos.m.map();
        assertEquals(List.of("150"), pos.ok(0, "GET_GOLD 1"));
        // ids are drawn from the match's RNG (RULINGS 7): only the rest of each line is known
        assertEquals(List.of("1", id(pos.ok(0, "GET_MY_BUILDINGS 1")) + " " + map.hq(0).text() + " 4 50 0 0"), pos.ok(0, "GET_MY_BUILDINGS 1"));
        assertEquals(List.of("1", id(pos.ok(0, "GET_MY_UNITS 1")) + " " + map.worker(0).text() + " 1 0 20 2"), pos.ok(0, "GET_MY_UNITS 1"));
        pos.endTurn();
        assertEquals(List.of("1", id(pos.ok(1, "GET_MY_BUILDINGS 1")) + " " + map.hq(1).text() + " 4 50 0 0"), pos.ok(1, "GET_MY_BUILDINGS 1"));
        assertEquals(List.of("1", id(pos.ok(1, "GET_MY_UNITS 1")) + " " + map.worker(1).text() + " 1 0 20 2"), pos.ok(1, "GET_MY_UNITS 1"));
    }

    @Test
    void getMapListsRadiusWaterAndMinesWithTheirStartingGold() {
        Pos pos = Pos.empty();
        assertEquals(List.of("8", "2", "-3 3 0", "3 -3 0", "1", "0 0 0 0 100"), pos.ok(0, "GET_MAP"));
        assertEquals(pos.ok(0, "GET_MAP"), pos.ok(1, "GET_MAP"), "anyone, at any time");
    }

    /** The id of the one piece a list shows (a positive number of at most six digits). */
    private static String id(List<String> list) {
        String id = list.get(1).split(" ")[0];
        org.junit.jupiter.api.Assertions.assertTrue(id.matches("[1-9][0-9]{0,5}"), id);
        return id;
    }
}
