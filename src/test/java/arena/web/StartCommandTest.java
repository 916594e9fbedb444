package arena.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

/** The start commands on the team page (POSIX shell and PowerShell) is pasted into a shell as it is shown; the next round's time reads as a person says it. */
class StartCommandTest {

    @Test
    void plainWordsStayAndOthersAreQuotedSoTheShellReadsThemBack() {
        assertEquals("owls", Starters.shellWord("owls"));
        assertEquals("Żubry-2.b", Starters.shellWord("Żubry-2.b"));
        assertEquals("arena.example.org", Starters.shellWord("arena.example.org"));
        assertEquals("'[::1]'", Starters.shellWord("[::1]"), "brackets are a shell pattern");
        assertEquals("'a b'", Starters.shellWord("a b"), "a team named before the naming rules");
        assertEquals("'it'\\''s'", Starters.shellWord("it's"));
        assertEquals("'$(rm -rf ~)'", Starters.shellWord("$(rm -rf ~)"), "a host header is not run");
    }

    @Test
    void powerShellGetsItsOwnQuoting() {
        assertEquals("owls", Starters.powerShellWord("owls"));
        assertEquals("Żubry-2.b", Starters.powerShellWord("Żubry-2.b"));
        assertEquals("'-x'", Starters.powerShellWord("-x"), "a leading dash would read as a parameter");
        assertEquals("'it''s'", Starters.powerShellWord("it's"));
        assertEquals("'$(rm -rf ~)'", Starters.powerShellWord("$(rm -rf ~)"), "a host header is not run");
        assertEquals("'@a'", Starters.powerShellWord("@a"), "splatting");
        assertEquals("'a;b'", Starters.powerShellWord("a;b"));
    }

    @Test
    void theTimeToTheNextRoundReadsAsAPersonSaysIt() {
        LocalDateTime now = LocalDateTime.of(2026, 3, 1, 12, 0);
        assertNull(TeamHub.timeUntil(null, now));
        assertEquals("any moment now", TeamHub.timeUntil(now.minusSeconds(3), now));
        assertEquals("in 45 s", TeamHub.timeUntil(now.plusSeconds(45), now));
        assertEquals("in 2 min", TeamHub.timeUntil(now.plusSeconds(61), now), "rounded up: not sooner than said");
        assertEquals("in 1 h 30 min", TeamHub.timeUntil(now.plusMinutes(90), now));
        assertEquals("in 3 days", TeamHub.timeUntil(now.plusDays(3), now));
    }
}
