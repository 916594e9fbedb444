package com.codingame.game.engine;

import java.util.Random;

/**
 * Plays one LOCM 1.2 game on the reference referee's engine between two random legal players, as
 * {@code arena.games.locm.RandomLegalPlayer} does on the arena's (the referee's EngineReferee loop without its SDK:
 * the draft's picks, the shuffle, then AdvanceState() per turn and AdvanceState(action) per chosen action).
 */
public final class RefDriver12 {
    private static final String[] PICKS = {"PICK 0", "PICK 1", "PICK 2"};
    private static final int FRAMES_BEFORE_BATTLE = 66;

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
        return RefBattle.play(s, rng, FRAMES_BEFORE_BATTLE, 17, check, Gamer::nextRune);
    }
}
