package arena.contest.shared;

import java.time.Instant;

/**
 * What the pages say about a team's bot in one contest: how many bot-port connections it holds there now, and
 * when it last sent a command there (null if never since the arena started).
 */
public record BotPresence(int connections, Instant lastCommand) {
    public static final BotPresence ABSENT = new BotPresence(0, null);

    public boolean connected() {
        return connections > 0;
    }
}
