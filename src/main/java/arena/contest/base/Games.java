package arena.contest.base;

import arena.game.Game;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** The games this arena hosts, found on the class path (META-INF/services/arena.game.Game). */
public final class Games {
    private final Map<String, Game> byName = new TreeMap<>();

    public Games(Collection<Game> games) {
        for (Game g : games) byName.put(g.name(), g);
    }

    public static Games discover() {
        return new Games(ServiceLoader.load(Game.class).stream().map(ServiceLoader.Provider::get).toList());
    }

    public Optional<Game> get(String name) {
        return Optional.ofNullable(name == null ? null : byName.get(name));
    }

    public Collection<Game> all() {
        return byName.values();
    }
}
