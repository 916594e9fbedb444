package arena.contest.turns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.support.Await;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The clock's promises, with generous bounds so that a busy machine does not fail them. */
class TurnClockTest {

    @Test
    void ticksWhenEachTurnIsUpAndStopsWhenToldTo() throws Exception {
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch three = new CountDownLatch(3);
        TurnClock clock = new TurnClock(30, () -> {
            ticks.incrementAndGet();
            three.countDown();
            return ticks.get() < 3;
        });
        long start = System.nanoTime();
        clock.start("test", false);
        assertTrue(three.await(5, TimeUnit.SECONDS));
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(elapsed >= 85, "three 30 ms turns took at least 90 ms (less 5 for the timer), took " + elapsed);
        clock.join(2000);
        Thread.sleep(100); // a negative check: no tick may follow the last one in this time
        assertEquals(3, ticks.get(), "the tick that returned false was the last");
        assertEquals(3, clock.lateness().count());
    }

    @Test
    void anEarlyEndOfTurnTicksAtOnce() throws Exception {
        CountDownLatch tick = new CountDownLatch(1);
        TurnClock clock = new TurnClock(60_000, () -> {
            tick.countDown();
            return true;
        });
        clock.start("early", false);
        clock.endTurnEarly();
        assertTrue(tick.await(2, TimeUnit.SECONDS), "a one-minute turn ended early");
        assertEquals(0, clock.lateness().count(), "early turns are not counted as late or on time");
        clock.stop();
    }

    @Test
    void aPausedClockDoesNotTickAndKeepsTheTimeLeft() throws Exception {
        AtomicInteger ticks = new AtomicInteger();
        TurnClock clock = new TurnClock(200, () -> {
            ticks.incrementAndGet();
            return true;
        });
        clock.start("paused", true);
        assertTrue(clock.paused());
        Thread.sleep(400); // a negative check: two turns' time paused, and no tick
        assertEquals(0, ticks.get());
        long left = clock.millisLeft();
        assertTrue(left > 150 && left <= 200, "the whole turn is left while paused: " + left);
        clock.resume();
        Await.until("a tick after resuming", 10_000, () -> ticks.get() >= 1);
        assertTrue(ticks.get() >= 1, "it ticks after resuming");
        clock.stop();
    }

    @Test
    void pausingMidTurnFreezesTheRemainder() throws Exception {
        AtomicInteger ticks = new AtomicInteger();
        TurnClock clock = new TurnClock(1000, () -> {
            ticks.incrementAndGet();
            return true;
        });
        clock.start("mid", false);
        Thread.sleep(300); // the test's pacing: part of the 1 s turn goes by before the pause
        clock.pause();
        long left = clock.millisLeft();
        Thread.sleep(300); // a negative check: paused, the time left must not shrink in this time
        assertEquals(left, clock.millisLeft());
        assertEquals(0, ticks.get());
        clock.stop();
    }

    @Test
    void latenessQuantilesComeFromTheRecordedTicks() {
        TurnClock.Lateness l = new TurnClock.Lateness();
        for (int i = 0; i < 99; i++) l.record(1_000_000); // 1 ms late
        l.record(40_000_000); // 40 ms late
        assertEquals(1.1, l.quantileMillis(0.5), 0.001);
        assertEquals(1.1, l.quantileMillis(0.99), 0.001);
        assertEquals(40.1, l.quantileMillis(1.0), 0.001);
    }
}
