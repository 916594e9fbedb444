package arena.hosted;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Zips made for the tests, as a student's zip tool makes them, links included. */
final class Zips {
    private Zips() {}

    static byte[] of(Map<String, String> files) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> f : files.entrySet()) {
                zip.putNextEntry(new ZipEntry(f.getKey()));
                zip.write(f.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toByteArray();
    }

    /**
     * A zip whose entry {@code link} is a symbolic link to {@code target}, as Info-ZIP's {@code zip -y} stores one: the
     * target as the content, made on Unix (3), mode 0120777 in the upper half of the external attributes.
     */
    static byte[] withLink(Map<String, String> files, String link, String target) {
        java.util.LinkedHashMap<String, String> all = new java.util.LinkedHashMap<>(files);
        all.put(link, target);
        byte[] zip = of(all);
        byte[] name = link.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i + 46 + name.length <= zip.length; i++) {
            if (zip[i] == 0x50 && zip[i + 1] == 0x4b && zip[i + 2] == 1 && zip[i + 3] == 2
                    && java.util.Arrays.equals(java.util.Arrays.copyOfRange(zip, i + 46, i + 46 + name.length), name)) {
                zip[i + 5] = 3; // made by: Unix
                int attrs = 0120777 << 16;
                zip[i + 38] = (byte) attrs;
                zip[i + 39] = (byte) (attrs >>> 8);
                zip[i + 40] = (byte) (attrs >>> 16);
                zip[i + 41] = (byte) (attrs >>> 24);
                return zip;
            }
        }
        throw new IllegalStateException("no central directory entry for " + link);
    }
}
