package arena.store;

import java.util.List;

/** Where one round journal's frames are kept: a file ({@link JournalFile}) or rows of the database ({@link JournalRows}). */
interface JournalFrames extends AutoCloseable {
    /** The whole frames stored, in order; a frame written in part by a killed process is dropped (and cut off). */
    List<byte[]> readAll();

    /** Stores one frame after the others; once this returns it is read back after a kill. A failed append leaves nothing. */
    void append(byte[] frame);

    /**
     * Stores one frame before the others (the entries of a match log's retired row form, see {@link LegacyLogMigration}),
     * whole or not at all.
     */
    void prepend(byte[] frame);

    /** Makes what was appended last through a power loss (a kill alone does not lose it). */
    void force();

    /** Deletes the frames: the round's logs are all in the match tables. */
    void delete();

    @Override
    void close();
}
