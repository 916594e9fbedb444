package arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A close that throws does not keep the rest open (issue 28, point 7); the last opened is closed first. */
class ClosingTest {
    @Test
    void everythingIsClosedLastFirstPastAThrowingClose() {
        List<String> closed = new ArrayList<>();
        Closing opened = new Closing();
        opened.opened("the database", "db", () -> closed.add("db"));
        opened.opened("the bot port", "bots", () -> {
            closed.add("bots");
            throw new IllegalStateException("the socket would not close");
        });
        opened.opened("the web", "web", () -> closed.add("web"));
        Exception first = opened.closeAll();
        assertEquals(List.of("web", "bots", "db"), closed);
        assertEquals("the socket would not close", first.getMessage());
        assertNull(opened.closeAll(), "each is closed once");
        assertEquals(3, closed.size());
    }
}
