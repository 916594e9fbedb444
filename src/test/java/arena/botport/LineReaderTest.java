package arena.botport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LineReaderTest {
    private static LineReader reader(String text, int max) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), max);
    }

    @Test
    void linesEndWithNewlineAndACarriageReturnBeforeItIsDropped() throws Exception {
        LineReader r = reader("LOGIN\r\nPASS\n\nlast", 100);
        assertEquals("LOGIN", r.next());
        assertEquals("PASS", r.next());
        assertEquals("", r.next());
        assertEquals("last", r.next());
        assertNull(r.next());
    }

    @Test
    void aLineOverTheLimitIsReportedOnceAndItsRestDiscarded() throws Exception {
        LineReader r = reader("x".repeat(10) + "\n" + "y".repeat(11) + "tail\nnext\n", 10);
        assertEquals("x".repeat(10), r.next());
        assertSame(LineReader.TOO_LONG, r.next());
        assertEquals("next", r.next());
    }

    @Test
    void aCarriageReturnAtTheLimitDoesNotCountAsTooLong() throws Exception {
        assertEquals("x".repeat(10), reader("x".repeat(10) + "\r\n", 10).next());
    }

    @Test
    void aLongLineSpanningManyBuffersIsStillOneTooLong() throws Exception {
        LineReader r = reader("z".repeat(100_000) + "\nOK\n", 4096);
        assertSame(LineReader.TOO_LONG, r.next());
        assertEquals("OK", r.next());
    }

    @Test
    void utf8IsDecoded() throws Exception {
        assertEquals("Żółć", reader("Żółć\n", 100).next());
    }
}
