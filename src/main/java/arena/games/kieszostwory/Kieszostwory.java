package arena.games.kieszostwory;

import arena.game.Game;
import arena.game.HouseBot;
import arena.game.Protocol;
import arena.game.Setting;
import arena.game.Settings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
    private final KieszPages pages;

    /** The game with the data shipped with it (the one the arena finds with ServiceLoader). */
    public Kieszostwory() {
        this(Dex.standard());
    }

    public Kieszostwory(Dex dex) {
        this.dex = dex;
        this.protocol = new KieszProtocol(dex);
        this.pages = new KieszPages(dex);
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

    @Override
    public KieszRound prepareRound(long roundSeed, Settings settings) {
        return new KieszRound(dex);
    }

    /** RULINGS 7: a team with no team of creatures (no entry, or none of its ids a creature) sits the round out. */
    @Override
    public boolean playsRoundWith(String entry) {
        for (int id : Team.lenient(entry, dex)) if (id != 0) return true;
        return false;
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


    @Override
    public KieszPages pages() {
        return pages;
    }

    @Override
    public String toString() {
        return NAME;
    }
}
