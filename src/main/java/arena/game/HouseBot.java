package arena.game;

import java.util.List;

/** A bot that lives in the arena and plays through the same protocol as a team's bot. */
public interface HouseBot {

    /** Plays until the contest ends (the link then throws) or the bot has nothing more to do. */
    void play(Link link, long seed) throws Exception;

    /**
     * What the bot does as soon as it is enrolled in a contest, before it plays: a game whose rounds take an entry
     * saves the bot's here, so that the entry exists when the enrollment is answered and a round can start at once
     * (issue 28: two house bots enrolled and a round started right after were refused, "0 with an entry to play").
     * Sends no command that waits for a turn. Nothing, by default.
     */
    default void enroll(Link link, long seed) throws Exception {}

    interface Factory {
        HouseBot create();
    }

    /** The bot's connection: sends one command and returns every line of its answer. */
    interface Link {
        List<String> send(String command) throws InterruptedException;

        /** The login of the team this bot plays for. */
        String teamName();
    }
}
