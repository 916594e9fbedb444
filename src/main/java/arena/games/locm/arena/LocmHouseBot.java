package arena.games.locm.arena;

import arena.game.HouseBot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * What every LOCM house bot does, over the protocol like any team's bot: {@code NEXT} (blocking), then
 * {@code NEXT NOW} until {@code NONE} to collect every turn waiting for it, think, and {@code ANSWER} them all.
 * So that people can follow their matches, it answers at most once per tick of the clock ({@code WAIT} before the
 * answers) when that is safe: when two ticks fit in every time limit of the batch. The thinking is a function of
 * the turn's input text only (the reference input), so the same bots play in the tests without an arena.
 */
public abstract class LocmHouseBot implements HouseBot {

    /** The answer line to one turn's input; {@code rnd} is the match's own random. */
    public abstract String answer(String input, Random rnd);

    private record Turn(long id, String input, long limitMillis) {}

    @Override
    public void play(Link link, long seed) throws Exception {
        Map<Long, Random> randoms = new HashMap<>();
        List<String> clock = link.send("CLOCK");
        long turnMillis = clock.size() >= 2 && clock.get(0).equals("OK") ? Long.parseLong(clock.get(1).split(" ")[0]) : Long.MAX_VALUE;
        while (true) {
            List<Turn> batch = new ArrayList<>();
            String command = "NEXT";
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
            if (batch.isEmpty()) continue;
            boolean pace = true;
            for (Turn t : batch) pace &= 2 * turnMillis <= t.limitMillis();
            if (pace) link.send("WAIT");
            for (Turn t : batch) {
                Random rnd = randoms.computeIfAbsent(t.id(), k -> new Random(seed ^ (k * 0x9E3779B97F4A7C15L)));
                link.send("ANSWER " + t.id() + " " + answer(t.input(), rnd));
            }
        }
    }
}
