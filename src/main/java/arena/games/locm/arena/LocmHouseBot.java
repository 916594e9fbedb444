package arena.games.locm.arena;

import arena.game.HouseBot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * What every LOCM house bot does, over the protocol like any team's bot: collect every turn waiting for it
 * ({@code NEXT NOW} until {@code NONE}), think, and {@code ANSWER} them all. So that people can follow their matches,
 * it looks once per tick of the clock ({@code WAIT} first) when that is safe, i.e. when four ticks fit in the shortest
 * time limit; otherwise it blocks in {@code NEXT} and answers at once. The thinking is a function of the turn's input
 * text only (the reference input), so the same bots play in the tests without an arena.
 */
public abstract class LocmHouseBot implements HouseBot {

    /** The answer line to one turn's input; {@code rnd} is the match's own random. */
    public abstract String answer(String input, Random rnd);

    private record Turn(long id, String input, long limitMillis) {}

    @Override
    public void play(Link link, long seed) throws Exception {
        Map<Long, Random> randoms = new HashMap<>();
        List<String> clock = link.send("CLOCK");
        boolean pace = false;
        if (clock.size() >= 2 && clock.get(0).equals("OK")) {
            String[] t = clock.get(1).split(" ");
            pace = 4 * Long.parseLong(t[0]) <= 100 * Double.parseDouble(t[1]); // the shortest limit (a 1.2 draft pick) holds four ticks
        }
        while (true) {
            // paced: one look per tick of the clock; else: block until there is something, then answer at once
            if (pace) link.send("WAIT");
            List<Turn> batch = new ArrayList<>();
            String command = pace ? "NEXT NOW" : "NEXT";
            while (true) {
                List<String> lines = link.send(command);
                command = "NEXT NOW";
                if (lines.size() < 2 || !lines.get(0).equals("OK")) {
                    Thread.sleep(100);
                    break;
                }
                String[] head = lines.get(1).split(" ");
                if (head[0].equals("END")) return;
                if (head[0].equals("NONE")) break;
                if (head[0].equals("OVER")) {
                    randoms.remove(Long.parseLong(head[1]));
                } else if (head[0].equals("MATCH")) {
                    int n = Integer.parseInt(head[2]);
                    batch.add(new Turn(Long.parseLong(head[1]), String.join("\n", lines.subList(2, 2 + n)) + "\n", Long.parseLong(head[3])));
                }
            }
            for (Turn t : batch) {
                Random rnd = randoms.computeIfAbsent(t.id(), k -> new Random(seed ^ (k * 0x9E3779B97F4A7C15L)));
                link.send("ANSWER " + t.id() + " " + answer(t.input(), rnd));
                // house bots run on virtual threads, which are not preempted: let the other bots' threads run
                Thread.yield();
            }
        }
    }
}
