package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Eye;
import arena.game.SeatNames;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RULINGS 8: a live LOCM board shows a hand only to its own team and the instructor ("These cards are hidden until
 * they're played"), a draft pick only to the team that made it; the rival and a visitor see the counts; everything once
 * the match is over.
 */
class LiveBoardEyesTest {
    private static final SeatNames NAMES = new SeatNames("owls", "foxes");

    private static Duel toBattle() {
        Duel d = new Duel(LocmVariant.V1_2, Duel.seed(3), NAMES);
        while (d.m.game().phase() == LocmMatch.Phase.DRAFT) {
            for (int seat : List.copyOf(d.m.game().awaiting())) d.answer(seat, "PICK 1");
        }
        return d;
    }

    @Test
    void aDraftPickIsReadOnlyByItsOwnTeamWhileTheMatchIsPlayed() {
        Duel d = new Duel(LocmVariant.V1_2, Duel.seed(3), NAMES);
        int seat = d.m.game().awaiting().get(0);
        d.answer(seat, "PICK 2");
        String own = d.m.board(Eye.ofSeat(seat)).log().get(0).text();
        assertTrue(own.startsWith("pick 1: takes "), own);
        for (Eye other : List.of(Eye.ofSeat(1 - seat), Eye.PUBLIC)) {
            String seen = d.m.board(other).log().get(0).text();
            assertTrue(seen.startsWith("picks a card"), other + " reads " + seen);
        }
        assertEquals(own, d.m.board(Eye.ALL).log().get(0).text(), "the instructor reads the pick");
    }

    @Test
    void aHandIsShownOnlyToItsOwnTeamAndTheInstructor() {
        Duel d = toBattle();
        LocmBoard all = d.m.board(Eye.ALL);
        for (int seat = 0; seat < 2; seat++) {
            assertFalse(all.sides().get(seat).hand().isEmpty(), "both players hold cards at the battle's start");
            LocmBoard own = d.m.board(Eye.ofSeat(seat));
            LocmBoard rival = d.m.board(Eye.ofSeat(1 - seat));
            LocmBoard visitor = d.m.board(Eye.PUBLIC);
            assertEquals(all.sides().get(seat).hand(), own.sides().get(seat).hand(), "a team sees its own hand");
            assertTrue(rival.sides().get(seat).hand().isEmpty(), "the rival sees no card of the hand");
            assertTrue(visitor.sides().get(seat).hand().isEmpty(), "a visitor sees no card of the hand");
            assertEquals(all.sides().get(seat).handSize(), rival.sides().get(seat).handSize(), "the count is public (opponentHand)");
            for (LocmBoard.LogLine l : visitor.log()) assertFalse(l.text().startsWith("pick "), "no pick in the public log: " + l.text());
        }
    }

    @Test
    void onceTheMatchIsOverEveryEyeSeesEverything() {
        Duel d = toBattle();
        d.play(new RandomBot(), new RandomBot(), 5);
        assertTrue(d.m.finished());
        for (Eye eye : Eye.values()) assertSame(d.m.board(), d.m.board(eye), eye + " sees the whole board");
    }
}
