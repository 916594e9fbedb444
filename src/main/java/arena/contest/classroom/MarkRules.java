package arena.contest.classroom;

import arena.contest.base.RefusedFields;
import arena.store.StaffStore.Rule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The marking rules as an instructor writes them (issue 43): one rule a line, {@code LEVEL PERCENT POINTS}, e.g.
 * {@code medium 60 7}: "wins at least 60% of its matches against the staff bots of level medium: 7 points". Every bad
 * line is named at once, each with why; nothing is kept unless all are good.
 */
public final class MarkRules {
    public static final int MAX_RULES = 50;
    public static final double MAX_POINTS = 1000;

    private MarkRules() {}

    /** One rule as typed: its level, percent and points as text (a form's line, or the API's fields). */
    public record Typed(String level, String percent, String points) {}

    /** The lines of the console's box, each split on spaces, commas or semicolons (a pasted spreadsheet row will do). */
    public static List<Typed> lines(String text) {
        List<Typed> typed = new ArrayList<>();
        for (String line : (text == null ? "" : text).split("\r?\n", -1)) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                typed.add(null); // kept so that line numbers stay those of the box
                continue;
            }
            String[] parts = trimmed.split("[\\s,;]+");
            typed.add(parts.length == 3 ? new Typed(parts[0], parts[1], parts[2]) : new Typed(trimmed, null, null));
        }
        return typed;
    }

    /**
     * Checks every rule against the contest's staff levels; answers the rules, or throws {@link RefusedFields} naming
     * each bad one by {@code fieldFormat} and its 1-based number ({@code "line %d"}: line 3, {@code "rules[%d]"}: rules[3]).
     */
    public static List<Rule> check(List<Typed> typed, Set<String> levels, String fieldFormat) {
        Map<String, String> bad = new LinkedHashMap<>();
        List<Rule> rules = new ArrayList<>();
        for (int i = 0; i < typed.size(); i++) {
            Typed t = typed.get(i);
            if (t == null) continue;
            String field = String.format(java.util.Locale.ROOT, fieldFormat, i + 1);
            String why = whyBad(t, levels);
            if (why != null) {
                bad.put(field, field + ": " + why);
                continue;
            }
            rules.add(new Rule(t.level(), Integer.parseInt(t.percent().strip()), Double.parseDouble(t.points().strip())));
        }
        if (rules.size() > MAX_RULES && bad.isEmpty()) bad.put("rules", "at most " + MAX_RULES + " rules");
        if (!bad.isEmpty()) throw new RefusedFields(false, bad);
        return rules;
    }

    private static String whyBad(Typed t, Set<String> levels) {
        if (t.percent() == null || t.points() == null) {
            return "write a rule as LEVEL PERCENT POINTS, e.g. medium 60 7 (got \"" + t.level() + "\")";
        }
        List<String> why = new ArrayList<>();
        if (!levels.contains(t.level())) {
            why.add(levels.isEmpty() ? "no staff bot has a level yet: add staff bots first"
                    : "no staff bot has level " + t.level() + "; levels: " + String.join(", ", levels.stream().sorted().toList()));
        }
        try {
            int percent = Integer.parseInt(t.percent().strip());
            if (percent < 0 || percent > 100) why.add("the percent must be 0 to 100, not " + percent);
        } catch (NumberFormatException e) {
            why.add("the percent must be a whole number 0 to 100, not \"" + t.percent() + "\"");
        }
        try {
            double points = Double.parseDouble(t.points().strip());
            if (!(points >= 0 && points <= MAX_POINTS)) why.add("the points must be 0 to " + (int) MAX_POINTS + ", not " + t.points());
        } catch (NumberFormatException e) {
            why.add("the points must be a number, not \"" + t.points() + "\"");
        }
        return why.isEmpty() ? null : String.join("; ", why);
    }

    /** The rules as the console's box shows them again, one a line. */
    public static String text(List<Rule> rules) {
        StringBuilder b = new StringBuilder();
        for (Rule r : rules) b.append(r.level()).append(' ').append(r.minPercent()).append(' ').append(points(r.points())).append('\n');
        return b.toString();
    }

    /** Points as people write them: 7, not 7.0. */
    public static String points(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.2f", points);
    }
}
