package arena.botport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A connection's answers stay in order while one of them comes later (issue 31: no hand-off for the others). */
class InOrderTest {
    private final List<String> written = new CopyOnWriteArrayList<>();
    private final List<String> answeredOn = new CopyOnWriteArrayList<>();
    private final CountDownLatch nextTurn = new CountDownLatch(1);

    /** WAIT answers OK, then "TURN" once the latch opens; any other line answers itself. */
    private InOrder inOrder(Runnable onFailure) {
        return new InOrder(line -> {
            answeredOn.add(Thread.currentThread().getName());
            written.add(line.equals("WAIT") ? "OK" : "answer " + line);
            return line.equals("WAIT") ? () -> {
                nextTurn.await();
                return List.of("TURN");
            } : null;
        }, later -> written.addAll(later.await()), onFailure);
    }

    @Test
    void withNothingToWaitForTheReaderAnswersEachLineItself() throws Exception {
        String reader = Thread.currentThread().getName();
        InOrder o = inOrder(() -> {});
        o.line("A");
        o.line("B");
        assertEquals(List.of("answer A", "answer B"), written);
        assertEquals(List.of(reader, reader), answeredOn);
        assertFalse(o.busy());
    }

    @Test
    void linesSentDuringAWaitAreAnsweredAfterItInOrderThenTheReaderAnswersAgain() throws Exception {
        InOrder o = inOrder(() -> {});
        o.line("WAIT");
        assertTrue(o.busy(), "the bot waits for the second part: not idle");
        o.line("A");
        o.line("B");
        assertEquals(List.of("OK"), written, "held until the wait is over");
        nextTurn.countDown();
        awaitFalse(o::busy);
        assertEquals(List.of("OK", "TURN", "answer A", "answer B"), written);
        o.line("C");
        assertEquals("answer C", written.get(written.size() - 1));
        assertEquals(Thread.currentThread().getName(), answeredOn.get(answeredOn.size() - 1), "the reader answers again");
    }

    @Test
    void pastTheHeldLinesTheReaderStopsReadingUntilTheWaiterTakesOne() throws Exception {
        InOrder o = inOrder(() -> {});
        o.line("WAIT");
        for (int i = 0; i < InOrder.HELD_LINES; i++) o.line("L" + i);
        AtomicBoolean past = new AtomicBoolean();
        Thread reader = Thread.ofVirtual().start(() -> {
            try {
                o.line("one too many");
                past.set(true);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(200);
        assertFalse(past.get(), "the reader is held back (TCP then holds the flood)");
        nextTurn.countDown();
        reader.join(5000);
        assertTrue(past.get());
        awaitFalse(o::busy);
        assertEquals(InOrder.HELD_LINES + 3, written.size());
        assertEquals("answer one too many", written.get(written.size() - 1));
    }

    @Test
    void aConnectionGoneDuringAWaitStopsTheWaiterAndClosesTheSession() throws Exception {
        CountDownLatch closed = new CountDownLatch(1);
        InOrder o = inOrder(closed::countDown);
        o.line("WAIT");
        o.line("A");
        o.stop();
        assertTrue(closed.await(5, TimeUnit.SECONDS));
        awaitFalse(o::busy);
        assertEquals(List.of("OK"), written, "nothing answered after the connection went");
    }

    private static void awaitFalse(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) throw new AssertionError("still true after 5 s");
            Thread.sleep(5);
        }
    }
}
