package arena.web;

import arena.game.Game;
import arena.game.Settings;
import arena.sandbox.LanguageStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The time limits a hosted bot has in a contest, per language (issue 39: every limit shown is the one that applies): the
 * game's limits with the contest's factor ({@link Game#timeLimits}), times the language's factor (the languages'
 * table: Python 2.0, Java 1.5), rounded as the arena rounds them (LocmArenaMatch.scaled). A game without limits of its
 * own has the contest's turn for every language: no rows.
 */
final class HostedLimits {
    /** One language's limits, each "what: N ms". */
    record Row(String language, double factor, List<String> limits) {}

    private HostedLimits() {}

    static List<Row> of(Optional<Game> game, Settings settings, List<LanguageStatus> offered) {
        if (game.isEmpty()) return List.of();
        List<Game.TimeLimit> limits = game.get().timeLimits(settings);
        if (limits.isEmpty()) return List.of();
        List<Row> rows = new ArrayList<>();
        for (LanguageStatus s : offered) {
            double factor = s.language().timeFactor();
            List<String> texts = limits.stream().map(t -> t.what() + " " + scaled(t.millis(), factor) + " ms").toList();
            rows.add(new Row(s.language().name(), factor, texts));
        }
        return rows;
    }

    /** As the arena scales a bot's limit: by its factor in thousandths, rounded (LocmArenaMatch.scaled). */
    static long scaled(long millis, double factor) {
        int permille = (int) Math.round(factor * 1000);
        return permille == 1000 ? millis : Math.round(millis * permille / 1000.0);
    }
}
