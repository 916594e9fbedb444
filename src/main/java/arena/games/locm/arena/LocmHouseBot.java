package arena.games.locm.arena;

import arena.game.HouseBot;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * What every LOCM house bot does, over the protocol like any team's bot: {@code NEXT}, think, {@code ANSWER}, and
 * again, until the contest ends. The thinking is a function of the turn's input text only (the reference input),
 * so the same bots play in the tests without an arena.
 */
public abstract class LocmHouseBot implements HouseBot {

    /** The answer line to one turn's input; {@code rnd} is the match's own random. */
    public abstract String answer(String input, Random rnd);

    @Override
    public void play(Link link, long seed) throws Exception {
        Map<Long, Random> randoms = new HashMap<>();
        while (true) {
            List<String> lines = link.send("NEXT");
            if (lines.size() < 2 || !lines.get(0).equals("OK")) {
                Thread.sleep(100);
                continue;
            }
            String[] head = lines.get(1).split(" ");
            switch (head[0]) {
                case "END" -> {
                    return;
                }
                case "OVER" -> randoms.remove(Long.parseLong(head[1]));
                case "MATCH" -> {
                    long id = Long.parseLong(head[1]);
                    int n = Integer.parseInt(head[2]);
                    String input = String.join("\n", lines.subList(2, 2 + n)) + "\n";
                    Random rnd = randoms.computeIfAbsent(id, k -> new Random(seed ^ (k * 0x9E3779B97F4A7C15L)));
                    link.send("ANSWER " + id + " " + answer(input, rnd));
                }
                default -> Thread.sleep(100);
            }
        }
    }
}
