package com.codingame.game.engine;

import java.util.List;
import java.util.Random;

/**
 * The battle both reference drivers play and time ({@link RefDriver12}, {@link RefDriver15}): the referee's loop of
 * AdvanceState() per turn and AdvanceState(action) per chosen action between two random legal players, with the state
 * digest the bench compares with the arena's. Compiled with each referee's engine in turn: it names only what both
 * referees' engines have alike, and what differs is handed in ({@link Runes}).
 */
final class RefBattle {
    private static final int MAX_FRAMES = 1400;

    private RefBattle() {
    }

    /** A player's next rune as the digest counts it: 1.2's {@code nextRune()}; 1.5 has no runes (0). */
    interface Runes {
        int next(Gamer g);
    }

    /**
     * Plays the battle of {@code s} to its end; {@code frames} already played before it, {@code h} the digest so far.
     * @return the game's summary (winner, turns, healths) when {@code check} is false, else the digest of every turn and action
     */
    static long play(GameState s, Random[] rng, int frames, long h, boolean check, Runes runes) throws InvalidActionHard {
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
                h = digest(h, s, runes);
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

    static long digest(long h, GameState s, Runes runes) {
        h = mix(mix(h, s.turn), s.currentPlayer);
        for (Gamer g : s.players) {
            h = mix(mix(mix(mix(mix(h, g.health), g.maxMana), g.currentMana), g.nextTurnDraw), g.deck.size());
            h = mix(h, runes.next(g));
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
