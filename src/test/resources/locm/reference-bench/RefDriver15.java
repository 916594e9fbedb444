package com.codingame.game.engine;

import com.codingame.game.engine.cardgenerator.CardGenerator;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Random;

/**
 * Plays one LOCM 1.5 game (the COG 2022 referee) on the reference engine between two random legal players, as
 * {@code arena.games.locm.RandomLegalPlayer} does on the arena's: the pool (generated per game, as the referee's
 * refereeInit does, or once for all games), the constructed turn, the shuffle, then the battle.
 */
public final class RefDriver15 {
    private static final int FRAMES_BEFORE_BATTLE = 10, MAX_FRAMES = 1400, POOL = 120;
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
        int frames = FRAMES_BEFORE_BATTLE;
        long h = 17;
        if (check)
            for (int id = 0; id < POOL; id++)
                h = cardDigest(h, Constants.CARDSET.get(id));
        int winner;
        battle:
        while (true) {
            if (frames >= MAX_FRAMES) {
                winner = -1;
                break;
            }
            frames++;
            s.AdvanceState();
            if (check)
                h = digest(h, s);
            Random r = rng[s.currentPlayer];
            while (s.winner == -1) {
                List<Action> legals = s.computeLegalActions();
                Action a = legals.get(r.nextInt(legals.size()));
                if (check) // a PASS has no arguments (1.2 says 0 0 where 1.5 says -1 -1)
                    h = a.type == Action.Type.PASS ? mix(h, 3) : mix(mix(mix(h, a.type.ordinal()), a.arg1), a.arg2);
                if (a.type == Action.Type.PASS)
                    break;
                if (frames >= MAX_FRAMES) {
                    winner = -1;
                    break battle;
                }
                frames++;
                s.AdvanceState(a);
            }
            if (s.winner != -1) {
                winner = s.winner;
                break;
            }
        }
        return check ? mix(h, winner) : summary(winner, s.turn, s.players[0].health, s.players[1].health);
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

    /** The end of a game in one number: the winner, the last turn, both healths (as the arena's bench computes it). */
    static long summary(int winner, int turn, int health0, int health1) {
        return (((long) (turn + 1) * 1024 + health0 + 512) * 1024 + health1 + 512) * 4 + winner + 1;
    }

    static long mix(long h, long x) {
        return (h ^ x) * 0x100000001b3L + 0x9e3779b97f4a7c15L;
    }

    static long cardDigest(long h, Card c) {
        return mix(mix(mix(mix(mix(mix(mix(mix(mix(mix(h, c.baseId), c.type.ordinal()), c.cost), c.attack), c.defense),
                bits(c.keywords)), c.myHealthChange), c.oppHealthChange), c.cardDraw), c.area.ordinal());
    }

    static long digest(long h, GameState s) {
        h = mix(mix(h, s.turn), s.currentPlayer);
        for (Gamer g : s.players) {
            h = mix(mix(mix(mix(mix(h, g.health), g.maxMana), g.currentMana), g.nextTurnDraw), g.deck.size());
            h = mix(h, 0);
            h = mix(h, g.hand.size());
            for (Card c : g.hand)
                h = mix(h, c.id);
            h = mix(h, g.board.size());
            for (CreatureOnBoard c : g.board)
                h = mix(mix(mix(mix(mix(mix(h, c.id), c.attack), c.defense), bits(c.keywords)), c.lane), c.canAttack ? 1 : 0);
        }
        return h;
    }

    static int bits(Keywords k) {
        return (k.hasBreakthrough ? 1 : 0) | (k.hasCharge ? 2 : 0) | (k.hasDrain ? 4 : 0) | (k.hasGuard ? 8 : 0)
                | (k.hasLethal ? 16 : 0) | (k.hasWard ? 32 : 0);
    }
}
