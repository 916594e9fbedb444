package arena.games.kieszostwory;

import arena.game.HouseBot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The house bots: a trainer that speaks the protocol like a student's bot. {@link Style#RANDOM} enrolls a random
 * team within the budget and plays a random legal command each turn; {@link Style#GREEDY} enrolls the strongest team
 * it can afford and uses, each turn, the move that does the most damage (poison counted), switching when it must to the
 * creature that hits the rival hardest.
 */
public final class Trainer implements HouseBot {
    public enum Style { RANDOM, GREEDY }

    private final Dex dex;
    private final Style style;

    public Trainer(Dex dex, Style style) {
        this.dex = dex;
        this.style = style;
    }

    @Override
    public void play(Link link, long seed) throws Exception {
        Random rnd = new Random(seed);
        while (true) {
            if (link.send("IS_TOURNAMENT_ACTIVE").get(1).equals("0")) {
                enrollTeam(link, rnd);
                link.send("WAIT");
            }
            List<String> states = link.send("GET_STATES");
            if (!states.get(0).equals("OK")) {
                link.send("WAIT_FOR_REGISTRATION");
                continue;
            }
            playRound(link, rnd);
        }
    }

    /** Its team of creatures, saved as soon as it is enrolled: a round can start with it at once. */
    @Override
    public void enroll(Link link, long seed) throws InterruptedException {
        if (link.send("IS_TOURNAMENT_ACTIVE").get(1).equals("0")) enrollTeam(link, new Random(seed));
    }

    private void enrollTeam(Link link, Random rnd) throws InterruptedException {
        // the budget is a contest setting the protocol does not tell: try the default, then less
        for (long budget = 10_000; ; budget /= 2) {
            int[] team = budget == 0 ? cheapest(dex) : style == Style.GREEDY ? strongestTeam(dex, budget) : randomTeam(dex, budget, rnd);
            if (!link.send("ENROLL_TEAM " + Team.entry(team)).get(0).startsWith("ERR 670") || budget == 0) break;
        }
    }

    private void playRound(Link link, Random rnd) throws InterruptedException {
        while (true) {
            List<String> states = link.send("GET_STATES");
            if (!states.get(0).equals("OK")) return;
            List<String> teams = link.send("GET_TEAMS");
            List<String> rivals = link.send("GET_RIVALS");
            if (!teams.get(0).equals("OK") || !rivals.get(0).equals("OK")) return;
            int n = Integer.parseInt(states.get(1));
            for (int r = 0; r < n; r++) {
                List<String> mine = teams.subList(2 + 6 * r, 8 + 6 * r);
                List<String> theirs = rivals.subList(3 + 7 * r, 9 + 7 * r);
                String command = decide(dex, style, rnd, mine, theirs, states.get(2 + r));
                if (command != null) link.send(command.replaceFirst(" ", " " + (r + 1) + " "));
            }
            List<String> after = link.send("WAIT");
            boolean allOver = after.size() > 2;
            for (int i = 3; i < after.size(); i++) if (!after.get(i).startsWith("END")) allOver = false;
            if (allOver) return;
        }
    }

    /**
     * This turn's command for one rival ({@code FIGHT k} or {@code SWITCH c}, without the rival number), or null for
     * none, from the answers of GET_TEAMS (six lines), GET_RIVALS (the rival's six lines) and GET_STATES (one line).
     */
    public static String decide(Dex dex, Style style, Random rnd, List<String> mine, List<String> theirs, String state) {
        String[] s = state.split(" ");
        int myActive = Integer.parseInt(s[0]), oppActive = Integer.parseInt(s[3]);
        boolean myBusy = s[1].equals("1") || s[2].equals("1");
        int[][] me = parse(mine), them = parse(theirs);
        List<Integer> healthy = new ArrayList<>();
        for (int i = 0; i < 6; i++) if (me[i][0] != 0 && me[i][1] > 0 && i + 1 != myActive) healthy.add(i);
        if (myActive == 0) {
            if (healthy.isEmpty()) return null;
            if (style == Style.RANDOM || oppActive == 0) return "SWITCH " + (healthy.get(rnd.nextInt(healthy.size())) + 1);
            int best = healthy.get(0);
            long bestScore = Long.MIN_VALUE;
            for (int i : healthy) {
                long score = bestMove(dex, me[i], them[oppActive - 1])[1] * 1000 - (long) incoming(dex, them[oppActive - 1], me[i]);
                if (score > bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
            return "SWITCH " + (best + 1);
        }
        if (oppActive == 0 || myBusy) return null;
        int[] active = me[myActive - 1];
        List<Integer> usable = new ArrayList<>();
        for (int k = 0; k < 4; k++) if (active[6 + k] > 0) usable.add(k);
        if (style == Style.RANDOM) {
            int options = usable.size() + healthy.size();
            if (options == 0) return null;
            int pick = rnd.nextInt(options);
            return pick < usable.size() ? "FIGHT " + (usable.get(pick) + 1) : "SWITCH " + (healthy.get(pick - usable.size()) + 1);
        }
        long[] best = bestMove(dex, active, them[oppActive - 1]);
        if (best[0] >= 0 && best[1] > 0) return "FIGHT " + (best[0] + 1);
        for (int i : healthy) if (bestMove(dex, me[i], them[oppActive - 1])[1] > 0) return "SWITCH " + (i + 1);
        return usable.isEmpty() ? null : "FIGHT " + (usable.get(0) + 1);
    }

    /** The best usable move of a creature against a rival creature: {slot, value}; value is damage plus poison. */
    static long[] bestMove(Dex dex, int[] user, int[] target) {
        Dex.Creature u = dex.creature(user[0]), t = dex.creature(target[0]);
        long bestValue = -1;
        int bestSlot = -1;
        for (int k = 0; k < 4; k++) {
            if (user[6 + k] <= 0) continue;
            Dex.Move m = dex.move(u.moves()[k]);
            int type = dex.twice(m.type(), t.type1()) * dex.twice(m.type(), t.type2());
            int atk = Math.floorDiv((100 + user[2]) * u.attack(), 100), def = Math.max(1, Math.floorDiv((100 + target[3]) * t.defense(), 100));
            long value = KieszMatch.damage(m.damage(), atk, def, type, u.hasType(m.type()));
            if (m.rest() || m.invincible()) value = value * 2 / 3;
            if (m.poisons() && target[5] == 0) value += (long) m.poisonDamage() * type / 4 * Math.min(m.poisonTurns(), 3);
            value = Math.min(value, target[1] + 1) * 10 - m.selfDamage();
            if (value > bestValue) {
                bestValue = value;
                bestSlot = k;
            }
        }
        return new long[] {bestSlot, bestValue};
    }

    private static int incoming(Dex dex, int[] attacker, int[] target) {
        long[] best = bestMove(dex, attacker, target);
        return (int) Math.max(0, best[1]);
    }

    private static int[][] parse(List<String> lines) {
        int[][] out = new int[6][];
        for (int i = 0; i < 6; i++) out[i] = Arrays.stream(lines.get(i).split(" ")).mapToInt(Integer::parseInt).toArray();
        return out;
    }

    /** The team of at most six creatures with the greatest total {@link Dex.Creature#power()} within the budget. */
    public static int[] strongestTeam(Dex dex, long budget) {
        List<Dex.Creature> cs = dex.creatures();
        int unit = 100;
        int cap = (int) Math.min(budget / unit, 2_000);
        int n = cs.size();
        // best[k][b]: best power with k creatures among the first i, spending at most b units
        long[][][] best = new long[n + 1][7][cap + 1];
        for (long[][] a : best) for (long[] b : a) Arrays.fill(b, Long.MIN_VALUE / 2);
        for (int b = 0; b <= cap; b++) best[0][0][b] = 0;
        for (int i = 1; i <= n; i++) {
            Dex.Creature c = cs.get(i - 1);
            int cost = (c.price() + unit - 1) / unit;
            for (int k = 0; k <= 6; k++) {
                for (int b = 0; b <= cap; b++) {
                    long v = best[i - 1][k][b];
                    if (k > 0 && b >= cost) v = Math.max(v, best[i - 1][k - 1][b - cost] + c.power());
                    best[i][k][b] = v;
                }
            }
        }
        int k = 0;
        for (int j = 1; j <= 6; j++) if (best[n][j][cap] > best[n][k][cap]) k = j;
        int b = cap;
        List<Integer> ids = new ArrayList<>();
        for (int i = n; i >= 1 && k > 0; i--) {
            if (best[i][k][b] != best[i - 1][k][b]) {
                Dex.Creature c = cs.get(i - 1);
                ids.add(c.id());
                k--;
                b -= (c.price() + unit - 1) / unit;
            }
        }
        Collections.reverse(ids);
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Up to six different creatures in a random order, each taken if it still fits the budget. */
    public static int[] randomTeam(Dex dex, long budget, Random rnd) {
        List<Dex.Creature> cs = new ArrayList<>(dex.creatures());
        Collections.shuffle(cs, rnd);
        List<Integer> ids = new ArrayList<>();
        long spent = 0;
        for (Dex.Creature c : cs) {
            if (ids.size() == 6) break;
            if (spent + c.price() <= budget) {
                ids.add(c.id());
                spent += c.price();
            }
        }
        if (ids.isEmpty()) ids.add(cheapest(dex)[0]);
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] cheapest(Dex dex) {
        Dex.Creature c = dex.creatures().stream().min((a, b) -> Integer.compare(a.price(), b.price())).orElseThrow();
        return new int[] {c.id()};
    }
}
