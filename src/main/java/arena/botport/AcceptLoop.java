package arena.botport;

import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot port's accept loop. An accept that fails (out of file descriptors, most often) is retried after a pause
 * that doubles up to {@value #MAX_PAUSE_MILLIS} ms, said once when it starts and once when accepts work again; the
 * connections already open are served meanwhile, each on its own thread (issue 28, point 5: it retried at once, a
 * busy loop for as long as the descriptors lacked).
 */
final class AcceptLoop implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(AcceptLoop.class);
    static final long FIRST_PAUSE_MILLIS = 10;
    static final long MAX_PAUSE_MILLIS = 1000;

    /** An accept: blocks for the next connection. */
    @FunctionalInterface
    interface Acceptor {
        SocketChannel accept() throws IOException;
    }

    private final Acceptor acceptor;
    private final Consumer<SocketChannel> serve;
    private final BooleanSupplier closed;

    AcceptLoop(Acceptor acceptor, Consumer<SocketChannel> serve, BooleanSupplier closed) {
        this.acceptor = acceptor;
        this.serve = serve;
        this.closed = closed;
    }

    @Override
    public void run() {
        long pause = 0;
        long failures = 0;
        while (!closed.getAsBoolean()) {
            SocketChannel socket;
            try {
                socket = acceptor.accept();
            } catch (IOException e) {
                if (closed.getAsBoolean()) return;
                if (failures++ == 0) log.warn("bot port: accept failed ({}); retrying with a pause of up to {} ms until it works", e.getMessage(), MAX_PAUSE_MILLIS);
                pause = pause == 0 ? FIRST_PAUSE_MILLIS : Math.min(pause * 2, MAX_PAUSE_MILLIS);
                try {
                    Thread.sleep(pause);
                } catch (InterruptedException stop) {
                    return;
                }
                continue;
            }
            if (failures > 0) log.info("bot port: accepting again after {} failed accepts", failures);
            failures = 0;
            pause = 0;
            serve.accept(socket);
        }
    }
}
