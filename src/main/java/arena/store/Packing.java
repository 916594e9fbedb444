package arena.store;

import arena.domain.MatchLogEntry;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * How logs are stored once they are written whole: deflated. Bots repeat a few commands and teams log the same lines
 * turn after turn, so both compress about tenfold.
 */
final class Packing {
    private Packing() {}

    static byte[] text(String text) {
        return deflate(text.getBytes(StandardCharsets.UTF_8));
    }

    static String unpackText(byte[] packed) {
        return new String(inflate(packed), StandardCharsets.UTF_8);
    }

    /** A match log's entries, in order: seat and command of each (the match and sequence numbers are implied). */
    static byte[] entries(List<MatchLogEntry> events) {
        var raw = new ByteArrayOutputStream();
        try (var out = new DataOutputStream(raw)) {
            out.writeInt(events.size());
            for (MatchLogEntry e : events) {
                out.writeByte(e.seat());
                byte[] command = e.command().getBytes(StandardCharsets.UTF_8);
                out.writeInt(command.length);
                out.write(command);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return deflate(raw.toByteArray());
    }

    /** The entries of {@link #entries}, numbered from 0 as a match numbers them (LiveMatch). */
    static List<MatchLogEntry> unpackEntries(long matchId, byte[] packed) {
        try (var in = new DataInputStream(new ByteArrayInputStream(inflate(packed)))) {
            int n = in.readInt();
            List<MatchLogEntry> events = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                int seat = in.readByte();
                byte[] command = new byte[in.readInt()];
                in.readFully(command);
                events.add(new MatchLogEntry(matchId, i, seat, new String(command, StandardCharsets.UTF_8)));
            }
            return events;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] deflate(byte[] bytes) {
        var out = new ByteArrayOutputStream();
        try (var z = new DeflaterOutputStream(out, new Deflater(Deflater.BEST_COMPRESSION))) {
            z.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static byte[] inflate(byte[] packed) {
        try (var z = new InflaterInputStream(new ByteArrayInputStream(packed))) {
            return z.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
