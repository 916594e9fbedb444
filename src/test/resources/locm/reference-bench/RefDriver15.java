package com.codingame.game.engine;

import com.codingame.game.engine.cardgenerator.CardGenerator;

import java.lang.reflect.Field;
import java.util.Random;

/**
 * Plays one LOCM 1.5 game (the COG 2022 referee) on the reference engine between two random legal players, as
 * {@code arena.games.locm.RandomLegalPlayer} does on the arena's: the pool (generated per game, as the referee's
 * refereeInit does, or once for all games), the constructed turn, the shuffle, then the battle.
 */
public final class RefDriver15 {
    private static final int FRAMES_BEFORE_BATTLE = 10, POOL = 120;
    private static Field lastId;

    private RefDriver15() {
    }

    public static void load() throws ReflectiveOperationException {
        Constants.LANES = 2;
        Constants.HANDLE_UI = false;
        Constants.VERBOSE_LEVEL = 0;
        // the COG 2022 referee numbers instance ids from a static counter that starts at 1 in its one-game process
        lastId = Card.class.getDeclaredField("lastID");
        lastId.setAccessible(true);
    }

    /** Generates the pool into the referee's CARDSET (its CardGenerator reads cardWeights.json, as in refereeInit). */
    public static void generatePool(long cardGenSeed) {
        new CardGenerator(new Random(cardGenSeed), "cardWeights.json").generateCardList();
    }

    /** @return the game's summary (winner, turns, healths) when {@code check} is false, else a digest of every turn and action */
    public static long play(long cardGenSeed, long choicesSeed, long shuffle0, long shuffle1, long p0Seed, long p1Seed,
                            boolean newPool, boolean check) throws Exception {
        if (newPool)
            generatePool(cardGenSeed);
        ConstructPhase constr = new ConstructPhase(new RefereeParams(cardGenSeed, choicesSeed, shuffle0, shuffle1));
        constr.PrepareConstructed();
        Random[] rng = {new Random(p0Seed), new Random(p1Seed)};
        for (int p = 0; p < 2; p++)
            constr.handlePlayerChoices(deckAnswer(rng[p]), p);
        lastId.setInt(null, 1);
        constr.shuffleDecks();
        GameState s = new GameState(constr);
        long h = 17;
        if (check)
            for (int id = 0; id < POOL; id++)
                h = cardDigest(h, Constants.CARDSET.get(id));
        return RefBattle.play(s, rng, FRAMES_BEFORE_BATTLE, h, check, g -> 0); // 1.5 has no runes
    }

    /** The random player's constructed answer: 30 uniform draws over the pool by card number, at most 2 copies. */
    private static String deckAnswer(Random rng) {
        int[] copies = new int[POOL];
        StringBuilder sb = new StringBuilder(400);
        for (int n = 0; n < Constants.CARDS_IN_DECK; ) {
            int i = rng.nextInt(POOL);
            if (copies[i] >= Constants.CONSTRUCTED_MAX_COPY)
                continue;
            copies[i]++;
            n++;
            if (sb.length() > 0)
                sb.append(';');
            sb.append("CHOOSE ").append(i);
        }
        return sb.toString();
    }

    static long cardDigest(long h, Card c) {
        return RefBattle.mix(RefBattle.mix(RefBattle.mix(RefBattle.mix(RefBattle.mix(RefBattle.mix(RefBattle.mix(RefBattle.mix(RefBattle.mix(RefBattle.mix(h, c.baseId), c.type.ordinal()), c.cost), c.attack), c.defense),
                RefBattle.bits(c.keywords)), c.myHealthChange), c.oppHealthChange), c.cardDraw), c.area.ordinal());
    }
}
