package arena.contest.turns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A team's private log of a match is capped in lines and in characters, and says where it stops. */
class TeamLogCapTest {
    @Test
    void aChattyBotsLogStopsAt64KiBOfTextWithANote() {
        TeamLog log = new TeamLog();
        String line = "x".repeat(1000); // 1000 characters, at most MAX_TEXT each
        for (int i = 0; i < 100; i++) log.add(1, "command", line);
        List<TeamLog.Line> lines = log.lines();
        // 65 lines of 1000 characters make 65,000 <= 65,536; a 66th would pass the cap, so the note comes instead
        assertEquals(66, lines.size());
        assertEquals("note", lines.get(65).kind());
        assertTrue(lines.get(65).text().contains("64 KiB"), lines.get(65).text());
        assertTrue(log.encode().length() < TeamLog.MAX_CHARS + 2000, "what is stored stays near the cap");
    }

    @Test
    void shortLinesStopAtTheLineCap() {
        TeamLog log = new TeamLog();
        for (int i = 0; i < TeamLog.MAX_LINES + 50; i++) log.add(i, "answer", "OK");
        assertEquals(TeamLog.MAX_LINES + 1, log.lines().size(), "2000 lines and the note");
        assertEquals("note", log.lines().get(TeamLog.MAX_LINES).kind());
    }
}
