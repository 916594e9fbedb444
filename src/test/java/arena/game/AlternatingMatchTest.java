package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The turns, the log and the board's cache that Vestrock and Pizzacraft share, on a match with no rules of its own. */
class AlternatingMatchTest {

    /** Each turn begun is counted; the board is a list of what was drawn, so a new draw is a new object. */
    static final class Bare extends AlternatingMatch<List<String>, String> {
        int turnsBegun;
        int draws;
        boolean knockout;

        Bare(int turnLimit) {
            super(turnLimit, new SeatNames("alpha", "beta"), (turn, seat, text) -> turn + ":" + seat + ":" + text);
        }

        @Override
        public Answer apply(int seat, String command) {
            note(seat, command);
            if (command.equals("KO")) {
                end();
                knockout = true;
            }
            return Answer.done();
        }

        @Override
        public String summary() {
            return progress();
        }

        @Override
        public Object board(Eye eye) {
            return board();
        }

        @Override
        public double score(int seat) {
            return seat;
        }

        @Override
        protected String outcome() {
            return knockout ? "a knockout" : "beta leads";
        }

        @Override
        protected List<String> snapshot() {
            draws++;
            return new ArrayList<>(recentLog());
        }

        @Override
        protected void turnBegins() {
            turnsBegun++;
        }
    }

    @Test
    void seatsAlternateAndTheTurnLimitEndsTheMatchWithALine() {
        Bare m = new Bare(3);
        assertTrue(m.canAct(0));
        assertFalse(m.canAct(1));
        assertEquals("turn 1 of 3 · alpha to move", m.summary());
        m.endTurn();
        assertEquals(1, m.current());
        assertEquals(2, m.turnsLeft(), "the current turn counts");
        m.endTurn();
        m.endTurn();
        assertTrue(m.finished());
        assertEquals(3, m.turn(), "the last turn played stays the match's turn");
        assertEquals(0, m.turnsLeft());
        assertEquals(2, m.turnsBegun);
        assertFalse(m.canAct(0) || m.canAct(1));
        assertEquals("3:-1:turn limit reached: beta leads", m.board().get(0));
        m.endTurn();
        assertEquals(3, m.turn(), "a finished match ignores the clock");
    }

    @Test
    void theLogKeepsTheNewestLinesFirst() {
        Bare m = new Bare(60);
        for (int i = 1; i <= AlternatingMatch.LOG_SIZE + 3; i++) m.apply(0, "C" + i);
        List<String> log = m.board();
        assertEquals(AlternatingMatch.LOG_SIZE, log.size());
        assertEquals("1:0:C17", log.get(0));
        assertEquals("1:0:C4", log.get(log.size() - 1));
    }

    @Test
    void theBoardIsDrawnAgainOnlyAfterAChange() {
        Bare m = new Bare(60);
        List<String> first = m.board();
        assertSame(first, m.board());
        assertEquals(1, m.draws);
        m.apply(0, "X");
        assertNotSame(first, m.board());
        m.endTurn();
        List<String> afterTurn = m.board();
        assertSame(afterTurn, m.board());
        assertEquals(3, m.draws);
    }

    @Test
    void aKnockoutEndsTheMatchAtOnce() {
        Bare m = new Bare(60);
        m.apply(0, "KO");
        assertTrue(m.finished());
        assertEquals(1, m.turn());
        assertEquals(List.of(0.0, 1.0), List.of(m.scores()[0], m.scores()[1]));
    }
}
