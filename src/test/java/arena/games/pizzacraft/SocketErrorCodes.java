package arena.games.pizzacraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Seeds;
import arena.support.BotClient;
import arena.support.TestArena;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every error code of appendix A (and the generic 102, 103, 104) provoked over a real socket, in a real game
 * played on the round's map: team "pa" (the first player of its match) follows a script, "pb" only waits.
 * The test knows the map because it is drawn from the contest's seed exactly as the arena draws it.
 * Scenarios on a test arena; GameContractTest runs them and checks that every code of Err was heard.
 */
final class SocketErrorCodes {
    static final long SEED = 4242;

    /** The script's tiles, chosen on the map before the game. */
    record Plan(GameMap map, Hex spawn, Hex spawn2, Hex barracks, Hex armory, Hex warriorSpot, List<Hex> path, Hex far2, Hex far2Hq) {}

    static Plan plan(GameMap map) {
        Hex hq = map.hq(0), w = map.worker(0), enemyWorker = map.worker(1);
        GameMap.Mine enemyMine = map.mineOn(map.mines().get(1).at());
        List<Hex> used = new ArrayList<>(List.of(hq, w, map.hq(1), enemyWorker));
        Hex spawn = pick(map, hq.neighbors(), used);
        used.add(spawn);
        Hex spawn2 = pick(map, hq.neighbors(), used);
        used.add(spawn2);
        Hex barracks = pick(map, w.neighbors(), used);
        used.add(barracks);
        Hex goal = null;
        for (Hex n : enemyMine.at().neighbors()) if (n.distance(enemyWorker) == 1 && free(map, n, used)) goal = n;
        assertNotNull(goal, "a tile beside the enemy's home mine and worker");
        List<Hex> path = path(map, w, goal, used);
        List<Hex> avoid = new ArrayList<>(used);
        avoid.addAll(path);
        Hex armory = pick(map, spawn.neighbors(), avoid);
        avoid.add(armory);
        Hex warriorSpot = pick(map, barracks.neighbors(), avoid);
        Hex far2 = map.disk(w, 2).stream().filter(h -> h.distance(w) == 2).findFirst().orElseThrow();
        Hex far2Hq = map.disk(hq, 2).stream().filter(h -> h.distance(hq) == 2 && free(map, h, List.of())).findFirst().orElseThrow();
        return new Plan(map, spawn, spawn2, barracks, armory, warriorSpot, path, far2, far2Hq);
    }

    static boolean free(GameMap map, Hex h, List<Hex> used) {
        return map.contains(h) && !map.water(h) && map.mineOn(h) == null && !used.contains(h);
    }

    static Hex pick(GameMap map, List<Hex> candidates, List<Hex> used) {
        for (Hex h : candidates) if (free(map, h, used)) return h;
        throw new AssertionError("no free tile among " + candidates);
    }

    /** The tiles from (not included) start to goal, over free tiles. */
    static List<Hex> path(GameMap map, Hex start, Hex goal, List<Hex> used) {
        Map<Hex, Hex> from = new HashMap<>();
        ArrayDeque<Hex> queue = new ArrayDeque<>(List.of(start));
        from.put(start, start);
        while (!queue.isEmpty() && !from.containsKey(goal)) {
            Hex h = queue.poll();
            for (Hex n : h.neighbors()) if (free(map, n, used) && from.putIfAbsent(n, h) == null) queue.add(n);
        }
        List<Hex> path = new ArrayList<>();
        for (Hex h = goal; !h.equals(start); h = from.get(h)) path.add(0, h);
        return path;
    }

    static void createContest(TestArena arena, String slug, Map<String, Object> settings) {
        TestArena.expect(201, arena.api("POST", "/api/contests", Map.of("slug", slug, "title", "Pizzacraft " + slug, "game", "pizzacraft", "settings", settings)));
    }

    private static String t(Hex h) {
        return " " + h.text();
    }

    static void everyCodeOverTheBotPort(TestArena arena) throws Exception {
        GameMap map = GameMap.generate(Seeds.derive(Seeds.derive(SEED, 1), 0), 8);
        Plan p = plan(map);
        arena.createTeam("pa", "password1");
        arena.createTeam("pb", "password1");
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("turnMillis", 60_000);
        settings.put("earlyTurns", true);
        settings.put("seed", SEED);
        settings.put("turnsPerMatch", 2000);
        settings.put("startGold", 5000);
        createContest(arena, "pe", settings);
        arena.enroll("pe", "pa");
        arena.enroll("pe", "pb");
        arena.startRound("pe");
        try (BotClient a = arena.bot("pa", "password1"); BotClient b = arena.bot("pb", "password1")) {
            List<String> ids = a.counted("GET_MY_MATCHES");
            assertEquals(2, ids.size());
            assertEquals("OK", a.command("IS_MY_TURN " + ids.get(0)));
            String m = " " + (a.line().equals("YES") ? ids.get(0) : ids.get(1));
            assertEquals(map.answer(), askAll(a, "GET_MAP", map.answer().size()), "the test knows the round's map");
            Hex w0 = map.worker(0), hq0 = map.hq(0);
            // ids are drawn from the match's RNG (RULINGS 7): the test reads them from the lists
            String hq = newId(a, "GET_MY_BUILDINGS" + m, new java.util.HashSet<>()), w = newId(a, "GET_MY_UNITS" + m, new java.util.HashSet<>());
            java.util.Set<String> units = new java.util.HashSet<>(List.of(w)), buildings = new java.util.HashSet<>(List.of(hq));

            assertEquals("ERR 401 Not your match", a.command("GET_GOLD 424242"));
            assertEquals("ERR 402 Not your turn", b.command("GET_MY_UNITS" + m));
            assertTrue(a.command("FLY" + m).startsWith("ERR 103 "));
            assertTrue(a.command("GET_GOLD").startsWith("ERR 104 "));
            assertTrue(a.command("GET_GOLD x").startsWith("ERR 104 "));
            assertTrue(a.command("MOVE" + m + " 3").startsWith("ERR 104 "));
            assertEquals("ERR 501 Not your unit", a.command("MOVE" + m + " 0" + t(w0.neighbors().get(0))));
            assertEquals("ERR 601 Not your building", a.command("TRAIN" + m + " " + w + " 1" + t(p.spawn())));
            assertEquals("ERR 505 Invalid unit type", a.command("TRAIN" + m + " " + hq + " 9" + t(p.spawn())));
            assertEquals("ERR 603 Only barracks can train archers/warriors", a.command("TRAIN" + m + " " + hq + " 2" + t(p.spawn())));
            assertEquals("ERR 604 Only armory can develop upgrades", a.command("UPGRADE" + m + " " + hq + " 0"));
            assertEquals("ERR 507 Invalid upgrade type", a.command("UPGRADE" + m + " " + hq + " 7"));
            assertEquals("ERR 803 Invalid building type", a.command("BUILD" + m + " " + w + " 2" + t(p.barracks())));
            assertEquals("ERR 503 Only archers/warriors can fight", a.command("ATTACK" + m + " " + w + " 2"));
            assertEquals("ERR 807 Mine with given ID does not exist", a.command("MINE" + m + " " + w + " 999"));
            int farMine = map.mines().stream().filter(x -> x.at().distance(w0) > 1).findFirst().orElseThrow().id();
            assertEquals("ERR 804 Unit/Building is out of range", a.command("MINE" + m + " " + w + " " + farMine));
            assertEquals("ERR 506 Position is out of map or coordinates are invalid", a.command("MOVE" + m + " " + w + " 1 1 1"));
            assertEquals("ERR 506 Position is out of map or coordinates are invalid", a.command("MOVE" + m + " " + w + " 30 -30 0"));
            assertEquals("ERR 806 Unit can move only in range of 1", a.command("MOVE" + m + " " + w + t(p.far2())));
            assertEquals("ERR 805 The tile has an obstacle", a.command("MOVE" + m + " " + w + t(hq0)));
            assertEquals("ERR 802 Worker can build only in range exactly 1", a.command("BUILD" + m + " " + w + " 5" + t(p.far2())));
            assertEquals("ERR 809 Spawning point is too far from building", a.command("TRAIN" + m + " " + hq + " 1" + t(p.far2Hq())));
            assertEquals("OK", a.command("TRAIN" + m + " " + hq + " 1" + t(p.spawn())));
            String trainee = newId(a, "GET_MY_UNITS" + m, units);
            assertEquals("ERR 701 Building/unit is still training", a.command("MOVE" + m + " " + trainee + t(p.spawn2())));
            assertEquals("ERR 605 Building is busy", a.command("TRAIN" + m + " " + hq + " 1" + t(p.spawn2())));
            assertEquals("OK", a.command("BUILD" + m + " " + w + " 5" + t(p.barracks())));
            String barracks = newId(a, "GET_MY_BUILDINGS" + m, buildings);
            assertEquals("ERR 602 Only headquarters can train workers", a.command("TRAIN" + m + " " + barracks + " 1" + t(p.warriorSpot())));
            assertEquals("ERR 504 Not enough stamina", a.command("MOVE" + m + " " + w + t(p.path().get(0))));

            int onSpawn = 1, level = 0, walked = 0;
            String armory = null, warrior = null;
            boolean got508 = false, got509 = false, got510 = false, got902 = false, got606 = false, got502 = false;
            for (int k = 2; k < 400 && !(got508 && got509 && got510 && got902 && got606 && got502); k++) {
                ownTurn(a, b);
                // the walk to the enemy's home mine: 808 there, then 508 against its worker
                if (walked < p.path().size()) {
                    for (int s = 0; s < 2 && walked < p.path().size(); s++) {
                        assertEquals("OK", a.command("MOVE" + m + " " + w + t(p.path().get(walked++))), "step " + walked);
                    }
                } else if (!got508) {
                    assertEquals("ERR 808 Mine too far from any of your headquarters", a.command("MINE" + m + " " + w + " 1"));
                    assertEquals("ERR 508 Enemy unit on given position", a.command("MOVE" + m + " " + w + t(map.worker(1))));
                    got508 = true;
                }
                if (k == 5) {
                    assertEquals("OK", a.command("BUILD" + m + " " + trainee + " 8" + t(p.armory())));
                    armory = newId(a, "GET_MY_BUILDINGS" + m, buildings);
                }
                if (k % 4 == 1 && !got902) { // the HQ is free again every 4 of its turns
                    if (onSpawn < 3) {
                        assertEquals("OK", a.command("TRAIN" + m + " " + hq + " 1" + t(p.spawn())));
                        onSpawn++;
                        newId(a, "GET_MY_UNITS" + m, units);
                    } else {
                        if (!got509) assertEquals("ERR 509 Too many units on the same tile", a.command("TRAIN" + m + " " + hq + " 1" + t(p.spawn())));
                        got509 = true;
                        String answer = a.command("TRAIN" + m + " " + hq + " 1" + t(p.spawn2()));
                        if (answer.equals("OK")) newId(a, "GET_MY_UNITS" + m, units);
                        else {
                            assertEquals("ERR 902 Not enough supplies", answer);
                            got902 = true;
                        }
                    }
                }
                if (k == 9) {
                    assertEquals("ERR 606 You need armory to train archers", a.command("TRAIN" + m + " " + barracks + " 3" + t(p.warriorSpot())));
                    got606 = true;
                    assertEquals("OK", a.command("TRAIN" + m + " " + barracks + " 2" + t(p.warriorSpot())));
                    warrior = newId(a, "GET_MY_UNITS" + m, units);
                }
                if (k == 15) {
                    assertEquals("ERR 502 Only workers can build", a.command("BUILD" + m + " " + warrior + " 6" + t(p.warriorSpot().neighbors().get(0))));
                    assertEquals("ERR 502 Only workers can build or mine", a.command("MINE" + m + " " + warrior + " 1"), "MINE's text names mining too");
                    assertEquals("ERR 702 Target is not enemy unit/building or is out of sight", a.command("ATTACK" + m + " " + warrior + " " + hq));
                    got502 = true;
                }
                if (k >= 15) {
                    String answer = a.command("UPGRADE" + m + " " + armory + " 0");
                    if (level == 10 && !answer.equals("ERR 605 Building is busy")) { // 605 comes before 510: wait for the cool-down
                        assertEquals("ERR 510 You've reached max. level of this upgrade", answer);
                        got510 = true;
                    } else if (answer.equals("OK")) {
                        level++;
                    } else {
                        assertEquals("ERR 605 Building is busy", answer, "cooling down at level " + level);
                    }
                }
            }
            assertTrue(got508 && got509 && got510 && got902 && got606 && got502, "the script reached every code");
            assertEquals("OK", a.command("GET_UPGRADES" + m));
            assertEquals("10 0 -1 -1", a.line().replaceFirst("^10 0 \\d+ \\d+$", "10 0 -1 -1"));
        }
    }

    /** The one id in a list (GET_MY_UNITS, GET_MY_BUILDINGS) that is not among the known ones; it becomes known. */
    private static String newId(BotClient c, String command, java.util.Set<String> known) throws Exception {
        String found = null;
        for (String line : c.counted(command)) {
            String id = line.split(" ")[0];
            if (!known.contains(id)) found = id;
        }
        assertTrue(found != null && found.matches("[1-9][0-9]{0,5}"), command + ": a new id, not " + found);
        known.add(found);
        return found;
    }

    private static List<String> askAll(BotClient c, String command, int lines) throws Exception {
        c.send(command);
        assertEquals("OK", c.line());
        List<String> all = new ArrayList<>();
        for (int i = 0; i < lines; i++) all.add(c.line());
        return all;
    }

    static void notEnoughGoldAndTheCommandLimit(TestArena arena) throws Exception {
        arena.createTeam("pc", "password1");
        arena.createTeam("pd", "password1");
        createContest(arena, "pg", Map.of("turnMillis", 60_000, "commandsPerTurn", 5, "startGold", 10, "seed", 3));
        arena.enroll("pg", "pc");
        arena.enroll("pg", "pd");
        GameMap map = GameMap.generate(Seeds.derive(Seeds.derive(3, 1), 0), 8);
        Plan p = plan(map);
        try (BotClient c = arena.bot("pc", "password1")) {
            assertEquals(map.answer(), askAll(c, "GET_MAP", map.answer().size()), "between rounds: the coming round's map");
            assertEquals("OK", c.command("WAIT"));
            arena.startRound("pg");
            assertEquals("OK NEXT_ROUND", c.line(), "the first turn of a round");
            List<String> ids = c.counted("GET_MY_MATCHES");
            assertEquals("OK", c.command("IS_MY_TURN " + ids.get(0)));
            String m = " " + (c.line().equals("YES") ? ids.get(0) : ids.get(1));
            String hq = newId(c, "GET_MY_BUILDINGS" + m, new java.util.HashSet<>()), w = newId(c, "GET_MY_UNITS" + m, new java.util.HashSet<>());
            assertEquals("ERR 901 Not enough gold", c.command("TRAIN" + m + " " + hq + " 1" + t(p.spawn())));
            assertEquals("ERR 901 Not enough gold", c.command("BUILD" + m + " " + w + " 6" + t(p.barracks())));
            int sent = m.equals(" " + ids.get(0)) ? 5 : 4; // the two lists, and IS_MY_TURN counted for the first match
            for (; sent < 5; sent++) {
                assertEquals("OK", c.command("GET_GOLD" + m));
                assertEquals("10", c.line());
            }
            assertEquals("ERR 102 command limit reached for this turn (5 per match)", c.command("GET_GOLD" + m),
                    "five commands per turn in a match: the sixth answers 102");
            String other = m.equals(" " + ids.get(0)) ? " " + ids.get(1) : " " + ids.get(0);
            assertEquals("OK", c.command("GET_GOLD" + other), "the other match has its own allowance");
            c.line();
        }
    }

    /** Both teams WAIT twice: with early turns the clock moves on at once; it is then the first team's turn again. */
    private static void ownTurn(BotClient a, BotClient b) throws Exception {
        for (int i = 0; i < 2; i++) {
            assertEquals("OK", a.command("WAIT"));
            assertEquals("OK", b.command("WAIT"));
            assertEquals("OK NEXT_TURN", a.line());
            assertEquals("OK NEXT_TURN", b.line());
        }
    }
}
