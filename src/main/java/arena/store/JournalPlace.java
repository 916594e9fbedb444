package arena.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jooq.DSLContext;

import static arena.store.db.Tables.ROUND_FRAME;

/** Where the running rounds' journals are kept: a folder of files beside H2's, or the server database's ROUND_FRAME rows. */
interface JournalPlace {
    /** The round's frames, created empty if it has none. */
    JournalFrames frames(long roundId);

    /** Whether the round has a journal. */
    boolean has(long roundId);

    /** The rounds that have a journal. */
    List<Long> rounds();

    /**
     * Whether other processes may append to these journals (a database server shared by several arenas): then a
     * journal this process does not write is read afresh each time, never kept, since its owner goes on appending.
     */
    default boolean shared() {
        return false;
    }

    /** {@code journal/round-<id>.journal} files in a folder. */
    record Folder(Path dir) implements JournalPlace {
        private static final Pattern NAME = Pattern.compile("round-(\\d+)\\.journal");

        private Path file(long roundId) {
            return dir.resolve("round-" + roundId + ".journal");
        }

        @Override
        public JournalFrames frames(long roundId) {
            return new JournalFile(file(roundId));
        }

        @Override
        public boolean has(long roundId) {
            return Files.exists(file(roundId));
        }

        @Override
        public List<Long> rounds() {
            if (!Files.isDirectory(dir)) return List.of();
            List<Long> rounds = new ArrayList<>();
            try (Stream<Path> files = Files.list(dir)) {
                files.forEach(f -> {
                    Matcher m = NAME.matcher(f.getFileName().toString());
                    if (m.matches()) rounds.add(Long.parseLong(m.group(1)));
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return rounds;
        }
    }

    /** ROUND_FRAME rows of a database server, which every process that may take a contest over can read. */
    record Rows(DSLContext sql) implements JournalPlace {
        @Override
        public JournalFrames frames(long roundId) {
            return new JournalRows(sql, roundId);
        }

        @Override
        public boolean has(long roundId) {
            return sql.fetchExists(ROUND_FRAME, ROUND_FRAME.ROUND_ID.eq(roundId));
        }

        @Override
        public boolean shared() {
            return true;
        }

        @Override
        public List<Long> rounds() {
            return sql.selectDistinct(ROUND_FRAME.ROUND_ID).from(ROUND_FRAME).fetch(ROUND_FRAME.ROUND_ID);
        }
    }
}
