package arena.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The languages this arena offers: the built-in table ({@code sandbox/languages.tsv} in resources) plus an
 * administrator's own {@code DATA_DIR/languages.tsv}, whose rows add languages or override built-in ones by id.
 * Each language's toolchain is probed once, in the sandbox; one that is missing is listed unavailable with why.
 */
public final class Languages {

    private Languages() {}

    /** Reads both tables; probes nothing yet (see {@link #statuses()}). */
    public static Languages load(Path dataDir) {
        throw new UnsupportedOperationException("filled in by the next commit");
    }

    /** Every language, in table order, with whether it is offered and why not. */
    public List<LanguageStatus> statuses() {
        throw new UnsupportedOperationException("filled in by the next commit");
    }

    /** The language of this id, if it is offered here. */
    public Optional<Language> available(String id) {
        throw new UnsupportedOperationException("filled in by the next commit");
    }
}
