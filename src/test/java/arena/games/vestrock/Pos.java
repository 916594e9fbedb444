package arena.games.vestrock;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.Command;
import arena.game.HouseBot;
import arena.game.Settings;
import arena.support.SoloMatchContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A tiny helper to set up a Vestrock position and talk to it through the real protocol handler, as
 * match 1 of a round without a clock: {@code pos.send(0, "PLAY_CARD 1 5 -6")}.
 */
final class Pos {
    static final long MATCH = 1;
    final VestrockMatch m;
    /** What the arena would log: "seat command" for every answer that changed the match, "-1 END_TURN" for turn ends. */
    final List<String> journal = new ArrayList<>();
    private final VestrockProtocol protocol = new VestrockProtocol();

    Pos(VestrockMatch m) {
        this.m = m;
    }

    /** A match over these cards (top of the deck first) with the default settings. */
    static Pos of(CardSpec... cards) {
        return of(VestrockSettings.DEFAULT, cards);
    }

    static Pos of(VestrockSettings settings, CardSpec... cards) {
        return new Pos(new VestrockMatch(new Deck(Arrays.asList(cards)), settings));
    }

    /** A match on the round deck dealt from a seed. */
    static Pos dealt(long seed, VestrockSettings settings) {
        return new Pos(new VestrockMatch(Deck.deal(seed, settings.deckSize()), settings));
    }

    static CardSpec creature(int id, int at, int hp) {
        return CardSpec.creature(id, at, hp, hp, 0, 0);
    }

    Pos hand(int seat, int... ids) {
        for (int id : ids) m.setUp(id, Place.HAND, seat, false);
        return this;
    }

    Pos board(int seat, boolean active, int... ids) {
        for (int id : ids) m.setUp(id, Place.BOARD, seat, active);
        return this;
    }

    Pos gone(int... ids) {
        for (int id : ids) m.setUp(id, Place.GONE, -1, false);
        return this;
    }

    Pos hp(int seat, int hp) {
        m.setPlayerHp(seat, hp);
        return this;
    }

    Pos mana(int mana) {
        m.setMana(mana);
        return this;
    }

    /** Skips the current player's blocking phase (no attackers, creatures as set up). */
    Pos actionPhase() {
        m.endBlockingSilently();
        return this;
    }

    Pos attackers(int... ids) {
        for (int id : ids) m.addAttacker(id);
        return this;
    }

    Pos endTurn() {
        m.endTurn();
        journal.add("-1 END_TURN");
        return this;
    }

    /** Sends a protocol line (with the match id) as the team in {@code seat}; returns every answer line. */
    List<String> send(int seat, String line) {
        return answer(seat, line).lines();
    }

    Answer answer(int seat, String line) {
        return protocol.handle(context(seat), Command.parse(line));
    }

    /** Sends a line and expects OK; returns the lines after it. */
    List<String> ok(int seat, String line) {
        List<String> a = send(seat, line);
        if (!a.get(0).equals("OK")) throw new AssertionError(line + " answered " + a);
        return a.subList(1, a.size());
    }

    /** The error code a line answers (0 for OK). */
    int code(int seat, String line) {
        return answer(seat, line).errorCode();
    }

    Place where(int id) {
        return m.card(id).place;
    }

    int owner(int id) {
        return m.card(id).owner;
    }

    boolean active(int id) {
        return m.card(id).active;
    }

    /** AT, HP, HPMAX of a card. */
    int[] stats(int id) {
        Card c = m.card(id);
        return new int[] {c.at, c.hp, c.hpMax};
    }

    /** The protocol link of one seat, for the house bots. */
    HouseBot.Link link(int seat) {
        return new HouseBot.Link() {
            @Override
            public List<String> send(String command) {
                return Pos.this.send(seat, command);
            }

            @Override
            public String teamName() {
                return "seat" + seat;
            }
        };
    }

    BotContext context(int seat) {
        return new SoloMatchContext(m, MATCH, seat, Settings.of(VestrockSettings.SETTINGS, java.util.Map.of()), journal);
    }
}
