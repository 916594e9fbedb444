package arena.botport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Accepts that fail (no file descriptors left) are retried with a growing pause, not at once (issue 28, point 5:
 * the loop retried at once, a busy loop); once accepts work again, connections are served as before.
 */
class AcceptLoopTest {
    @Test
    void failingAcceptsBackOffAndTheLoopServesAgainOnceTheyWork() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        AtomicBoolean failing = new AtomicBoolean(true);
        AtomicBoolean closed = new AtomicBoolean();
        List<SocketChannel> served = new ArrayList<>();
        AcceptLoop loop = new AcceptLoop(() -> {
            calls.incrementAndGet();
            if (failing.get()) throw new IOException("Too many open files");
            if (served.size() >= 2) {
                closed.set(true);
                throw new IOException("closed");
            }
            return SocketChannel.open();
        }, s -> served.add(s), closed::get);
        Thread t = Thread.ofPlatform().start(loop);
        Thread.sleep(1000); // the measuring window itself: the tries made in one second are counted
        int inASecond = calls.get();
        // pauses of 10, 20, 40, ... ms: at most 8 tries in the first second (a busy loop made millions)
        assertTrue(inASecond >= 2 && inASecond <= 8, inASecond + " accepts tried in a second");
        failing.set(false);
        t.join(5000);
        assertEquals(2, served.size(), "served again once accepts work");
        for (SocketChannel s : served) s.close();
    }
}
