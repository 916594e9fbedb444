package arena.hosted;

/**
 * How much source a version may have: per file, all files together, and how many files. A bot's source is text a
 * student wrote; these bounds keep every version storable and buildable again from the store (V12) and keep a zip
 * from unpacking into more than was sent.
 */
public record UploadLimits(int maxFileBytes, int maxTotalBytes, int maxFiles) {
    public static final UploadLimits DEFAULT = new UploadLimits(128 * 1024, 256 * 1024, 64);

    public String describe() {
        return "at most " + maxFiles + " files, " + maxFileBytes / 1024 + " KiB each and " + maxTotalBytes / 1024 + " KiB together";
    }
}
