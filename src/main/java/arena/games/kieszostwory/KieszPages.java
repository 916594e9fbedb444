package arena.games.kieszostwory;

import arena.game.EntryView;
import arena.game.GamePages;
import arena.game.RoundData;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Kieszostwory's pages over the game's data: the team builder ({@code templates/games/kieszostwory/entry.html}) and
 * the names, multipliers and move details that it and the rules page print.
 */
public final class KieszPages implements GamePages {
    private static final arena.game.BoardHtml BOARD = new KieszBoardHtml();
    private final Dex dex;

    KieszPages(Dex dex) {
        this.dex = dex;
    }

    @Override
    public arena.game.BoardHtml boardHtml() {
        return BOARD;
    }

    @Override
    public String name() {
        return Kieszostwory.NAME;
    }

    /** Its board shows "turn N of 90": the counted turns of RULINGS 4 (a forced switch is not counted). */
    @Override
    public boolean boardCountsTurns() {
        return true;
    }

    /** A row of the builder's creature table; {@code slot} is where the team being built has it (1 to 6), 0 if not picked. */
    public record Row(Dex.Creature creature, List<String> types, List<MoveDetail> moves, int slot) {
        public boolean picked() {
            return slot > 0;
        }
    }

    /** A move as the builder shows it: its type's name, power (base damage), PP and what else it does. */
    public record MoveDetail(String name, String english, String type, int power, int pp, List<String> effects) {}

    /**
     * The team builder ({@code entry.html}): every creature and type for the slots' and filter's choices, the table's
     * rows as filtered and sorted, the six slots; the team's total price, its number of creatures, the budget and what
     * is left of it, whether it is over; the team's problem (null when it is valid), whether a pick found every slot
     * taken, the saved team as a person reads it (null when none is saved), and the filters as the form shows them.
     */
    public record TeamBuilder(List<Dex.Creature> creatures, List<Row> rows, List<Dex.Type> types, List<Slot> slots, long total, int count,
                              long budget, long left, boolean over, String problem, boolean full, String saved, String type, String q,
                              String sort, String maxPrice) implements EntryView {}

    /** A slot of the team being built, numbered 1 to 6 as {@code SWITCH} numbers them: its creature's id (0 when empty), name and price. */
    public record Slot(int number, int id, String name, int price) {}

    @Override
    public TeamBuilder entryView(RoundData nextRound, Settings settings, String entry, Map<String, List<String>> draft) {
        long budget = settings.getLong(Kieszostwory.BUDGET);
        int[] saved = entry == null ? new int[Team.SLOTS] : Team.lenient(entry, dex);
        int[] picked = new int[Team.SLOTS];
        boolean fromDraft = false;
        for (int i = 0; i < Team.SLOTS; i++) {
            List<String> v = draft.get("slot" + (i + 1));
            if (v != null && !v.isEmpty()) {
                fromDraft = true;
                try {
                    picked[i] = Integer.parseInt(v.get(0).strip());
                } catch (NumberFormatException e) {
                    picked[i] = -1;
                }
            }
        }
        if (!fromDraft) picked = saved.clone();
        boolean full = false;
        try {
            if (!first(draft, "toggle").isBlank()) full = !toggle(picked, Integer.parseInt(first(draft, "toggle").strip()));
        } catch (NumberFormatException ignored) {
            // not a creature's pick button: nothing to toggle
        }
        String type = first(draft, "type");
        String query = first(draft, "q").toLowerCase(Locale.ROOT);
        String sort = first(draft, "sort");
        long maxPrice = -1;
        try {
            if (!first(draft, "maxPrice").isBlank()) maxPrice = Long.parseLong(first(draft, "maxPrice").strip());
        } catch (NumberFormatException ignored) {
            // no price filter
        }
        List<Row> rows = new ArrayList<>();
        for (Dex.Creature c : dex.creatures()) {
            if (!type.isBlank() && !type.equals(String.valueOf(c.type1())) && !type.equals(String.valueOf(c.type2()))) continue;
            if (!query.isBlank() && !c.name().toLowerCase(Locale.ROOT).contains(query)) continue;
            if (maxPrice >= 0 && c.price() > maxPrice) continue;
            int slot = 0;
            for (int i = 0; i < Team.SLOTS && slot == 0; i++) if (picked[i] == c.id()) slot = i + 1;
            rows.add(new Row(c, typeNames(c), moveDetails(c), slot));
        }
        Comparator<Row> order = switch (sort) {
            case "price" -> Comparator.comparingInt(r -> r.creature().price());
            case "-price" -> Comparator.comparingInt((Row r) -> r.creature().price()).reversed();
            case "hp" -> Comparator.comparingInt((Row r) -> r.creature().hp()).reversed();
            case "attack" -> Comparator.comparingInt((Row r) -> r.creature().attack()).reversed();
            case "defense" -> Comparator.comparingInt((Row r) -> r.creature().defense()).reversed();
            case "speed" -> Comparator.comparingInt((Row r) -> r.creature().speed()).reversed();
            case "name" -> Comparator.comparing((Row r) -> r.creature().name());
            default -> Comparator.comparingInt(r -> r.creature().id());
        };
        rows.sort(order.thenComparingInt(r -> r.creature().id()));
        List<Slot> slots = new ArrayList<>();
        long total = 0;
        int count = 0;
        for (int i = 0; i < Team.SLOTS; i++) {
            int id = picked[i];
            boolean creature = dex.isCreature(id);
            slots.add(new Slot(i + 1, id, creature ? dex.creature(id).name() : "", creature ? dex.creature(id).price() : 0));
            if (creature) {
                total += dex.creature(id).price();
                count++;
            }
        }
        Optional<Team.Problem> problem = Team.check(dex, budget, picked);
        return new TeamBuilder(dex.creatures(), rows, dex.types(), slots, total, count, budget, budget - total, total > budget,
                problem.map(Team.Problem::message).orElse(null), full, entry == null ? null : describe(saved), type, first(draft, "q"),
                sort.isBlank() ? "id" : sort, maxPrice >= 0 ? String.valueOf(maxPrice) : "");
    }

    @Override
    public String entryFromForm(Map<String, List<String>> form) {
        int[] ids = new int[Team.SLOTS];
        for (int i = 0; i < Team.SLOTS; i++) {
            String v = first(form, "slot" + (i + 1)).strip();
            if (v.isEmpty()) continue;
            try {
                ids[i] = Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("slot " + (i + 1) + " must hold a creature id");
            }
        }
        return Team.entry(ids);
    }

    /**
     * A creature's pick button pressed (in a page without scripts; the page's script does the same in the browser):
     * a picked creature leaves its slot, another takes the first empty one. False when every slot is taken.
     */
    static boolean toggle(int[] slots, int id) {
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == id) {
                slots[i] = 0;
                return true;
            }
        }
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == 0) {
                slots[i] = id;
                return true;
            }
        }
        return false;
    }

    /** "Bulwazaur (1500), Płomiennik (1700)": a saved team as a person reads it. */
    String describe(int[] ids) {
        List<String> parts = new ArrayList<>();
        for (int id : ids) if (dex.isCreature(id)) parts.add(dex.creature(id).name() + " (" + dex.creature(id).price() + ")");
        return parts.isEmpty() ? "no creatures" : String.join(", ", parts);
    }

    public List<String> typeNames(Dex.Creature c) {
        List<String> t = new ArrayList<>();
        t.add(dex.type(c.type1()).name());
        if (c.type2() != 0) t.add(dex.type(c.type2()).name());
        return t;
    }

    /** The multiplier of an attacking type against a defending type as the rules page prints it. */
    public String multiplier(int attacking, int defending) {
        return Dex.multiplierText(dex.twice(attacking, defending));
    }

    public List<String> moveNames(Dex.Creature c) {
        List<String> m = new ArrayList<>();
        for (int id : c.moves()) m.add(dex.move(id).name());
        return m;
    }

    /** A creature's four moves as the team builder lists them, from the game's data. */
    public List<MoveDetail> moveDetails(Dex.Creature c) {
        List<MoveDetail> m = new ArrayList<>();
        for (int id : c.moves()) {
            Dex.Move move = dex.move(id);
            m.add(new MoveDetail(move.name(), move.english(), dex.type(move.type()).name(), move.damage(), move.pp(), effects(move)));
        }
        return m;
    }

    /** What a move does besides its damage, each in a few words: "poison 20 a turn for 3 turns", "own attack +20%". */
    static List<String> effects(Dex.Move m) {
        List<String> out = new ArrayList<>();
        if (m.selfDamage() > 0) out.add(m.selfDamage() + " damage to itself");
        if (m.oppAttack() != 0) out.add(String.format("rival's attack %+d%%", m.oppAttack()));
        if (m.oppDefense() != 0) out.add(String.format("rival's defense %+d%%", m.oppDefense()));
        if (m.ownAttack() != 0) out.add(String.format("own attack %+d%%", m.ownAttack()));
        if (m.ownDefense() != 0) out.add(String.format("own defense %+d%%", m.ownDefense()));
        if (m.poisons()) out.add("poison " + m.poisonDamage() + " a turn for " + m.poisonTurns() + (m.poisonTurns() == 1 ? " turn" : " turns"));
        if (m.invincible()) out.add("invincible for a turn, then strikes");
        if (m.rest()) out.add("rests the next turn");
        return out;
    }

    private static String first(Map<String, List<String>> map, String key) {
        List<String> v = map.get(key);
        return v == null || v.isEmpty() || v.get(0) == null ? "" : v.get(0);
    }
}
