package arena.games.kieszostwory;

import arena.game.Game;
import arena.game.HouseBot;
import arena.game.MatchEngine;
import arena.game.Protocol;
import arena.game.Setting;
import arena.game.SeatNames;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Kieszostwory ("pocket creatures", PIZZA 2015; specs/kieszostwory-pl.txt, RULINGS section 4): trainers enroll up to
 * six creatures within a budget and fight duels, a match and its rematch per pair of trainers.
 *
 * <p>The data (types, moves, creatures) is a {@link Dex}; the default one ships as {@code kieszostwory/data.json}. An
 * instructor's own file for one contest gives a Game of its own through {@link #withContestData(String)}.
 */
public final class Kieszostwory implements Game {
    public static final String NAME = "kieszostwory";
    public static final String BUDGET = "budget";
    public static final String MAX_TURNS = "maxTurns";
    public static final String REGISTRATION_WAIT = "registrationWaitMillis";

    public static final List<Setting> SETTINGS = List.of(
            Setting.integer(BUDGET, 10_000, 0, 10_000_000, "Kieszodolary a trainer may spend on its team of up to six creatures."),
            Setting.integer(MAX_TURNS, 90, 1, 10_000, "Counted turns after which a match (and a rematch) is a draw; forced-switch turns do not count."),
            Setting.integer(REGISTRATION_WAIT, 30_000, 100, 600_000, "How long WAIT_FOR_REGISTRATION waits before it answers NOTYET (ms)."));

    private final Dex dex;
    private final KieszProtocol protocol;

    /** The game with the data shipped with it (the one the arena finds with ServiceLoader). */
    public Kieszostwory() {
        this(Dex.standard());
    }

    public Kieszostwory(Dex dex) {
        this.dex = dex;
        this.protocol = new KieszProtocol(dex);
    }

    /**
     * The game over an instructor's data file (same shape as {@code kieszostwory/data.json}) for one contest. A file
     * that breaks a rule throws {@link IllegalArgumentException} with a message saying where and what.
     */
    @Override
    public Kieszostwory withContestData(String dataFileText) {
        return new Kieszostwory(Dex.parse(dataFileText));
    }

    @Override
    public boolean boardCountsTurns() {
        return true; // its board shows "turn N of 90": the counted turns of RULINGS 4 (a forced switch is not counted)
    }

    @Override
    public boolean takesDataFile() {
        return true;
    }

    public Dex dex() {
        return dex;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "Kieszostwory";
    }

    @Override
    public String summary() {
        return "Pocket creatures: enroll up to six within a budget, then fight every other trainer in a match and a rematch, one creature each in the arena.";
    }

    @Override
    public List<Setting> settings() {
        return SETTINGS;
    }

    @Override
    public int matchesPerPair() {
        return 1;
    }

    /** The round's data is the game data itself: nothing in a round is random. */
    @Override
    public Object prepareRound(long roundSeed, Settings settings) {
        return dex;
    }

    @Override
    public MatchEngine newMatch(Object round, long matchSeed, Settings settings, SeatNames names) {
        return newMatch(round, matchSeed, settings, java.util.Arrays.asList(null, null), names);
    }

    /** RULINGS 7: a team with no team of creatures (no entry, or none of its ids a creature) sits the round out. */
    @Override
    public boolean playsRoundWith(String entry) {
        for (int id : Team.lenient(entry, dex)) if (id != 0) return true;
        return false;
    }

    @Override
    public MatchEngine newMatch(Object round, long matchSeed, Settings settings, List<String> entries, SeatNames names) {
        Dex d = round instanceof Dex given ? given : dex;
        return new KieszMatch(d, settings.getInt(MAX_TURNS), Team.lenient(entries.get(0), d), Team.lenient(entries.get(1), d), names);
    }

    @Override
    public boolean hasEntries() {
        return true;
    }

    @Override
    public String entryName() {
        return "Kieszostwory team";
    }

    @Override
    public Optional<String> entryProblem(Object nextRound, Settings settings, String entry) {
        int[] ids;
        try {
            ids = Team.slots(entry);
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        return Team.check(dex, settings.getLong(BUDGET), ids).map(Team.Problem::message);
    }

    @Override
    public Protocol protocol() {
        return protocol;
    }

    @Override
    public boolean practiceDuringRounds() {
        return false; // rivals are numbered by their place in the round: an extra duel would renumber them
    }

    @Override
    public Map<String, HouseBot.Factory> houseBots() {
        Map<String, HouseBot.Factory> bots = new LinkedHashMap<>();
        bots.put("greedy", () -> new Trainer(dex, Trainer.Style.GREEDY));
        bots.put("random", () -> new Trainer(dex, Trainer.Style.RANDOM));
        return bots;
    }


    // ---- the team builder (templates/games/kieszostwory/entry.html)

    /** A row of the builder's creature table; {@code slot} is where the team being built has it (1 to 6), 0 if not picked. */
    public record Row(Dex.Creature creature, List<String> types, List<MoveDetail> moves, int slot) {
        public boolean picked() {
            return slot > 0;
        }
    }

    /** A move as the builder shows it: its type's name, power (base damage), PP and what else it does. */
    public record MoveDetail(String name, String english, String type, int power, int pp, List<String> effects) {}

    @Override
    public Map<String, Object> entryView(Object nextRound, Settings settings, String entry, Map<String, List<String>> draft) {
        long budget = settings.getLong(BUDGET);
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
        List<Map<String, Object>> slots = new ArrayList<>();
        long total = 0;
        int count = 0;
        for (int i = 0; i < Team.SLOTS; i++) {
            int id = picked[i];
            Map<String, Object> slot = new LinkedHashMap<>();
            slot.put("number", i + 1);
            slot.put("id", id);
            slot.put("name", dex.isCreature(id) ? dex.creature(id).name() : "");
            slot.put("price", dex.isCreature(id) ? dex.creature(id).price() : 0);
            slots.add(slot);
            if (dex.isCreature(id)) {
                total += dex.creature(id).price();
                count++;
            }
        }
        Optional<Team.Problem> problem = Team.check(dex, budget, picked);
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("creatures", dex.creatures());
        view.put("rows", rows);
        view.put("types", dex.types());
        view.put("slots", slots);
        view.put("total", total);
        view.put("count", count);
        view.put("budget", budget);
        view.put("left", budget - total);
        view.put("over", total > budget);
        view.put("problem", problem.map(Team.Problem::message).orElse(null));
        view.put("full", full);
        view.put("saved", entry == null ? null : describe(saved));
        view.put("type", type);
        view.put("q", first(draft, "q"));
        view.put("sort", sort.isBlank() ? "id" : sort);
        view.put("maxPrice", maxPrice >= 0 ? String.valueOf(maxPrice) : "");
        return view;
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

    // ---- the rules page

    /** The default value of every game setting, for the rules page when no contest is given. */
    public Map<String, Object> defaults() {
        Map<String, Object> map = new LinkedHashMap<>();
        for (Setting s : SETTINGS) map.put(s.name(), s.defaultValue());
        return map;
    }


    @Override
    public String toString() {
        return NAME;
    }
}
