package arena.game;

import java.util.List;

/** A bot that lives in the arena and plays through the same protocol as a team's bot. */
public interface HouseBot {

    /** Plays until the contest ends (the link then throws) or the bot has nothing more to do. */
    void play(Link link, long seed) throws Exception;

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
