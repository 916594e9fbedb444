package arena.games.pizzacraft;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.Command;
import arena.game.HouseBot;
import arena.game.Settings;
import arena.support.SoloMatchContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tiny helper to set up a Pizzacraft position and talk to it through the real protocol handler, as match 1
 * of a round without a clock: {@code pos.send(0, "MOVE 1 5 0 -1 1")}.
 */
final class Pos {
    static final long MATCH = 1;
    final PizzaMatch m;
    /** What the arena would log: "seat command" for every answer that changed the match, "-1 END_TURN" for turn ends. */
    final List<String> journal = new ArrayList<>();
    private final PizzaProtocol protocol = new PizzaProtocol();

    Pos(PizzaMatch m) {
        this.m = m;
    }

    static Hex h(int x, int y, int z) {
        return new Hex(x, y, z);
    }

    /**
     * An empty radius-8 map with one mine (id 0, 100 gold) at (0,0,0) and water at (3,-3,0) and (-3,3,0); no
     * units or buildings: the test places its own. Both sides have 1000 gold.
     */
    static Pos empty() {
        GameMap map = new GameMap(8, Set.of(h(3, -3, 0), h(-3, 3, 0)), List.of(new GameMap.Mine(0, h(0, 0, 0), 100)), h(-6, 3, 3), h(-5, 2, 3));
        int[] next = {1, 2};
        Pos pos = new Pos(new PizzaMatch(map, PizzaSettings.DEFAULT, seat -> {
            next[seat] += 2;
            return next[seat] - 2;
        }));
        pos.m.clear();
        next[0] = 1; // the test's own pieces start again from 1 and 2
        next[1] = 2;
        pos.m.setGold(0, 1000);
        pos.m.setGold(1, 1000);
        return pos;
    }

    /** A match on the map drawn from a seed, as a round starts it. */
    static Pos drawn(long seed, PizzaSettings settings) {
        return new Pos(new PizzaMatch(GameMap.generate(seed, settings.mapRadius()), settings, seed));
    }

    /** Places a finished unit or building; returns its id. */
    int put(int seat, int type, Hex at) {
        return m.place(seat, type, at);
    }

    Pos gold(int seat, int gold) {
        m.setGold(seat, gold);
        return this;
    }

    Pos endTurn() {
        m.endTurn();
        journal.add("-1 END_TURN");
        return this;
    }

    /** Ends turns until it is this seat's turn again (at least one). */
    Pos nextTurnOf(int seat) {
        do endTurn();
        while (m.current() != seat);
        return this;
    }

    Entity e(int id) {
        return m.entity(id);
    }

    /** Sends a protocol line (with the match id) as the team in {@code seat}; returns every answer line. */
    List<String> send(int seat, String line) {
        return answer(seat, line).lines();
    }

    Answer answer(int seat, String line) {
        return protocol.handle(context(seat), Command.parse(line));
    }

    /** Sends a line and expects OK; returns the lines after it. */
    List<String> ok(int seat, String line) {
        List<String> a = send(seat, line);
        if (!a.get(0).equals("OK")) throw new AssertionError(line + " answered " + a);
        return a.subList(1, a.size());
    }

    /** The error code a line answers (0 for OK). */
    int code(int seat, String line) {
        return answer(seat, line).errorCode();
    }

    /** The protocol link of one seat, for the house bots. */
    HouseBot.Link link(int seat) {
        return new HouseBot.Link() {
            @Override
            public List<String> send(String command) {
                return Pos.this.send(seat, command);
            }

            @Override
            public String teamName() {
                return "seat" + seat;
            }
        };
    }

    BotContext context(int seat) {
        return new SoloMatchContext(m, MATCH, seat, Settings.of(PizzaSettings.SETTINGS, Map.of()), journal);
    }
}
