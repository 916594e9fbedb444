package arena.games.kieszostwory;

import java.util.Arrays;
import java.util.Optional;

/**
 * A trainer's enrolment: six slots of creature ids in {@code ENROLL_TEAM} order, 0 for an empty slot. The
 * entry text the arena stores is the six numbers, e.g. {@code "1 2 0 30 0 0"}. The same rules answer the bot
 * port's ENROLL_TEAM (with the specification's codes) and the browser's builder (with the human message).
 */
public final class Team {
    public static final int SLOTS = 6;

    private Team() {}

    /** A broken rule: the protocol's error, and a sentence for a person. */
    public record Problem(Err error, String message) {}

    /** The entry text of up to six ids (missing ones are 0). */
    public static String entry(int... ids) {
        int[] slots = Arrays.copyOf(ids, SLOTS);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < SLOTS; i++) b.append(i == 0 ? "" : " ").append(slots[i]);
        return b.toString();
    }

    /** The six slots of an entry text; anything that is not six whole numbers throws {@link IllegalArgumentException}. */
    public static int[] slots(String entry) {
        String[] t = entry.strip().split("[ \t]+");
        if (t.length != SLOTS) throw new IllegalArgumentException("a team is six creature ids (0 for an empty slot)");
        int[] ids = new int[SLOTS];
        for (int i = 0; i < SLOTS; i++) {
            try {
                ids[i] = Integer.parseInt(t[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("a team is six creature ids (0 for an empty slot)");
            }
        }
        return ids;
    }

    /** The slots of an entry as a round plays it: unknown ids are dropped (empty slots); null gives an empty team. */
    public static int[] lenient(String entry, Dex dex) {
        if (entry == null) return new int[SLOTS];
        try {
            int[] ids = slots(entry);
            for (int i = 0; i < SLOTS; i++) if (!dex.isCreature(ids[i])) ids[i] = 0;
            return ids;
        } catch (IllegalArgumentException e) {
            return new int[SLOTS];
        }
    }

    /** Checks a team in the specification's order: 668, 667, 669, 670. */
    public static Optional<Problem> check(Dex dex, long budget, int[] ids) {
        for (int id : ids) {
            if (id != 0 && !dex.isCreature(id)) {
                return Optional.of(new Problem(Err.INVALID_CREATURE_ID,
                        "there is no creature " + id + " (ids go from 1 to " + dex.creatures().size() + "; 0 is an empty slot)"));
            }
        }
        for (int i = 0; i < ids.length; i++) {
            for (int j = i + 1; j < ids.length; j++) {
                if (ids[i] != 0 && ids[i] == ids[j]) {
                    return Optional.of(new Problem(Err.DUPLICATED_CREATURES,
                            dex.creature(ids[i]).name() + " is picked twice; a team has six different creatures"));
                }
            }
        }
        long total = 0;
        int count = 0;
        for (int id : ids) {
            if (id == 0) continue;
            count++;
            total += dex.creature(id).price();
        }
        if (count == 0) {
            return Optional.of(new Problem(Err.NO_CREATURE_ENROLLED, "pick at least one creature"));
        }
        if (total > budget) {
            return Optional.of(new Problem(Err.NOT_ENOUGH_MONEY,
                    "the team costs " + total + " kieszodolary, over the budget of " + budget + " by " + (total - budget)));
        }
        return Optional.empty();
    }

    public static long cost(Dex dex, int[] ids) {
        long total = 0;
        for (int id : ids) if (dex.isCreature(id)) total += dex.creature(id).price();
        return total;
    }
}
