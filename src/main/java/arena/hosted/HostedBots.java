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

    public HostedBots(BotStore store, Languages languages, SandboxCheck sandbox, SourceFiles sources, BotBuilds builds) {
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
     * single file is named as the language names it ({@code bot.py}); several must hold that entry file.
     */
    public StoredBotVersion submit(long teamId, String languageId, Map<String, String> checkedFiles) {
        Language language = language(languageId);
        Map<String, String> files = named(language, checkedFiles);
        int version = store.addVersion(teamId, language.id(), files, SourceHash.of(language.id(), files));
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

    private static Map<String, String> named(Language language, Map<String, String> files) {
        if (files.size() == 1) {
            Map<String, String> one = new LinkedHashMap<>();
            one.put(language.fileName(), files.values().iterator().next());
            return one;
        }
        if (!files.containsKey(language.fileName())) {
            throw new BadUpload("a " + language.name() + " bot of several files needs its entry file " + language.fileName()
                    + " at the top of its folder");
        }
        return files;
    }

    /** A team's versions, newest first. */
    public List<StoredBotVersion> versions(long teamId) {
        return store.versions(teamId);
    }

    public Optional<StoredBotVersion> version(long teamId, int version) {
        return store.version(teamId, version);
    }

    /** Chooses what plays for a team in a contest: a version (one whose build did not fail), or null for its TCP bot. */
    public void choose(long contestId, long teamId, Integer version) {
        if (version != null) {
            StoredBotVersion v = store.version(teamId, version).orElseThrow(() -> new BadUpload("the team has no version " + version));
            if (v.status() == BotStatus.FAILED) throw new BadUpload("version " + version + " did not compile: choose another, or fix it and submit it again");
        }
        store.choose(contestId, teamId, version);
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
