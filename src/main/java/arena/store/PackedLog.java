package arena.store;

import arena.domain.MatchLogEntry;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A match's whole log as one MATCH_LOG row: its entries deflated ({@link Packing#entries}), with what it counts as: how
 * many entries, how many ends of turn (the round's stored turn, see {@link MatchLogStore#storedTurn}), and the bytes they
 * weigh unpacked (see {@link StorageUsage}).
 */
record PackedLog(int entries, int ticks, long textBytes, byte[] packed) {

    static PackedLog of(List<MatchLogEntry> events) {
        long textBytes = 0;
        int ticks = 0;
        for (MatchLogEntry e : events) {
            textBytes += StorageUsage.ENTRY_BYTES + e.command().getBytes(StandardCharsets.UTF_8).length;
            if (e.seat() == MatchLogEntry.TICK_SEAT) ticks++;
        }
        return new PackedLog(events.size(), ticks, textBytes, Packing.entries(events));
    }
}
