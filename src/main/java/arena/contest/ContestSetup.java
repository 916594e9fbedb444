package arena.contest;

import arena.contest.base.Games;
import arena.contest.base.Refused;
import arena.contest.base.RefusedFields;
import arena.contest.life.LiveContest;
import arena.contest.rules.ContestSettings;
import arena.contest.rules.SeedCommitments;
import arena.contest.rules.SeedScheme;
import arena.game.Game;
import arena.game.Setting;
import arena.game.Settings;
import arena.store.ContestStore;
import arena.store.StoredContest;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/** What a contest is set up with: its slug and title, its game (over the contest's own data file, if any), its settings. */
final class ContestSetup {
    private static final Pattern SLUG = Pattern.compile("[a-z0-9][a-z0-9-]{1,39}");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Games games;
    private final ContestStore contestStore;
    private final Map<Long, Game> gamesWithData = new ConcurrentHashMap<>();

    ContestSetup(Games games, ContestStore contestStore) {
        this.games = games;
        this.contestStore = contestStore;
    }

    /**
     * Stores a new contest, checked, open for registration until its first round starts. Every field at fault is named
     * at once ({@link RefusedFields}: the slug, the title, the game, each setting by its name), so a form shows every
     * reason in one answer.
     */
    StoredContest create(String slug, String title, String gameName, Map<String, ?> given) {
        Map<String, String> problems = new LinkedHashMap<>();
        if (slug == null || !SLUG.matcher(slug).matches())
            problems.put("slug", "a short name has 2 to 40 characters: lower-case letters, digits and '-', starting with a letter or digit");
        if (title == null || title.isBlank()) problems.put("title", "a contest needs a title");
        else if (title.length() > 120) problems.put("title", "a title has at most 120 characters");
        Game game = games.get(gameName).orElse(null);
        if (game == null) problems.put("game", (gameName == null || gameName.isBlank() ? "a contest needs a game" : "unknown game " + gameName)
                + "; games: " + String.join(", ", games.all().stream().map(Game::name).toList()));
        Map<String, Object> values = new LinkedHashMap<>();
        if (game != null) {
            Map<String, Setting> schema = new LinkedHashMap<>();
            for (Setting s : ContestSettings.schema(game)) schema.put(s.name(), s);
            for (Map.Entry<String, ?> e : (given == null ? Map.<String, Object>of() : given).entrySet()) {
                Setting s = schema.get(e.getKey());
                if (s == null) {
                    problems.put(e.getKey(), "unknown setting " + e.getKey());
                    continue;
                }
                try {
                    if (e.getValue() == null) throw new IllegalArgumentException("setting " + e.getKey() + " has no value");
                    values.put(s.name(), s.accept(e.getValue()));
                } catch (IllegalArgumentException why) {
                    problems.put(s.name(), why.getMessage());
                }
            }
        }
        if (!problems.isEmpty()) throw new RefusedFields(false, problems);
        values = new LinkedHashMap<>(ContestSettings.of(game, values).asMap());
        if ((Long) values.get(ContestSettings.SEED) == 0L) values.put(ContestSettings.SEED, new SecureRandom().nextLong(1, Long.MAX_VALUE));
        long registration = (Long) values.get(ContestSettings.REGISTRATION_MILLIS);
        LocalDateTime endsAt = registration > 0 ? LocalDateTime.now().plusNanos(registration * 1_000_000) : null;
        String json;
        try {
            json = JSON.writeValueAsString(values);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return contestStore.create(slug, title.strip(), game.name(), json, (Boolean) values.get(ContestSettings.SELF_SIGNUP), endsAt,
                        SeedScheme.CURRENT.number(), SeedCommitments.newKey())
                .orElseThrow(() -> new Contests.Conflict("a contest with the short name " + slug + " exists"));
    }

    /** The game a contest plays: the installed one, or the one over the contest's own data file. */
    Optional<Game> gameFor(StoredContest contest) {
        Optional<Game> base = games.get(contest.game());
        if (base.isEmpty() || contest.gameData() == null) return base;
        return Optional.of(gamesWithData.computeIfAbsent(contest.id(), id -> base.get().withContestData(contest.gameData())));
    }

    /** Replaces the data file of a contest's game (before its first round); a bad file is refused with the reason. */
    void setGameData(LiveContest contest, String text) {
        Game base = games.get(contest.game().name()).orElseThrow();
        if (!base.traits().takesDataFile()) throw new Refused("the game " + base.name() + " takes no data file");
        if (text == null || text.isBlank()) throw new Refused("the data file is empty");
        Game withData;
        try {
            withData = base.withContestData(text);
        } catch (IllegalArgumentException e) {
            throw new Refused("the data file is refused: " + e.getMessage());
        }
        contest.replaceGame(withData, () -> contestStore.setGameData(contest.id(), text));
        gamesWithData.put(contest.id(), withData);
    }

    Settings settingsOf(StoredContest record, Game game) {
        try {
            Map<String, Object> stored = JSON.readValue(record.settingsJson(), new TypeReference<>() {});
            stored.keySet().retainAll(ContestSettings.schema(game).stream().map(Setting::name).toList());
            return ContestSettings.of(game, stored);
        } catch (Exception e) {
            throw new IllegalStateException("contest " + record.slug() + " has unreadable settings: " + e.getMessage(), e);
        }
    }
}
