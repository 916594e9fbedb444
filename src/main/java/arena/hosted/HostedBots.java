package arena.hosted;

import arena.sandbox.Language;
import arena.sandbox.LanguageStatus;
import arena.sandbox.Languages;
import arena.sandbox.SandboxCheck;
import arena.store.BotStatus;
import arena.store.BotStore;
import arena.store.StoredBotVersion;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the web asks of hosted bots: submitting a version (checked, stored, then built in the background), reading the
 * versions, choosing which plays in a contest, and what languages this arena offers. Every refusal is a
 * {@link BadUpload} with the reason, thrown before anything is stored.
 */
public final class HostedBots {
    private final BotStore store;
    private final Languages languages;
    private final SandboxCheck sandbox;
    private final SourceFiles sources;
    private final BotBuilds builds;
    private final BuildCache cache;
    private final VersionRate rate;
    private final java.util.function.UnaryOperator<String> familyOf;

    /** {@code familyOf}: a game's family by its name (issue 39: LOCM 1.2 and 1.5 are one), an unknown name its own. */
    public HostedBots(BotStore store, Languages languages, SandboxCheck sandbox, SourceFiles sources, BotBuilds builds, BuildCache cache,
                      VersionRate rate, java.util.function.UnaryOperator<String> familyOf) {
        this.familyOf = familyOf;
        this.cache = cache;
        this.rate = rate;
        this.store = store;
        this.languages = languages;
        this.sandbox = sandbox;
        this.sources = sources;
        this.builds = builds;
    }

    /** The checks of uploaded files, for the web's ways of sending them (bytes, a zip). */
    public SourceFiles sources() {
        return sources;
    }

    /**
     * Stores a new version of already checked files and queues its build; the version as stored (compiling). A
     * single file is named as the language names it ({@code bot.py}); several must hold that entry file. Past the
     * team's rate of versions, {@link TooManyVersions} and nothing stored. {@code game}: the game it is made for (issue
     * 39), null when not said (the API's older clients): unknown, allowed anywhere with a warning.
     */
    public StoredBotVersion submit(long teamId, String languageId, String game, Map<String, String> checkedFiles) {
        Language language = language(languageId);
        Map<String, String> files = named(language, checkedFiles);
        BotStore.AddedVersion added = store.addVersion(teamId, language.id(), game, files, SourceHash.of(language.id(), files), rate.perWindow(),
                rate.window());
        if (!added.added()) throw new TooManyVersions(rate, added.waitTime());
        int version = added.version();
        builds.queue(teamId, version);
        return store.version(teamId, version).orElseThrow();
    }

    private Language language(String id) {
        if (id == null || id.isBlank()) throw new BadUpload("say which language the bot is written in (GET /api/languages lists them)");
        Optional<Language> offered = languages.available(id);
        if (offered.isPresent()) return offered.get();
        for (LanguageStatus s : languages.statuses()) {
            if (s.language().id().equals(id)) throw new BadUpload("the language " + id + " is not available here: " + s.reason());
        }
        throw new BadUpload("unknown language " + id + "; this arena knows " + String.join(", ",
                languages.statuses().stream().map(s -> s.language().id()).toList()));
    }

    /**
     * A single file is named as the language names it ({@code bot.py}), a Java file after its public class if it has one
     * (javac's rule: {@code public class Player} lives in {@code Player.java}); several files must hold the language's
     * entry file, unless its build finds what to run (Java's main class, issue 39).
     */
    private static Map<String, String> named(Language language, Map<String, String> files) {
        if (files.size() == 1) {
            Map<String, String> one = new LinkedHashMap<>();
            String text = files.values().iterator().next();
            one.put(language.fileName().endsWith(".java") ? JavaPublicClass.fileName(text).orElse(language.fileName()) : language.fileName(), text);
            return one;
        }
        if (!language.mainFound() && !files.containsKey(language.fileName())) {
            throw new BadUpload("a " + language.name() + " bot of several files needs its entry file " + language.fileName()
                    + " at the top of its folder");
        }
        return files;
    }

    /** A page of a team's versions, newest first (pages from 1). */
    public List<StoredBotVersion> versions(long teamId, int page, int perPage) {
        return store.versions(teamId, (page - 1) * perPage, perPage);
    }

    /** How many versions a team has. */
    public int countVersions(long teamId) {
        return store.countVersions(teamId);
    }

    /** Whether a version of the team waits for or is in its build. */
    public boolean anyCompiling(long teamId) {
        return store.anyCompiling(teamId);
    }

    /** The rate of versions a team may submit. */
    public VersionRate rate() {
        return rate;
    }

    public Optional<StoredBotVersion> version(long teamId, int version) {
        return store.version(teamId, version);
    }

    /**
     * Chooses what plays for a team in a contest of {@code contestGame}: a version (one whose build did not fail), or null
     * for its TCP bot. A version made for a game of another family is refused unless {@code otherGame} says it is meant
     * (issue 39: a Pizzacraft version chosen for LOCM lost on turn 1); one whose game is unknown (made before versions had
     * one) is taken, with a warning. A chosen version whose build is not at hand (replaced before it was built, or removed
     * for the disk's budget: issue 38) is queued to be built, so it is ready before it plays. Returns the warning, or null.
     */
    public String choose(long contestId, String contestGame, long teamId, Integer version, boolean otherGame) {
        StoredBotVersion v = null;
        String warning = null;
        if (version != null) {
            v = store.version(teamId, version).orElseThrow(() -> new BadUpload("the team has no version " + version));
            if (v.status() == BotStatus.FAILED) throw new BadUpload("version " + version + " did not compile: choose another, or fix it and submit it again");
            if (v.game() == null) {
                warning = "version " + version + " was made before versions named their game: make sure it plays " + contestGame;
            } else if (!otherGame && !familyOf.apply(v.game()).equals(familyOf.apply(contestGame))) {
                throw new BadUpload("version " + version + " was made for " + v.game() + ", and this contest plays " + contestGame
                        + ": choose a version made for " + contestGame + ", or say that you mean it (the panel's \"play it in this game anyway\","
                        + " the API's \"otherGame\": true)");
            }
        }
        store.choose(contestId, teamId, version);
        if (v == null) return null;
        if (v.status() == BotStatus.REPLACED) {
            store.buildAgain(teamId, version);
            builds.queue(teamId, version);
        } else if (v.status() == BotStatus.READY && !cache.kept(v.language(), v.sourceHash())) {
            builds.rebuild(teamId, version);
        }
        return warning;
    }

    /**
     * Issue 44: the sides of a team's practice of one version against another, checked: {@code first} a version or null
     * for the team's TCP bot, {@code second} a version; each the team's own, built, and made for this contest's game
     * (or for no game known). {@link BadUpload} with the reason, naming the version, for anything else.
     */
    public arena.contest.base.Sides sparring(long teamId, String contestGame, Integer first, Integer second) {
        if (second == null) throw new BadUpload("choose the version to play against (the second side is always a version)");
        if (second.equals(first)) throw new BadUpload("version " + second + " against itself: choose two different versions, or your TCP bot and a version");
        if (first != null) playable(teamId, contestGame, first);
        playable(teamId, contestGame, second);
        return arena.contest.base.Sides.selfPlay(teamId, first, second);
    }

    /** A version a team may play in a practice of this game now: its own, ready, made for the game; else {@link BadUpload}. */
    public void playable(long teamId, String contestGame, int version) {
        StoredBotVersion v = store.version(teamId, version).orElseThrow(() -> new BadUpload("your team has no version " + version));
        if (v.status() != BotStatus.READY) throw new BadUpload("version " + version + " is " + v.status().text() + ", not ready to play");
        if (!fits(v, contestGame)) throw new BadUpload("version " + version + " was made for " + v.game() + ", and this contest plays " + contestGame);
    }

    /** Whether a version may play in a game without asking: made for its family, or for no game known. */
    public boolean fits(StoredBotVersion v, String game) {
        return v.game() == null || familyOf.apply(v.game()).equals(familyOf.apply(game));
    }

    /** A version's files, path to text, in the order they were submitted. */
    public Map<String, String> files(long teamId, int version) {
        return store.files(teamId, version);
    }

    public Optional<Integer> chosen(long contestId, long teamId) {
        return store.chosen(contestId, teamId);
    }

    public List<LanguageStatus> languages() {
        return languages.statuses();
    }

    public SandboxCheck sandbox() {
        return sandbox;
    }
}
