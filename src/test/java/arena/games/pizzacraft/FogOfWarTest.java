package arena.games.pizzacraft;

import static arena.games.pizzacraft.Pos.h;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Strict fog of war (RULINGS section 5): a team sees enemy units, buildings and mine amounts only within the sight
 * range of its own units and buildings. The teams' views come from the engine; the spectators' board shows all.
 */
class FogOfWarTest {

    @Test
    void enemiesOutOfSightAreHiddenFromTheTeamButNotFromSpectators() {
        Pos pos = Pos.empty();
        pos.put(0, Kind.WORKER, h(5, -5, 0)); // sight 2
        int near = pos.put(1, Kind.WARRIOR, h(5, -3, -2));
        pos.put(1, Kind.WARRIOR, h(5, -2, -3));
        pos.put(1, Kind.HOUSE, h(-5, 5, 0));
        PlayerView view = pos.m.view(0);
        assertEquals(List.of(near), view.enemyUnits().stream().map(PlayerView.Unit::id).toList());
        assertTrue(view.enemyBuildings().isEmpty());
        assertEquals(List.of("1", near + " 5 -3 -2 2 0 32"), pos.ok(0, "GET_ENEMY_UNITS 1"));
        assertEquals(List.of("0"), pos.ok(0, "GET_ENEMY_BUILDINGS 1"));
        BoardView board = pos.m.board();
        assertEquals(2, board.units().stream().filter(u -> u.owner() == 1).count(), "spectators see every unit");
        assertEquals(1, board.buildings().size());
        assertFalse(board.buildings().get(0).seen0(), "the board knows what seat 0 cannot see");
        assertTrue(board.buildings().get(0).seen1());
    }

    @Test
    void sightRangesComeFromTheTableAndOutpostsSeeFar() {
        Pos pos = Pos.empty();
        pos.put(0, Kind.OUTPOST, h(-3, 0, 3));
        Set<Hex> sight = pos.m.view(0).sight();
        assertTrue(sight.contains(h(2, 0, -2)), "5 tiles");
        assertFalse(sight.contains(h(3, 0, -3)), "6 tiles");
        assertEquals(91, sight.size(), "1 + 3 * 5 * 6 tiles, all on the map");
    }

    @Test
    void mineAmountsAndEnemyUpgradesNeedSight() {
        Pos pos = Pos.empty();
        pos.put(0, Kind.HOUSE, h(5, -5, 0));
        pos.m.setUpgrade(1, 0, 3);
        assertEquals(List.of("0"), pos.ok(0, "GET_MINES 1"));
        assertEquals(List.of("0 0 -1 -1"), pos.ok(0, "GET_UPGRADES 1"));
        pos.put(1, Kind.HOUSE, h(5, -4, -1));
        assertEquals(List.of("0 0 -1 -1"), pos.ok(0, "GET_UPGRADES 1"), "a building is not enough: an enemy unit must be in sight");
        pos.put(1, Kind.WORKER, h(4, -4, 0));
        assertEquals(List.of("0 0 3 0"), pos.ok(0, "GET_UPGRADES 1"));
        pos.put(0, Kind.WORKER, h(1, -1, 0));
        assertEquals(List.of("1", "0 100"), pos.ok(0, "GET_MINES 1"));
    }

    /**
     * Over many random games, every answer a team gets about enemy units, enemy buildings, mine amounts and enemy
     * upgrades is checked against a sight computed here, from the spectators' full board, by the rules' text.
     */
    @Test
    void noAnswerEverRevealsWhatIsOutOfSight() throws InterruptedException {
        int checked = 0;
        for (int game = 0; game < 12; game++) {
            long seed = Seeds.derive(31, game);
            Pos pos = Pos.drawn(seed, new PizzaSettings(6 + game % 3, 120, 400));
            PizzaBot[] bots = {game % 2 == 0 ? new EconomyBot() : new RandomBot(), new RandomBot()};
            Random rnd = new Random(seed);
            PizzaBot.MapInfo map = PizzaBot.MapInfo.parse(pos.m.map().answer());
            while (!pos.m.finished()) {
                int seat = pos.m.current();
                bots[seat].playTurn(new PizzaBot.Table(pos.link(seat), Pos.MATCH, map), rnd);
                for (int s = 0; s < 2; s++) checked += check(pos, s);
                pos.endTurn();
            }
        }
        assertTrue(checked > 1000, "enemy things and mines reported in sight: " + checked);
    }

    /** Asks every query as the seat whose turn it is and checks each reported thing; returns how many were checked. */
    private static int check(Pos pos, int seat) {
        if (pos.m.finished() || pos.m.current() != seat) return 0;
        BoardView board = pos.m.board();
        Set<Hex> sight = new HashSet<>();
        List<BoardView.Piece> all = new ArrayList<>(board.units());
        all.addAll(board.buildings());
        for (BoardView.Piece p : all) {
            if (p.owner() != seat) continue;
            Hex at = h(p.x(), p.y(), p.z());
            for (Hex t : pos.m.map().tiles()) if (t.distance(at) <= Kind.of(p.type()).sight()) sight.add(t);
        }
        int n = 0;
        for (String line : pos.ok(seat, "GET_ENEMY_UNITS 1").subList(1, 0 + pos.ok(seat, "GET_ENEMY_UNITS 1").size())) {
            String[] f = line.split(" ");
            assertTrue(sight.contains(h(Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]))), "unit out of sight: " + line);
            n++;
        }
        List<String> eb = pos.ok(seat, "GET_ENEMY_BUILDINGS 1");
        for (String line : eb.subList(1, eb.size())) {
            String[] f = line.split(" ");
            assertTrue(sight.contains(h(Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]))), "building out of sight: " + line);
            n++;
        }
        List<String> mines = pos.ok(seat, "GET_MINES 1");
        for (String line : mines.subList(1, mines.size())) {
            int id = Integer.parseInt(line.split(" ")[0]);
            assertTrue(sight.contains(pos.m.map().mine(id).at()), "mine out of sight: " + line);
            n++;
        }
        long enemiesSeen = board.units().stream().filter(u -> u.owner() != seat && sight.contains(h(u.x(), u.y(), u.z()))).count();
        String[] up = pos.ok(seat, "GET_UPGRADES 1").get(0).split(" ");
        if (enemiesSeen == 0) assertEquals("-1 -1", up[2] + " " + up[3], "enemy upgrades without an enemy unit in sight");
        // every enemy in sight is reported, and nothing else
        long enemyThingsInSight = all.stream().filter(p -> p.owner() != seat && sight.contains(h(p.x(), p.y(), p.z()))).count();
        assertEquals(enemyThingsInSight, pos.ok(seat, "GET_ENEMY_UNITS 1").size() - 1 + eb.size() - 1);
        // attacking an enemy out of sight answers as if it did not exist
        for (BoardView.Piece p : all) {
            if (p.owner() == seat || sight.contains(h(p.x(), p.y(), p.z()))) continue;
            for (BoardView.Piece mine : board.units()) {
                if (mine.owner() == seat && Kind.of(mine.type()).fighter()) {
                    assertEquals(pos.code(seat, "ATTACK 1 " + mine.id() + " 999999"), pos.code(seat, "ATTACK 1 " + mine.id() + " " + p.id()));
                }
            }
        }
        return n;
    }
}
