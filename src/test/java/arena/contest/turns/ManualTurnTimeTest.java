package arena.contest.turns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The manual time the tests pass turns by: one advance moves every clock on it, each by its own turn and state. */
class ManualTurnTimeTest {

    private static TurnClock counting(ManualTurnTime time, long turnMillis, AtomicInteger ticks) {
        return new TurnClock(turnMillis, () -> {
            ticks.incrementAndGet();
            return true;
        }, time);
    }

    @Test
    void standsStillUntilAdvancedAndOnlyForward() {
        ManualTurnTime time = new ManualTurnTime();
        long before = time.nanoTime();
        assertEquals(before, time.nanoTime(), "no time passes by itself");
        time.advance(250);
        assertEquals(before + TimeUnit.MILLISECONDS.toNanos(250), time.nanoTime());
        assertEquals(250, time.millis());
        assertThrows(IllegalArgumentException.class, () -> time.advance(-1));
        assertEquals(250, time.millis(), "a refused advance moves nothing");
    }

    @Test
    void oneAdvanceWakesEveryClockOnItEachByItsOwnTurn() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        AtomicInteger fast = new AtomicInteger();
        AtomicInteger slow = new AtomicInteger();
        AtomicInteger paused = new AtomicInteger();
        TurnClock fastClock = counting(time, 100, fast);
        TurnClock slowClock = counting(time, 300, slow);
        TurnClock pausedClock = counting(time, 100, paused);
        fastClock.start("fast", false);
        slowClock.start("slow", false);
        pausedClock.start("paused", true);
        assertEquals(3, time.clocks());
        time.advance(100);
        assertEquals(List.of(1, 0, 0), List.of(fast.get(), slow.get(), paused.get()));
        time.advance(200);
        assertEquals(List.of(3, 1, 0), List.of(fast.get(), slow.get(), paused.get()), "one advance: the fast clock's two turns due, the slow's one");
        time.advance(299);
        assertEquals(List.of(5, 1, 0), List.of(fast.get(), slow.get(), paused.get()));
        time.advance(1);
        assertEquals(List.of(6, 2, 0), List.of(fast.get(), slow.get(), paused.get()));
        assertEquals(100, pausedClock.millisLeft(), "the paused clock held its whole turn across every advance");
        for (TurnClock c : List.of(fastClock, slowClock, pausedClock)) c.stop();
        for (TurnClock c : List.of(fastClock, slowClock, pausedClock)) assertTrue(c.join(2000));
        assertEquals(0, time.clocks(), "stopped clocks are woken no more");
    }

    @Test
    void aPauseHoldsTheRemainderAcrossAdvancesAndAResumeRunsIt() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        AtomicInteger ticks = new AtomicInteger();
        TurnClock clock = counting(time, 500, ticks);
        clock.start("pause", false);
        time.advance(200);
        clock.pause();
        for (int i = 0; i < 5; i++) {
            time.advance(500);
            assertEquals(300, clock.millisLeft(), "after " + (i + 1) + " paused advances");
        }
        assertEquals(0, ticks.get());
        clock.resume();
        time.advance(299);
        assertEquals(0, ticks.get());
        time.advance(1);
        assertEquals(1, ticks.get());
        clock.stop();
        assertTrue(clock.join(2000));
    }

    @Test
    void anAdvanceReturnsOnlyOnceTheTicksItMadeDueHaveRun() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        CountDownLatch tickRunning = new CountDownLatch(1);
        CountDownLatch letTickEnd = new CountDownLatch(1);
        AtomicInteger ended = new AtomicInteger();
        TurnClock clock = new TurnClock(10, () -> {
            tickRunning.countDown();
            try {
                letTickEnd.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            ended.incrementAndGet();
            return true;
        }, time);
        clock.start("slow-tick", false);
        Thread advancing = Thread.ofPlatform().start(() -> time.advance(10));
        assertTrue(tickRunning.await(2, TimeUnit.SECONDS));
        advancing.join(200); // the test's pacing: the advance is given time to return, which it must not do yet
        assertTrue(advancing.isAlive(), "the advance waits for the tick it made due");
        letTickEnd.countDown();
        advancing.join(5000);
        assertTrue(!advancing.isAlive() && ended.get() == 1, "the advance returned after the tick");
        clock.stop();
        assertTrue(clock.join(2000));
    }
}
