package arena.web;

import arena.contest.rules.Playoffs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A final bracket as the contest page draws it (issue 43): a column per stage, a box per series with its two teams, their
 * seeds and wins, and links to each match of the series and its replay; lines join a series to the one its winner plays
 * next. Stages not yet paired are drawn as empty boxes, so the whole bracket shows from the start.
 */
record BracketView(int teams, int width, int height, int bestOf, String champion, List<Box> boxes, List<String> joins) {
    static final int BOX_WIDTH = 210;
    static final int BOX_HEIGHT = 78;
    static final int COLUMN = 250;
    static final int SLOT = 92;

    /** One line of a box: a seed and team ({@code team} empty while not known), its wins, whether it went through. */
    record Side(String seed, String team, String wins, boolean through, boolean out) {}

    /** A match of a series: its number in the series, its page and replay. */
    record MatchLink(int number, String href, String replay, int x) {}

    /** A series' box at ({@code x}, {@code y}), its stage (1-based) and sides; {@code bye}: the higher seed goes through unplayed. */
    record Box(int stage, int x, int y, Side higher, Side lower, boolean bye, List<MatchLink> matches) {}

    static BracketView of(Playoffs.State state, Map<Long, String> names) {
        int firstTies = Integer.highestOneBit(state.seeds().size() - 1);
        int width = state.stageCount() * COLUMN - (COLUMN - BOX_WIDTH) + 2;
        int height = firstTies * SLOT;
        List<Box> boxes = new ArrayList<>();
        List<String> joins = new ArrayList<>();
        for (int s = 1; s <= state.stageCount(); s++) {
            int ties = firstTies >> (s - 1);
            int slot = SLOT << (s - 1);
            List<Playoffs.Series> known = s <= state.stages().size() ? state.stages().get(s - 1) : List.of();
            for (int i = 0; i < ties; i++) {
                int x = (s - 1) * COLUMN + 1;
                int y = i * slot + (slot - BOX_HEIGHT) / 2;
                Playoffs.Series series = i < known.size() ? known.get(i) : null;
                boxes.add(series == null ? new Box(s, x, y, empty(), empty(), false, List.of()) : box(s, x, y, series, names));
                if (s < state.stageCount()) {
                    int fromY = y + BOX_HEIGHT / 2;
                    int toY = (i / 2) * (slot * 2) + slot; // the middle of the next stage's box
                    int midX = x + BOX_WIDTH + (COLUMN - BOX_WIDTH) / 2;
                    joins.add("M" + (x + BOX_WIDTH) + " " + fromY + " H" + midX + " V" + toY + " H" + (x + COLUMN));
                }
            }
        }
        String champion = state.champion() == null ? null : names.getOrDefault(state.champion(), "?");
        return new BracketView(state.seeds().size(), width, height, state.bestOf(), champion, List.copyOf(boxes), List.copyOf(joins));
    }

    private static Side empty() {
        return new Side("", "", "", false, false);
    }

    private static Box box(int stage, int x, int y, Playoffs.Series s, Map<Long, String> names) {
        boolean decided = s.winnerSeed() != 0;
        Side higher = new Side(String.valueOf(s.higherSeed()), names.getOrDefault(s.higherTeam(), "?"), s.bye() ? "bye" : String.valueOf(s.higherWins()),
                decided && s.winnerSeed() == s.higherSeed(), decided && s.winnerSeed() != s.higherSeed());
        Side lower = s.bye() ? empty() : new Side(String.valueOf(s.lowerSeed()), names.getOrDefault(s.lowerTeam(), "?"), String.valueOf(s.lowerWins()),
                decided && s.winnerSeed() == s.lowerSeed(), decided && s.winnerSeed() != s.lowerSeed());
        List<MatchLink> links = new ArrayList<>();
        for (int m = 0; m < s.matches().size(); m++) {
            long id = s.matches().get(m);
            links.add(new MatchLink(m + 1, "/matches/" + id, "/matches/" + id + "/replay", x + 62 + m * 16));
        }
        return new Box(stage, x, y, higher, lower, s.bye(), List.copyOf(links));
    }
}
