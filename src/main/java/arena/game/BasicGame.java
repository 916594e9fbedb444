package arena.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game whose name, texts, settings, protocol, house bots and traits are fixed when it is made: what every game
 * states, stated in one place, so that a game's class keeps only what is its own (the round's data, its pages, its
 * round score, its turn limit).
 */
public abstract class BasicGame implements Game {
    private final String name;
    private final String title;
    private final String summary;
    private final List<Setting> settings;
    private final Protocol protocol;
    private final Map<String, HouseBot.Factory> houseBots;
    private final GameTraits traits;

    /**
     * @param summary one sentence for the home page and the game list
     * @param houseBots the house bots by name, in the order the pages offer them ({@link #bots})
     */
    protected BasicGame(String name, String title, String summary, List<Setting> settings, Protocol protocol,
                        Map<String, HouseBot.Factory> houseBots, GameTraits traits) {
        this.name = name;
        this.title = title;
        this.summary = summary;
        this.settings = List.copyOf(settings);
        this.protocol = protocol;
        this.houseBots = Collections.unmodifiableMap(new LinkedHashMap<>(houseBots));
        this.traits = traits;
    }

    /** Two house bots by name, in this order (every game has a stronger one and a random one). */
    protected static Map<String, HouseBot.Factory> bots(String first, HouseBot.Factory firstBot, String second, HouseBot.Factory secondBot) {
        Map<String, HouseBot.Factory> bots = new LinkedHashMap<>();
        bots.put(first, firstBot);
        bots.put(second, secondBot);
        return bots;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final String summary() {
        return summary;
    }

    @Override
    public final List<Setting> settings() {
        return settings;
    }

    @Override
    public final Protocol protocol() {
        return protocol;
    }

    @Override
    public final Map<String, HouseBot.Factory> houseBots() {
        return houseBots;
    }

    @Override
    public final GameTraits traits() {
        return traits;
    }

    @Override
    public final String toString() {
        return name;
    }
}
