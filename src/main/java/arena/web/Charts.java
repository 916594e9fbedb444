package arena.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Small SVG charts computed on the server: lines of cumulative points over rounds, and bars. */
final class Charts {
    static final int WIDTH = 640;
    static final int HEIGHT = 220;
    static final int PAD = 30;
    static final int MAX_POINTS = 60;
    /** The axis labels' font size (class {@code tick} in arena.css). */
    static final int TICK_FONT = 11;
    /**
     * Their size on a phone (arena.css: the picture shrinks to about half, so they are drawn larger, issue 44 point 9),
     * and the widest character at that size: the margin leaves room for the larger.
     */
    static final int PHONE_TICK_FONT = 20;
    private static final double CHAR_WIDTH = 0.65 * PHONE_TICK_FONT;
    /** Room between a label's right end and the axis (the label is drawn at {@code left - 4}). */
    private static final int LABEL_GAP = 4;
    private static final String[] COLOURS = {"#2563eb", "#dc2626", "#16a34a", "#d97706", "#7c3aed", "#0891b2", "#db2777", "#65a30d", "#475569", "#ea580c"};

    private Charts() {}

    /**
     * A chart of lines in a box of {@code width} by {@code height}: the plot spans {@code left} to {@code right} and
     * {@code top} to {@code bottom}, the vertical axis goes from 0 to {@code max} (its label), the horizontal one over
     * {@code rounds} rounds (0: nothing to draw).
     */
    record Chart(int width, int height, List<Line> lines, String max, int rounds, int left, int right, int top, int bottom) {}

    /** One series as a polyline: its name, colour and the SVG {@code points} attribute. */
    record Line(String name, String colour, String points) {}

    /**
     * One polyline per series of cumulative totals (a value per round, null counting as 0), scaled into the
     * chart's box. Returns the lines (name, colour, points) and the axis labels.
     */
    static Chart cumulative(Map<String, List<Double>> series) {
        int rounds = series.values().stream().mapToInt(List::size).max().orElse(0);
        double max = 1;
        Map<String, double[]> totals = new LinkedHashMap<>();
        for (Map.Entry<String, List<Double>> e : series.entrySet()) {
            double[] t = new double[rounds + 1];
            for (int i = 0; i < rounds; i++) {
                Double p = i < e.getValue().size() ? e.getValue().get(i) : null;
                t[i + 1] = t[i] + (p == null ? 0 : p);
            }
            max = Math.max(max, t[rounds]);
            totals.put(e.getKey(), t);
        }
        String maxLabel = ContestViews.points(max);
        int left = leftMargin(maxLabel);
        List<Line> lines = new ArrayList<>();
        int c = 0;
        for (Map.Entry<String, double[]> e : totals.entrySet()) {
            StringBuilder points = new StringBuilder();
            // at most MAX_POINTS points a line (and always the last round), so a long contest's page stays small
            int step = Math.max(1, (rounds + MAX_POINTS - 1) / MAX_POINTS);
            for (int i = 0; i <= rounds; i += step) {
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x(i, rounds, left), y(e.getValue()[i], max)));
            }
            if (rounds % step != 0) points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x(rounds, rounds, left), y(e.getValue()[rounds], max)));
            lines.add(new Line(e.getKey(), COLOURS[c++ % COLOURS.length], points.toString().trim()));
        }
        return new Chart(WIDTH, HEIGHT, lines, maxLabel, rounds, left, WIDTH - PAD, PAD / 2, HEIGHT - PAD);
    }

    /**
     * The plot's left edge: wide enough that the top label ("2437.60"), drawn right-aligned just left of the axis,
     * stays whole inside the picture instead of running off its left edge.
     */
    static int leftMargin(String maxLabel) {
        return Math.max(PAD, (int) Math.ceil(maxLabel.length() * CHAR_WIDTH) + LABEL_GAP + 2);
    }

    private static double x(int round, int rounds, int left) {
        return left + (rounds == 0 ? 0 : (double) round / rounds * (WIDTH - PAD - left));
    }

    private static double y(double value, double max) {
        return HEIGHT - PAD - value / max * (HEIGHT - PAD - PAD / 2.0);
    }
}
