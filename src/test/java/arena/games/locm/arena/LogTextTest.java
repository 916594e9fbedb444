package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.SeatNames;
import arena.games.locm.Card;
import arena.games.locm.CardData;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmVariant;
import arena.games.locm.PlayerState;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The board's log reads as words: a draft pick shows the three cards offered and the one taken, a summon names the
 * card with its stats and lane, and the summary and the result name the teams, never "player 1".
 */
class LogTextTest {
    private static final SeatNames NAMES = new SeatNames("owls", "foxes");

    @Test
    void aDraftPickShowsTheThreeCardsOfferedAndTheOneTaken() {
        Duel d = new Duel(LocmVariant.V1_2, Duel.seed(1), NAMES);
        assertEquals("draft pick 1 of 30 · owls to pick", d.m.summary());
        List<CardData> offered = d.m.game().draftChoices();
        d.answer(0, "PICK 2");
        LocmBoard.LogLine line = d.m.board().log().get(0);
        assertEquals(0, line.seat());
        CardData taken = offered.get(2);
        assertTrue(line.text().startsWith("pick 1: takes " + shown(taken)), line.text());
        assertTrue(line.text().contains(" (offered "), line.text());
        for (CardData c : offered) assertTrue(line.text().contains(shown(c)), c.name() + " is shown: " + line.text());
    }

    @Test
    void aSummonNamesTheCardItsStatsAndItsLane() {
        Duel d = new Duel(LocmVariant.V1_2, Duel.seed(2), NAMES);
        GreedyBot bot = new GreedyBot();
        Random rnd = new Random(7);
        Card summoned = null;
        while (!d.m.finished() && summoned == null) {
            int seat = d.toMove();
            if (d.m.game().phase() == LocmMatch.Phase.BATTLE) summoned = affordableCreature(d.m.game().battle().player(seat));
            if (summoned != null) d.answer(seat, "SUMMON " + summoned.id + " 0");
            else d.answer(seat, bot.answer(d.input(seat), rnd));
        }
        assertTrue(summoned != null, "some turn could summon a creature");
        String text = d.m.board().log().get(0).text();
        assertTrue(text.startsWith("summons " + summoned.base.name() + " " + summoned.base.attack() + "/" + summoned.base.defense()), text);
        assertTrue(text.endsWith(" in the left lane"), text);
        assertFalse(text.contains("SUMMON"), "no raw command: " + text);
    }

    @Test
    void theEndNamesTheWinnerByTeam() {
        Duel d = new Duel(LocmVariant.V1_5, Duel.seed(3), NAMES);
        int winner = d.play(new GreedyBot(), new RandomBot(), 11);
        String who = winner < 0 ? "no winner" : NAMES.of(winner) + " wins";
        assertTrue(d.m.summary().startsWith(who + " · "), d.m.summary());
        assertFalse(d.m.summary().contains("player"), d.m.summary());
        assertFalse(d.m.board().result().contains("player"), d.m.board().result());
        assertEquals(who + " · " + d.m.board().result(), d.m.board().log().get(0).text());
    }

    /** How a card begins in the log: its name, and a creature's attack/defense. */
    private static String shown(CardData c) {
        return c.isCreature() ? c.name() + " " + c.attack() + "/" + c.defense() : c.name();
    }

    private static Card affordableCreature(PlayerState p) {
        for (Card c : p.hand()) if (c.isCreatureCard() && c.cost() <= p.currentMana()) return c;
        return null;
    }
}
