package arena.botport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Answer;
import arena.game.BotLine;
import arena.support.Await;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A logged-in connection on the command loop (issue 31): its lines answered on the loop in order, the parts that wait
 * answered away from it, the lines sent meanwhile held (and, past a bound, left to TCP), a client that does not read
 * holding only itself, and a connection closed while it waits ending at once (RULINGS 1 and 7).
 */
class BotConnectionTest {
    private static final String LOOP = "test-command-loop";
    /** The contest's list of waits, as a fake: the wakes the connections left for the next turn. */
    private final List<Runnable> waiting = new CopyOnWriteArrayList<>();
    private volatile boolean turnTold;
    /** Threads that looked for a WAIT's second part, or left a wake for it. */
    private final List<String> lookedOn = new CopyOnWriteArrayList<>();
    private final CountDownLatch storeAnswers = new CountDownLatch(1);
    /** A WAIT's entry left the list because its connection was gone (the session heard it ended), not by an interrupt. */
    private final CountDownLatch waitEnded = new CountDownLatch(1);
    /** A SAVE's work went to its end, and whether its thread was ever interrupted meanwhile. */
    private final CountDownLatch saveFinished = new CountDownLatch(1);
    private final java.util.concurrent.atomic.AtomicBoolean interrupted = new java.util.concurrent.atomic.AtomicBoolean();
    private final List<String> answeredOn = new CopyOnWriteArrayList<>();
    private volatile long slowStarted;
    private volatile long timedArrived;
    private final AtomicInteger heard = new AtomicInteger();
    private final List<Socket> clients = new ArrayList<>();
    private CommandLoop loop;
    private ServerSocketChannel server;

    /**
     * WAIT answers OK, then TURN once the turn comes; SAVE waits for the store; BIG answers 2 MB; any other line answers
     * "answer LINE".
     */
    private final class Fake implements BotConnection.Answers {
        final CountDownLatch ended = new CountDownLatch(1);
        final CountDownLatch endedBefore = new CountDownLatch(1);

        /** This connection's wake on the list, or null. */
        volatile Runnable wake;

        @Override
        public Answer answer(BotLine line) {
            answeredOn.add(Thread.currentThread().getName());
            return switch (line.text()) {
                case "WAIT" -> Answer.ok().then(new Answer.Later() {
                    // as the contest's waits: an entry on the list, woken by the turn or left at the connection's end
                    @Override
                    public List<String> poll() throws InterruptedException {
                        lookedOn.add(Thread.currentThread().getName());
                        if (ended.getCount() == 0) throw new InterruptedException("the connection is gone");
                        return turnTold ? List.of("TURN") : null;
                    }

                    @Override
                    public void whenReady(Runnable w) {
                        lookedOn.add(Thread.currentThread().getName());
                        if (Thread.currentThread().isInterrupted()) interrupted.set(true);
                        wake = w;
                        waiting.add(w);
                        if (turnTold || ended.getCount() == 0) w.run();
                    }
                });
                case "SAVE" -> {
                    // as a command in the store: it waits for the store without giving up, as a JDBC call does
                    boolean done = false;
                    while (!done) {
                        try {
                            done = storeAnswers.await(10, TimeUnit.MILLISECONDS);
                        } catch (InterruptedException e) {
                            interrupted.set(true); // in H2's file I/O, this closed the database (issue 38)
                        }
                    }
                    saveFinished.countDown();
                    yield new Answer(List.of("saved"), false, null);
                }
                case "SLOW" -> { // a command that takes the loop a while (a long answer, a busy machine)
                    slowStarted = System.nanoTime();
                    sleepOnTheLoop(200);
                    yield new Answer(List.of("slow"), false, null);
                }
                case "TIMED" -> {
                    timedArrived = line.arrivedNanos();
                    yield new Answer(List.of("timed"), false, null);
                }
                case "BIG" -> new Answer(Collections.nCopies(2048, "x".repeat(1023)), false, null);
                default -> new Answer(List.of("answer " + line.text()), false, null);
            };
        }

        @Override
        public boolean mayWait(BotLine line) {
            return line.text().equals("SAVE");
        }

        @Override
        public List<String> framed(List<String> lines, boolean more) {
            return lines;
        }

        @Override
        public void heard() {
            heard.incrementAndGet();
        }

        @Override
        public void delivered() {
            // nothing handed over here
        }

        @Override
        public void ended() {
            ended.countDown();
            Runnable w = wake;
            if (w != null && waiting.remove(w)) waitEnded.countDown(); // its entry leaves the list, as TurnSignal.hangUp
        }

        @Override
        public void endedBefore() {
            endedBefore.countDown();
        }
    }

    private static void sleepOnTheLoop(long millis) {
        try {
            Thread.sleep(millis); // a command that is slow on the loop, by design
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The turn is handed over: every wake on the list runs, as TurnSignal.publish does. */
    private void tellTurn() {
        turnTold = true;
        for (Runnable w : waiting) if (waiting.remove(w)) w.run();
    }

    @BeforeEach
    void start() throws Exception {
        loop = new CommandLoop().start(LOOP);
        server = ServerSocketChannel.open().bind(new InetSocketAddress("127.0.0.1", 0));
    }

    @AfterEach
    void stop() throws Exception {
        for (Socket c : clients) c.close();
        server.close();
        loop.close();
    }

    /** A client socket, and the server's side of it on the loop. */
    private record Pair(Socket client, BufferedReader in, BotConnection connection, Fake answers) {
        void send(String text) throws Exception {
            client.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    private Pair connect() throws Exception {
        Socket client = new Socket("127.0.0.1", server.socket().getLocalPort());
        clients.add(client);
        client.setSoTimeout(5000);
        SocketChannel accepted = server.accept();
        accepted.setOption(java.net.StandardSocketOptions.SO_SNDBUF, 16 * 1024);
        accepted.configureBlocking(false);
        Fake answers = new Fake();
        BotConnection c = new BotConnection(loop, accepted, ByteBuffer.allocate(0), answers, false);
        c.start();
        return new Pair(client, new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8)), c, answers);
    }

    @Test
    void eachLineIsAnsweredOnTheLoopInOrder() throws Exception {
        Pair p = connect();
        p.send("A\r\nB\n");
        assertEquals("answer A", p.in().readLine());
        assertEquals("answer B", p.in().readLine());
        assertEquals(List.of(LOOP, LOOP), answeredOn);
        assertFalse(p.connection().busy());
    }

    @Test
    void bytesReadWithThePasswordAreAnsweredFirst() throws Exception {
        Socket client = new Socket("127.0.0.1", server.socket().getLocalPort());
        clients.add(client);
        SocketChannel accepted = server.accept();
        accepted.configureBlocking(false);
        new BotConnection(loop, accepted, ByteBuffer.wrap("FIRST\nSEC".getBytes(StandardCharsets.UTF_8)), new Fake(), false).start();
        client.getOutputStream().write("OND\n".getBytes(StandardCharsets.UTF_8));
        BufferedReader in = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("answer FIRST", in.readLine());
        assertEquals("answer SECOND", in.readLine());
    }

    @Test
    void linesSentDuringAWaitAreAnsweredAfterItInOrderThenOnTheLoopAgain() throws Exception {
        Pair p = connect();
        p.send("WAIT\nA\nB\n");
        assertEquals("OK", p.in().readLine());
        assertTrue(p.connection().busy(), "the bot waits for the second part: not idle");
        p.client().setSoTimeout(300);
        assertThrows(SocketTimeoutException.class, () -> p.in().readLine(), "A and B are held until the wait is over");
        p.client().setSoTimeout(5000);
        tellTurn();
        assertEquals("TURN", p.in().readLine());
        assertEquals("answer A", p.in().readLine());
        assertEquals("answer B", p.in().readLine());
        p.send("C\n");
        assertEquals("answer C", p.in().readLine());
        assertEquals(LOOP, answeredOn.get(answeredOn.size() - 1), "the loop answers again");
        assertFalse(p.connection().busy());
    }

    /**
     * Issue 45: a bot waiting for its second part is an entry on the contest's list, not a thread: the loop looks for the
     * part and leaves its wake, and the turn's hand-over hands the connection back to the loop, which writes it.
     */
    @Test
    void aWaitIsAnEntryOnTheListAnsweredFromTheLoopWithNoThreadOfItsOwn() throws Exception {
        Pair p = connect();
        Pair other = connect();
        p.send("WAIT\n");
        other.send("WAIT\n");
        assertEquals("OK", p.in().readLine());
        assertEquals("OK", other.in().readLine());
        Await.until("both connections on the waiting list", 20_000, () -> waiting.size() >= 2);
        assertEquals(2, waiting.size(), "both connections wait as entries on the list");
        tellTurn();
        assertEquals("TURN", p.in().readLine());
        assertEquals("TURN", other.in().readLine());
        assertEquals(List.of(LOOP), lookedOn.stream().distinct().toList(), "looked for and left on the list by the loop alone");
        assertEquals(List.of(LOOP), answeredOn.stream().distinct().toList());
        assertFalse(p.connection().busy());
    }

    /**
     * Issue 45: a line is timed from the read that brought it, not from when the loop came to it: behind a slow answer
     * (LOCM's ANSWER behind LOG lines sent with it), its arrival is still the moment its bytes came.
     */
    @Test
    void aLineArrivesWithTheReadThatBroughtItNotWhenItIsAnswered() throws Exception {
        Pair p = connect();
        p.send("SLOW\nTIMED\n");
        assertEquals("slow", p.in().readLine());
        assertEquals("timed", p.in().readLine());
        assertTrue(timedArrived <= slowStarted, "TIMED arrived with SLOW, before SLOW was answered ("
                + (timedArrived - slowStarted) / 1_000_000 + " ms after its start)");
    }

    @Test
    void pastTheHeldLinesTheConnectionIsNotReadUntilTheWaitIsOver() throws Exception {
        Pair p = connect();
        StringBuilder flood = new StringBuilder("WAIT\n");
        int lines = BotConnection.HELD_LINES * 10;
        for (int i = 0; i < lines; i++) flood.append("L").append(i).append('\n');
        p.send(flood.toString());
        assertEquals("OK", p.in().readLine());
        Await.until("WAIT and the held lines taken", 20_000, () -> heard.get() >= 1 + BotConnection.HELD_LINES);
        Thread.sleep(300); // a negative check: no line beyond the held ones may be taken in this time
        assertEquals(1 + BotConnection.HELD_LINES, heard.get(), "WAIT and the held lines taken, no more (TCP holds the rest)");
        tellTurn();
        assertEquals("TURN", p.in().readLine());
        for (int i = 0; i < lines; i++) assertEquals("answer L" + i, p.in().readLine());
    }

    @Test
    void aCommandThatWaitsForTheStoreIsAnsweredAwayFromTheLoopAndTheNextLineAfterIt() throws Exception {
        Pair p = connect();
        Pair other = connect();
        p.send("SAVE\nA\n");
        other.send("B\n");
        assertEquals("answer B", other.in().readLine(), "the other connection is answered while the store is slow");
        storeAnswers.countDown();
        assertEquals("saved", p.in().readLine());
        assertEquals("answer A", p.in().readLine());
        assertEquals(1, answeredOn.stream().filter(thread -> !thread.equals(LOOP)).count(), "SAVE alone answered away from the loop");
    }

    @Test
    void aClientThatDoesNotReadHoldsOnlyItself() throws Exception {
        Pair stalled = connect();
        Pair other = connect();
        stalled.send("BIG\nA\n");
        Await.until("the stalled connection's write waits", 20_000, () -> stalled.connection().writingSince() != 0);
        assertNotEquals(0, stalled.connection().writingSince(), "2 MB do not fit in the socket: the rest waits, and the watchdog sees since when");
        for (int i = 0; i < 100; i++) {
            other.send("B" + i + "\n");
            assertEquals("answer B" + i, other.in().readLine());
        }
        int bigLines = 0;
        while (!stalled.in().readLine().equals("answer A")) bigLines++;
        assertEquals(2048, bigLines, "the stalled client gets all of its answer once it reads, then the next");
        assertEquals(0, stalled.connection().writingSince());
    }

    @Test
    void anAnswerLargerThanTheLoopsBatchComesAfterTheAnswersQueuedBeforeItAndBeforeTheNext() throws Exception {
        Pair p = connect();
        p.send("A\nBIG\nB\n");
        assertEquals("answer A", p.in().readLine(), "queued in the pass's batch, written before BIG (2 MB, past the batch) is");
        for (int i = 0; i < 2048; i++) assertEquals(1023, p.in().readLine().length());
        assertEquals("answer B", p.in().readLine());
    }

    @Test
    void aConnectionClosedDuringAWaitEndsAtOnceAndStopsItsWaiter() throws Exception {
        Pair p = connect();
        p.send("WAIT\nA\n");
        assertEquals("OK", p.in().readLine());
        Await.until("the connection on the waiting list", 20_000, () -> !waiting.isEmpty());
        assertEquals(1, waiting.size(), "it waits as an entry on the list");
        p.client().close();
        assertTrue(p.answers().ended.await(5, TimeUnit.SECONDS), "ended (its slot goes back) while its bot waited");
        assertTrue(waitEnded.await(5, TimeUnit.SECONDS), "its entry leaves the list at once");
        assertTrue(waiting.isEmpty());
        assertFalse(interrupted.get(), "ended by its session hearing the connection is gone, never by an interrupt");
        assertFalse(p.connection().busy());
        assertEquals(1, answeredOn.size(), "nothing answered after the connection went");
    }

    /**
     * Issue 38: a connection that ends while its command is in the store (a bot that sends PRACTICE and closes at once)
     * lets the command finish; only its answer is dropped. Its thread was interrupted before, and an interrupt in H2's
     * file I/O closed the database for every team.
     */
    @Test
    void aConnectionClosedWhileItsCommandIsInTheStoreLetsTheCommandFinishUninterrupted() throws Exception {
        Pair p = connect();
        p.send("SAVE\nA\n");
        Await.until("SAVE being answered", 20_000, () -> !answeredOn.isEmpty());
        assertEquals(1, answeredOn.size(), "SAVE is being answered, away from the loop");
        p.client().setSoLinger(true, 0); // a reset, as a bot killed at once
        p.client().close();
        assertTrue(p.answers().ended.await(5, TimeUnit.SECONDS), "ended (its slot goes back) while its command is in the store");
        Thread.sleep(50); // the test's pacing: the store answers a moment after the connection's end, not with it
        storeAnswers.countDown();
        assertTrue(saveFinished.await(5, TimeUnit.SECONDS), "the command's work goes to its end");
        assertFalse(interrupted.get(), "the command's thread is never interrupted");
        assertTrue(p.answers().endedBefore.await(5, TimeUnit.SECONDS), "what the work took after the end goes back");
        Thread.sleep(50); // a negative check: no further line may be answered in this time
        assertEquals(1, answeredOn.size(), "its answer is dropped, and the line after it never answered");
    }

    @Test
    void aLastLineWithoutItsNewlineIsAnsweredBeforeTheEnd() throws Exception {
        Pair p = connect();
        p.send("A\nlast");
        p.client().shutdownOutput();
        assertEquals("answer A", p.in().readLine());
        assertEquals("answer last", p.in().readLine());
        assertTrue(p.answers().ended.await(5, TimeUnit.SECONDS));
    }
}
