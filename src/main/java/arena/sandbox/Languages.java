package arena.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The languages this arena offers: the built-in table ({@code sandbox/languages.tsv} in resources) plus an
 * administrator's own {@code DATA_DIR/languages.tsv}, whose rows add languages or override built-in ones by id.
 * Each language's toolchain is probed once, at load, in the sandbox itself (what a bot can run is what the sandbox
 * shows, not what the arena's own PATH has); one that is missing is listed unavailable with why, not offered.
 */
public final class Languages {

    private static final Logger log = LoggerFactory.getLogger(Languages.class);

    /** The built-in table, in resources. */
    static final String BUILT_IN = "sandbox/languages.tsv";
    /** The administrator's table, in the data folder. */
    public static final String ADMIN_FILE = "languages.tsv";

    private final List<LanguageStatus> statuses;

    private Languages(List<LanguageStatus> statuses) {
        this.statuses = List.copyOf(statuses);
    }

    /**
     * Reads both tables and probes each toolchain in a {@link BubblewrapSandbox} made for it under
     * {@code dataDir/sandbox}. An arena that has a sandbox already passes it to {@link #load(Path, Sandbox)}.
     */
    public static Languages load(Path dataDir) {
        return load(dataDir, BubblewrapSandbox.create(dataDir.resolve("sandbox")));
    }

    /** Reads both tables and probes each language's toolchain in {@code sandbox} (all unavailable if it is unusable). */
    public static Languages load(Path dataDir, Sandbox sandbox) {
        List<Language> table = table(dataDir);
        SandboxCheck check = sandbox.check();
        List<LanguageStatus> out = new ArrayList<>();
        for (Language lang : table) {
            LanguageStatus status = check.usable() ? sandbox.probe(lang)
                    : new LanguageStatus(lang, false, "", "the sandbox is unavailable: " + check.reason());
            if (!status.available()) log.info("Language {} not offered: {}", lang.id(), status.reason());
            out.add(status);
        }
        return new Languages(out);
    }

    /** The languages of both tables, the administrator's rows replacing built-in ones of the same id, in order. */
    static List<Language> table(Path dataDir) {
        Map<String, Language> byId = new LinkedHashMap<>();
        try (InputStream in = Languages.class.getClassLoader().getResourceAsStream(BUILT_IN)) {
            if (in == null) throw new IllegalStateException(BUILT_IN + " is missing from the resources");
            for (Language l : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), BUILT_IN)) byId.put(l.id(), l);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path admin = dataDir.resolve(ADMIN_FILE);
        if (Files.isRegularFile(admin)) {
            try {
                for (Language l : parse(Files.readString(admin), admin.toString())) byId.put(l.id(), l);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + admin, e);
            }
        }
        return List.copyOf(byId.values());
    }

    /**
     * Parses a table: one language a line, seven tab-separated columns (id, name, file name, compile or "-", run,
     * time factor, version command) and an optional eighth, the entry ("file": the file name must be among a bot's
     * files, the default; "main": the build finds what to run, issue 39); commands are shell lines, so each becomes {@code sh -c <line>}. Lines that
     * are blank or start with # are skipped. A malformed row is an error naming its file and line: an arena that
     * silently dropped an administrator's language would leave them guessing.
     */
    static List<Language> parse(String text, String source) {
        List<Language> out = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank() || line.startsWith("#")) continue;
            String where = source + " line " + (i + 1);
            String[] c = line.split("\t", -1);
            if (c.length != 7 && c.length != 8) {
                throw new IllegalArgumentException(where + ": 7 tab-separated columns expected (id, name, file, "
                        + "compile, run, time factor, version; an eighth, the entry, may follow), found " + c.length);
            }
            String entry = c.length == 8 ? c[7].strip() : "file";
            if (!entry.equals("file") && !entry.equals("main")) {
                throw new IllegalArgumentException(where + ": the entry \"" + entry + "\" must be file or main");
            }
            String id = c[0].strip();
            if (!id.matches("[a-z0-9][a-z0-9_+-]{0,31}")) {
                throw new IllegalArgumentException(where + ": the id \"" + id + "\" must be lower-case letters, digits, _ + -");
            }
            String fileName = c[2].strip();
            if (!fileName.matches("[A-Za-z0-9_][A-Za-z0-9_.-]*")) {
                throw new IllegalArgumentException(where + ": the file name \"" + fileName + "\" must be a plain file name");
            }
            double factor;
            try {
                factor = Double.parseDouble(c[5].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": the time factor \"" + c[5] + "\" is not a number");
            }
            if (!(factor >= 0.1 && factor <= 20)) {
                throw new IllegalArgumentException(where + ": the time factor " + factor + " is out of 0.1..20");
            }
            if (c[4].isBlank() || c[6].isBlank()) {
                throw new IllegalArgumentException(where + ": the run and version commands may not be empty");
            }
            String compile = c[3].strip();
            out.add(new Language(id, c[1].strip(), fileName,
                    compile.isEmpty() || compile.equals("-") ? List.of() : shell(compile),
                    shell(c[4].strip()), factor, shell(c[6].strip()), entry.equals("main")));
        }
        return out;
    }

    private static List<String> shell(String line) {
        return List.of("sh", "-c", line);
    }

    /** Every language, in table order, with whether it is offered and why not. */
    public List<LanguageStatus> statuses() {
        return statuses;
    }

    /** The language of this id, if it is offered here. */
    public Optional<Language> available(String id) {
        return statuses.stream().filter(s -> s.available() && s.language().id().equals(id))
                .map(LanguageStatus::language).findFirst();
    }
}
