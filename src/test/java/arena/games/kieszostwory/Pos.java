package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.Answer;

/**
 * A tiny helper that builds a pairing of two teams over the shipped data and talks to its engine as the protocol
 * would (commands without the rival number): {@code Pos.of(team(5), team(2)).out(1, 1).send(0, "FIGHT 1").turn()}.
 */
final class Pos {
    static final Dex DEX = Dex.standard();
    static final int BULWAZAUR = 2, PLOMIENNIK = 5, JADEK = 19, KRETEK = 22, GRUBASEK = 35, SZYBKOLIS = 36, PUCHACZ = 34, KAMYK = 31;
    final KieszMatch m;

    private Pos(KieszMatch m) {
        this.m = m;
    }

    static int[] team(int... ids) {
        return Team.slots(Team.entry(ids));
    }

    static Pos of(int[] first, int[] second) {
        return of(90, first, second);
    }

    static Pos of(int maxTurns, int[] first, int[] second) {
        return new Pos(new KieszMatch(DEX, maxTurns, first, second));
    }

    /** A pairing of two named trainers. */
    static Pos of(arena.game.SeatNames names, int[] first, int[] second) {
        return new Pos(new KieszMatch(DEX, 90, first, second, names));
    }

    Answer answer(int seat, String command) {
        return m.apply(seat, command);
    }

    /** Sends a command that must be accepted. */
    Pos send(int seat, String command) {
        Answer a = m.apply(seat, command);
        assertEquals("OK", a.lines().get(0), seat + " " + command);
        return this;
    }

    int code(int seat, String command) {
        return m.apply(seat, command).errorCode();
    }

    Pos turn() {
        m.endTurn();
        return this;
    }

    /** The duel's first turn: each trainer sends out the creature in the given slot. */
    Pos out(int slot0, int slot1) {
        return send(0, "SWITCH " + slot0).send(1, "SWITCH " + slot1).turn();
    }

    /** Both fight with these move slots, then the turn ends. */
    Pos fight(int move0, int move1) {
        if (move0 > 0) send(0, "FIGHT " + move0);
        if (move1 > 0) send(1, "FIGHT " + move1);
        return turn();
    }

    Fighter f(int seat, int slot) {
        return m.fighter(seat, slot - 1);
    }

    /** The creature a seat has in the arena. */
    Fighter active(int seat) {
        return m.side(seat).current();
    }

    int hp(int seat) {
        return active(seat).hp;
    }

    Pos hp(int seat, int slot, int hp) {
        f(seat, slot).hp = hp;
        return this;
    }

    static int maxHp(int id) {
        return DEX.creature(id).hp();
    }
}
