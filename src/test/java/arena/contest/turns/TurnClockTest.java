package arena.contest.turns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The clock's promises. The first two run on real time, with generous bounds so that a busy machine does not fail
 * them (the path the arena runs); the rest on a {@link ManualTurnTime}, where each tick comes at the exact millisecond
 * and "no tick yet" is known, not slept on (an advance returns once the clock waits again).
 */
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
    void onManualTimeEachTurnEndsAtItsMillisecondAndTheLastTickStopsTheClock() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        AtomicInteger ticks = new AtomicInteger();
        TurnClock clock = new TurnClock(30, () -> ticks.incrementAndGet() < 3, time);
        clock.start("manual", false);
        time.advance(29);
        assertEquals(0, ticks.get(), "29 ms of a 30 ms turn");
        assertEquals(1, clock.millisLeft());
        time.advance(1);
        assertEquals(1, ticks.get(), "the turn's 30th millisecond");
        assertEquals(30, clock.millisLeft(), "the next turn, whole");
        time.advance(30);
        time.advance(30);
        assertEquals(3, ticks.get());
        assertTrue(clock.join(2000), "the tick that returned false ended the clock");
        assertEquals(0, time.clocks(), "an ended clock is woken no more");
        time.advance(300);
        assertEquals(3, ticks.get(), "the tick that returned false was the last");
        assertEquals(3, clock.lateness().count());
        assertEquals(0.1, clock.lateness().quantileMillis(1.0), 0.001, "every tick on its deadline");
    }

    @Test
    void onManualTimeAnEarlyEndStartsTheNextTurnFromIt() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch first = new CountDownLatch(1);
        TurnClock clock = new TurnClock(1000, () -> {
            ticks.incrementAndGet();
            first.countDown();
            return true;
        }, time);
        clock.start("early", false);
        time.advance(400);
        clock.endTurnEarly();
        assertTrue(first.await(2, TimeUnit.SECONDS), "the turn ended early, with no time passing");
        time.advance(999);
        assertEquals(1, ticks.get(), "the next turn runs a whole turn from the early end");
        time.advance(1);
        assertEquals(2, ticks.get());
        assertEquals(1, clock.lateness().count(), "the early turn is not counted as late or on time");
        clock.stop();
        assertTrue(clock.join(2000));
    }

    @Test
    void aPausedClockDoesNotTickAndKeepsTheTimeLeft() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        AtomicInteger ticks = new AtomicInteger();
        TurnClock clock = new TurnClock(200, () -> {
            ticks.incrementAndGet();
            return true;
        }, time);
        clock.start("paused", true);
        assertTrue(clock.paused());
        time.advance(400);
        assertEquals(0, ticks.get(), "two turns' time paused, and no tick");
        assertEquals(200, clock.millisLeft(), "the whole turn is left while paused");
        clock.resume();
        assertEquals(200, clock.millisLeft());
        time.advance(199);
        assertEquals(0, ticks.get());
        time.advance(1);
        assertEquals(1, ticks.get(), "it ticks a whole turn after resuming");
        clock.stop();
        assertTrue(clock.join(2000));
    }

    @Test
    void pausingMidTurnFreezesTheRemainder() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        AtomicInteger ticks = new AtomicInteger();
        TurnClock clock = new TurnClock(1000, () -> {
            ticks.incrementAndGet();
            return true;
        }, time);
        clock.start("mid", false);
        time.advance(300);
        clock.pause();
        assertEquals(700, clock.millisLeft());
        time.advance(5000);
        assertEquals(700, clock.millisLeft(), "paused, the time left does not shrink");
        assertEquals(0, ticks.get());
        clock.resume();
        time.advance(699);
        assertEquals(0, ticks.get(), "the remainder, not a whole turn, runs after resuming");
        time.advance(1);
        assertEquals(1, ticks.get());
        assertEquals(1000, clock.millisLeft(), "the turn after runs on the cadence from the resumed deadline");
        clock.stop();
        assertTrue(clock.join(2000));
    }

    @Test
    void aClockLessThanATurnBehindCatchesUpAndOneMoreStartsAfresh() throws Exception {
        ManualTurnTime time = new ManualTurnTime();
        AtomicInteger ticks = new AtomicInteger();
        TurnClock clock = new TurnClock(100, () -> {
            ticks.incrementAndGet();
            return true;
        }, time);
        clock.start("behind", false);
        time.advance(250);
        assertEquals(2, ticks.get(), "the turns due at 100 and 200 ms, at once (the cadence has no drift)");
        assertEquals(150.1, clock.lateness().quantileMillis(1.0), 0.001, "the first 150 ms late");
        assertEquals(50, clock.millisLeft(), "the third turn still ends at 300 ms");
        time.advance(50);
        assertEquals(3, ticks.get());
        time.advance(1000);
        assertEquals(4, ticks.get(), "at 1300 ms, nine turns behind: one tick, then a fresh turn");
        assertEquals(100, clock.millisLeft(), "the fresh turn runs from now, not from the cadence");
        time.advance(99);
        assertEquals(4, ticks.get());
        time.advance(1);
        assertEquals(5, ticks.get());
        assertEquals(5, clock.lateness().count());
        clock.stop();
        assertTrue(clock.join(2000));
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
