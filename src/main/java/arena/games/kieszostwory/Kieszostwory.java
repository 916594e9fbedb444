package arena.games.kieszostwory;

import arena.game.BasicGame;
import arena.game.GameTraits;
import arena.game.Setting;
import arena.game.Settings;
import java.util.List;

/**
 * Kieszostwory ("pocket creatures", PIZZA 2015; specs/kieszostwory-pl.txt, RULINGS section 4): trainers enroll up to
 * six creatures within a budget and fight duels, a match and its rematch per pair of trainers.
 *
 * <p>The data (types, moves, creatures) is a {@link Dex}; the default one ships as {@code kieszostwory/data.json}. An
 * instructor's own file for one contest gives a Game of its own through {@link #withContestData(String)}.
 */
public final class Kieszostwory extends BasicGame {
    public static final String NAME = "kieszostwory";
    public static final String BUDGET = "budget";
    public static final String MAX_TURNS = "maxTurns";
    public static final String REGISTRATION_WAIT = "registrationWaitMillis";

    public static final List<Setting> SETTINGS = List.of(
            Setting.integer(BUDGET, 10_000, 0, 10_000_000, "Kieszodolary a trainer may spend on its team of up to six creatures."),
            Setting.integer(MAX_TURNS, 90, 1, 10_000, "Counted turns after which a match (and a rematch) is a draw; forced-switch turns do not count."),
            Setting.integer(REGISTRATION_WAIT, 30_000, 100, 600_000, "How long WAIT_FOR_REGISTRATION waits before it answers NOTYET (ms)."));

    /**
     * A match and its rematch are one match of the arena's; an instructor may give the contest its own data; rivals are
     * numbered by their place in the round, so an extra duel (a practice) would renumber them: practice only between
     * rounds.
     */
    private static final GameTraits TRAITS = GameTraits.usual().matchesPerPair(1).takesDataFile().entries("Kieszostwory team")
            .practiceOnlyBetweenRounds().build();

    private final Dex dex;
    private final KieszPages pages;

    /** The game with the data shipped with it (the one the arena finds with ServiceLoader). */
    public Kieszostwory() {
        this(Dex.standard());
    }

    public Kieszostwory(Dex dex) {
        super(NAME, "Kieszostwory",
                "Pocket creatures: enroll up to six within a budget, then fight every other trainer in a match and a rematch, one creature each in the arena.",
                SETTINGS, new KieszProtocol(dex), bots("greedy", () -> new Trainer(dex, Trainer.Style.GREEDY), "random", () -> new Trainer(dex, Trainer.Style.RANDOM)),
                TRAITS);
        this.dex = dex;
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

    public Dex dex() {
        return dex;
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
    public KieszPages pages() {
        return pages;
    }
}
