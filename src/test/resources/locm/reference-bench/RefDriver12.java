package com.codingame.game.engine;

import java.util.List;
import java.util.Random;

/**
 * Plays one LOCM 1.2 game on the reference referee's engine between two random legal players, as
 * {@code arena.games.locm.RandomLegalPlayer} does on the arena's (the referee's EngineReferee loop without its SDK:
 * the draft's picks, the shuffle, then AdvanceState() per turn and AdvanceState(action) per chosen action).
 */
public final class RefDriver12 {
    private static final String[] PICKS = {"PICK 0", "PICK 1", "PICK 2"};
    private static final int FRAMES_BEFORE_BATTLE = 66, MAX_FRAMES = 1400;

    private RefDriver12() {
    }

    /** Loads the card list once (the referee loads it per game; the bench spares it that). */
    public static void load() {
        Constants.LANES = 2;
        Constants.HANDLE_UI = false;
        Constants.VERBOSE_LEVEL = 0;
        Constants.LoadCardlist("cardlist.txt");
        if (Constants.CARDSET.size() != 160)
            throw new IllegalStateException("cardlist.txt not found on the class path");
    }

    /** @return the game's summary (winner, turns, healths) when {@code check} is false, else a digest of every turn and action */
    public static long play(long draftSeed, long shuffle0, long shuffle1, long p0Seed, long p1Seed, boolean check)
            throws InvalidActionHard {
        DraftPhase draft = new DraftPhase(DraftPhase.Difficulty.NORMAL, new RefereeParams(draftSeed, shuffle0, shuffle1));
        draft.PrepareChoices();
        Random[] rng = {new Random(p0Seed), new Random(p1Seed)};
        for (int pick = 0; pick < Constants.CARDS_IN_DECK; pick++)
            for (int p = 0; p < 2; p++)
                draft.PlayerChoice(pick, PICKS[rng[p].nextInt(3)], p);
        draft.ShuffleDecks();
        GameState s = new GameState(draft);
        int frames = FRAMES_BEFORE_BATTLE;
        long h = 17;
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

    /** The end of a game in one number: the winner, the last turn, both healths (as the arena's bench computes it). */
    static long summary(int winner, int turn, int health0, int health1) {
        return (((long) (turn + 1) * 1024 + health0 + 512) * 1024 + health1 + 512) * 4 + winner + 1;
    }

    static long mix(long h, long x) {
        return (h ^ x) * 0x100000001b3L + 0x9e3779b97f4a7c15L;
    }

    static long digest(long h, GameState s) {
        h = mix(mix(h, s.turn), s.currentPlayer);
        for (Gamer g : s.players) {
            h = mix(mix(mix(mix(mix(h, g.health), g.maxMana), g.currentMana), g.nextTurnDraw), g.deck.size());
            h = mix(h, g.nextRune());
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
