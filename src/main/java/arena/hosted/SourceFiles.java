package arena.hosted;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The checks every upload passes before anything of it is stored, whichever way it came (the API's JSON, files
 * from the team page, a zip): each path stays in the bot's folder, each file is source text (UTF-8, no NUL), and the
 * sizes stay within {@link UploadLimits}. A zip is read entry by entry, counting what it unpacks to, so a zip bomb
 * stops at the limit; a link in it (a symlink's mode in its Unix attributes) or a path out of its folder is refused.
 */
public final class SourceFiles {
    /** A path is segments of letters, digits, '.', '_' and '-', none starting with '.', joined by '/'. */
    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9_\\-][A-Za-z0-9_.\\-]{0,99}");
    private static final int MAX_DEPTH = 6;

    private final UploadLimits limits;

    public SourceFiles(UploadLimits limits) {
        this.limits = limits;
    }

    public UploadLimits limits() {
        return limits;
    }

    /** Files given as text (the API's JSON, the editor box): paths and sizes checked, in their order. */
    public Map<String, String> ofTexts(Map<String, String> given) {
        if (given.isEmpty()) throw new BadUpload("no files were given");
        Map<String, String> files = new LinkedHashMap<>();
        long total = 0;
        for (Map.Entry<String, String> e : given.entrySet()) {
            String path = path(e.getKey());
            String text = e.getValue();
            if (text == null) throw new BadUpload("file " + path + " has no text");
            if (text.indexOf('\0') >= 0) throw new BadUpload("file " + path + " is not source text (it holds NUL bytes): upload source, not a compiled program");
            int bytes = text.getBytes(StandardCharsets.UTF_8).length;
            total += bytes;
            check(path, bytes, total, files.size() + 1);
            if (files.put(path, text) != null) throw new BadUpload("file " + path + " is given twice");
        }
        noFileIsAFolder(files.keySet());
        return files;
    }

    /** Files uploaded as bytes (a file input), each by its name: decoded as UTF-8 source text or refused. */
    public Map<String, String> ofBytes(Map<String, byte[]> given) {
        if (given.isEmpty()) throw new BadUpload("no files were given");
        Map<String, String> files = new LinkedHashMap<>();
        long total = 0;
        for (Map.Entry<String, byte[]> e : given.entrySet()) {
            String path = path(e.getKey());
            total += e.getValue().length;
            check(path, e.getValue().length, total, files.size() + 1);
            if (files.put(path, text(path, e.getValue())) != null) throw new BadUpload("file " + path + " is given twice");
        }
        noFileIsAFolder(files.keySet());
        return files;
    }

    /**
     * Refuses a file beside a folder of the same name ({@code a} and {@code a/b.py}): no folder can hold both, and the
     * build would fail on the disk (issue 39).
     */
    private static void noFileIsAFolder(java.util.Set<String> paths) {
        for (String path : paths) {
            for (int slash = path.indexOf('/'); slash > 0; slash = path.indexOf('/', slash + 1)) {
                String folder = path.substring(0, slash);
                if (paths.contains(folder)) {
                    throw new BadUpload("file " + folder + " has the name of the folder of " + path + ": a name is a file or a folder, not both");
                }
            }
        }
    }

    /**
     * A zip's files. A zip whose every file lies in one top folder (a zipped folder) has that folder taken off, so
     * {@code mybot/bot.py} is {@code bot.py}. Directories are skipped; links and paths out of the folder are refused.
     */
    public Map<String, String> ofZip(byte[] zip) {
        Map<String, byte[]> raw = new LinkedHashMap<>();
        java.util.Set<String> links = links(zip);
        long total = 0;
        try (ZipInputStream in = new ZipInputStream(new java.io.ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            ZipEntry entry;
            boolean any = false;
            while ((entry = in.getNextEntry()) != null) {
                any = true;
                String name = entry.getName();
                if (name.startsWith("/") || name.contains("\\") || name.matches("^[A-Za-z]:.*")) {
                    throw new BadUpload("the zip holds " + name + ", a path out of its folder");
                }
                for (String s : name.split("/")) {
                    if (s.equals("..")) throw new BadUpload("the zip holds " + name + ", a path out of its folder");
                }
                if (links.contains(name)) throw new BadUpload("the zip holds a link, " + name + ": only plain files are taken");
                if (entry.isDirectory()) continue;
                byte[] bytes = readBounded(in, name, limits.maxFileBytes());
                total += bytes.length;
                if (raw.size() + 1 > limits.maxFiles()) throw new BadUpload("the zip holds more than " + limits.maxFiles() + " files");
                if (total > limits.maxTotalBytes()) throw new BadUpload("the zip unpacks to more than " + limits.maxTotalBytes() / 1024 + " KiB (" + limits.describe() + ")");
                if (raw.put(name, bytes) != null) throw new BadUpload("the zip holds " + name + " twice");
            }
            if (!any) throw new BadUpload("this is not a zip file, or an empty one");
        } catch (IOException e) {
            throw new BadUpload("the zip cannot be read: " + e.getMessage());
        }
        return ofBytes(withoutTopFolder(raw));
    }

    /**
     * The names of the zip's links: its central directory keeps each entry's Unix mode in the upper half of the
     * external attributes (ZipInputStream does not read them), and a link's mode is 0120000.
     */
    static java.util.Set<String> links(byte[] zip) {
        java.util.Set<String> links = new java.util.HashSet<>();
        int end = -1;
        for (int i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
            if (u32(zip, i) == 0x06054b50L) {
                end = i;
                break;
            }
        }
        if (end < 0) return links;
        int entries = u16(zip, end + 10);
        long at = u32(zip, end + 16);
        for (int n = 0; n < entries && at + 46 <= zip.length && u32(zip, (int) at) == 0x02014b50L; n++) {
            int i = (int) at;
            int madeBy = u16(zip, i + 4) >> 8; // 3: Unix
            int nameLength = u16(zip, i + 28), extraLength = u16(zip, i + 30), commentLength = u16(zip, i + 32);
            long mode = u32(zip, i + 38) >>> 16;
            if (i + 46 + nameLength > zip.length) break;
            String name = new String(zip, i + 46, nameLength, StandardCharsets.UTF_8);
            if (madeBy == 3 && (mode & 0xF000) == 0xA000) links.add(name);
            at = (long) i + 46 + nameLength + extraLength + commentLength;
        }
        return links;
    }

    private static int u16(byte[] b, int i) {
        return (b[i] & 0xff) | (b[i + 1] & 0xff) << 8;
    }

    private static long u32(byte[] b, int i) {
        return ((long) u16(b, i)) | ((long) u16(b, i + 2)) << 16;
    }

    private static Map<String, byte[]> withoutTopFolder(Map<String, byte[]> raw) {
        String top = null;
        for (String name : raw.keySet()) {
            int slash = name.indexOf('/');
            if (slash < 0) return raw;
            String first = name.substring(0, slash + 1);
            if (top == null) top = first;
            else if (!top.equals(first)) return raw;
        }
        if (top == null) return raw;
        Map<String, byte[]> inner = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> e : raw.entrySet()) inner.put(e.getKey().substring(top.length()), e.getValue());
        return inner;
    }

    private byte[] readBounded(InputStream in, String name, int max) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        int n;
        while ((n = in.read(buf)) > 0) {
            out.write(buf, 0, n);
            if (out.size() > max) throw new BadUpload("file " + name + " is over " + max / 1024 + " KiB (" + limits.describe() + ")");
        }
        return out.toByteArray();
    }

    private void check(String path, long bytes, long total, int count) {
        if (count > limits.maxFiles()) throw new BadUpload("more than " + limits.maxFiles() + " files were given (" + limits.describe() + ")");
        if (bytes > limits.maxFileBytes()) throw new BadUpload("file " + path + " has " + bytes + " bytes, over the limit (" + limits.describe() + ")");
        if (total > limits.maxTotalBytes()) throw new BadUpload("the files have over " + limits.maxTotalBytes() / 1024 + " KiB together (" + limits.describe() + ")");
    }

    /** A path checked to stay in the bot's folder: relative, no '..', no hidden segment, no odd characters. */
    static String path(String given) {
        if (given == null || given.isBlank()) throw new BadUpload("a file has no name");
        String p = given.strip();
        if (p.startsWith("/") || p.contains("\\")) throw new BadUpload("file " + p + " is a path out of the bot's folder: give paths relative to it");
        String[] segments = p.split("/", -1);
        if (segments.length > MAX_DEPTH) throw new BadUpload("file " + p + " lies more than " + MAX_DEPTH + " folders deep");
        for (String s : segments) {
            if (s.equals("..")) throw new BadUpload("file " + p + " is a path out of the bot's folder");
            if (!SEGMENT.matcher(s).matches()) {
                throw new BadUpload("file " + p + " has a name that is not taken: letters, digits, '.', '_' and '-' only, not starting with '.'");
            }
        }
        return p;
    }

    private static String text(String path, byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) throw new BadUpload("file " + path + " is not source text (it holds NUL bytes): upload source, not a compiled program");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new BadUpload("file " + path + " is not UTF-8 text: upload source, not a compiled program");
        }
    }
}
