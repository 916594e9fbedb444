package arena.game;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Derives independent seeds from one, so a round, and each match in it, can be replayed from the contest's seed; and
 * the commitments that pages show for a seed not yet served (RULINGS 8).
 *
 * <p>Derivation is one-way (the first 8 bytes of SHA-256 over parent and child): a seed shown once it has served (a
 * finished match's, a finished round's) must not give its parent back, and with it every round still to come. The
 * SplitMix64 finaliser used before is a bijection: from any match seed it gave the round's seed, and from that the
 * contest's (issue 27).
 */
public final class Seeds {
    private Seeds() {}

    /** The seed of child {@code child} of {@code parent}. */
    public static long derive(long parent, long child) {
        return ByteBuffer.wrap(sha256(ByteBuffer.allocate(16).putLong(parent).putLong(child).array())).getLong();
    }

    /**
     * The unsalted commitment that the contests made before salts (V20) showed and still show: {@code sha256:} and the
     * hex SHA-256 of the seed's decimal digits (as written, e.g. {@code -42}). A seed a person chose falls to it at once
     * (issue 40); new contests use {@link #commitment(long, String)}.
     */
    public static String commitment(long seed) {
        return "sha256:" + HexFormat.of().formatHex(sha256(Long.toString(seed).getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
    }

    /**
     * A salted commitment (RULINGS 9): {@code sha256:} and the hex SHA-256 of the text {@code salt:seed} (the salt in hex
     * as shown, the seed's decimal digits), which anyone can check with {@code printf '%s' 'salt:seed' | sha256sum} once
     * both are shown, and nobody can search before.
     */
    public static String commitment(long seed, String salt) {
        return "sha256:" + HexFormat.of().formatHex(sha256((salt + ":" + seed).getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
