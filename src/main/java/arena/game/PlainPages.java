package arena.game;

import java.util.Map;

/**
 * The pages of a game that needs nothing beyond {@link GamePages}' defaults: its board and rules templates under
 * {@code games/<name>/}, its starter bots as the samples, and the demo's settings (Vestrock, Pizzacraft).
 */
public record PlainPages(String name, Map<String, Object> demoSettings) implements GamePages {

    public PlainPages {
        demoSettings = Map.copyOf(demoSettings);
    }
}
