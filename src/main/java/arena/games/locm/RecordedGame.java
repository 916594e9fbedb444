package arena.games.locm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One recorded reference game (one line of {@code reference-games-1.x.txt}): seeds, each player's inputs and
 * answers in order, and the winner.
 */
public record RecordedGame(LocmVariant variant, LocmSeeds seeds, List<List<String>> inputs, List<List<String>> outputs,
                           int winner) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Parses one line: a JSON object up to its last '}' followed by plain text. */
    public static RecordedGame parse(String line) {
        int end = line.lastIndexOf('}');
        if (end < 0)
            throw new IllegalArgumentException("no JSON object on the line");
        JsonNode root;
        try {
            root = MAPPER.readTree(line.substring(0, end + 1));
        } catch (Exception e) {
            throw new IllegalArgumentException("bad JSON: " + e.getMessage(), e);
        }
        LocmVariant variant;
        String params;
        if (root.hasNonNull("gameParameters")) {
            params = root.get("gameParameters").get(0).asText();
            variant = params.contains("cardGenSeed") ? LocmVariant.V1_5 : LocmVariant.V1_2;
        } else if (root.hasNonNull("uinput")) {
            params = root.get("uinput").get(0).asText();
            variant = params.contains("cardGenSeed") ? LocmVariant.V1_5 : LocmVariant.V1_2;
        } else {
            throw new IllegalArgumentException("no game parameters");
        }
        Map<String, Long> p = new HashMap<>();
        for (String kv : params.split("\n")) {
            int eq = kv.indexOf('=');
            if (eq > 0)
                try {
                    p.put(kv.substring(0, eq).trim(), Long.parseLong(kv.substring(eq + 1).trim()));
                } catch (NumberFormatException ignored) {
                    // not a seed
                }
        }
        LocmSeeds seeds;
        if (variant == LocmVariant.V1_2) {
            LocmSeeds base = p.containsKey("seed") ? LocmSeeds.fromGameSeed(variant, p.get("seed")) : LocmSeeds.of12(0, 0, 0);
            seeds = LocmSeeds.of12(p.getOrDefault("draftChoicesSeed", base.choicesSeed()),
                    p.getOrDefault("shufflePlayer0Seed", base.shufflePlayer0Seed()),
                    p.getOrDefault("shufflePlayer1Seed", base.shufflePlayer1Seed()));
        } else {
            LocmSeeds base = p.containsKey("seed") ? LocmSeeds.fromGameSeed(variant, p.get("seed")) : LocmSeeds.of15(0, 0, 0, 0);
            seeds = LocmSeeds.of15(p.getOrDefault("cardGenSeed", base.cardGenSeed()),
                    p.getOrDefault("constructedChoicesSeed", base.choicesSeed()),
                    p.getOrDefault("shufflePlayer0Seed", base.shufflePlayer0Seed()),
                    p.getOrDefault("shufflePlayer1Seed", base.shufflePlayer1Seed()));
        }
        List<List<String>> inputs = new ArrayList<>(), outputs = new ArrayList<>();
        for (String player : new String[]{"0", "1"}) {
            List<String> in = nonEmpty(root.get("errors").get(player));
            if (variant == LocmVariant.V1_5 && in.size() >= 2) {
                in.set(0, in.get(0) + in.get(1)); // the constructed input is recorded in two parts
                in.remove(1);
            }
            inputs.add(in);
            outputs.add(nonEmpty(root.get("outputs").get(player)));
        }
        JsonNode scores = root.get("scores");
        int s0 = scores.get("0").asInt(), s1 = scores.get("1").asInt();
        int winner = s0 > s1 ? 0 : s1 > s0 ? 1 : -1;
        return new RecordedGame(variant, seeds, inputs, outputs, winner);
    }

    private static List<String> nonEmpty(JsonNode array) {
        List<String> out = new ArrayList<>();
        if (array != null)
            for (JsonNode n : array)
                if (!n.isNull() && !n.asText().isEmpty())
                    out.add(n.asText());
        return out;
    }

    /**
     * Replays the game through the engine.
     *
     * @return null when every input and the winner match, otherwise a description of the first difference
     */
    public String replay() {
        LocmMatch m = LocmMatch.create(variant, seeds);
        int[] next = new int[2];
        while (!m.isOver()) {
            for (int p : m.awaiting()) {
                if (m.isOver())
                    break;
                int k = next[p];
                if (k >= inputs.get(p).size())
                    return "player " + p + ": the engine expects turn " + k + " but only " + inputs.get(p).size() + " were recorded";
                String expected = inputs.get(p).get(k);
                String got = m.inputFor(p);
                if (!expected.equals(got))
                    return "player " + p + " turn " + k + ": " + firstDifference(expected, got);
                if (k >= outputs.get(p).size())
                    return "player " + p + " turn " + k + ": no recorded answer";
                m.apply(p, outputs.get(p).get(k));
                next[p]++;
            }
        }
        for (int p = 0; p < 2; p++)
            if (next[p] != inputs.get(p).size())
                return "player " + p + ": the game ended after " + next[p] + " turns but " + inputs.get(p).size()
                        + " were recorded (" + m.endReason() + ")";
        if (m.winner() != winner)
            return "winner " + m.winner() + " but recorded " + winner + " (" + m.endReason() + ")";
        return null;
    }

    static String firstDifference(String expected, String got) {
        String[] e = expected.split("\n", -1), g = got.split("\n", -1);
        for (int i = 0; i < Math.max(e.length, g.length); i++) {
            String el = i < e.length ? e[i] : "<none>", gl = i < g.length ? g[i] : "<none>";
            if (!el.equals(gl))
                return "line " + (i + 1) + ": expected \"" + el + "\" got \"" + gl + "\"";
        }
        return "texts differ";
    }
}
