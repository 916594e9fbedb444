package arena.contest.rules;

import arena.game.Seeds;
import arena.store.StoredContest;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A contest's commitments to its seeds (RULINGS 9, issue 40): {@code sha256:} and the hex SHA-256 of {@code salt:seed},
 * the salt 128 bits that nobody can guess, revealed with the seed. Without the salt, an instructor's chosen seed (12345,
 * a year) fell to its commitment at once. Each seed's salt is the first 128 bits of HMAC-SHA256 under the contest's own
 * random 128-bit key, which is never shown: so every committed seed (the master, each round's, each re-run's, each
 * match's, the coming round's before its row exists) has its own salt, unguessable until revealed, and nothing beyond
 * the key needs keeping. The contests made before V20 have no key and keep their unsalted commitments.
 */
public final class SeedCommitments {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final HexFormat HEX = HexFormat.of();
    private final byte[] key;

    private SeedCommitments(byte[] key) {
        this.key = key;
    }

    public static SeedCommitments of(StoredContest contest) {
        return new SeedCommitments(contest.saltKey() == null ? null : HEX.parseHex(contest.saltKey()));
    }

    /** A new contest's key: 128 random bits in hex. */
    public static String newKey() {
        byte[] key = new byte[16];
        RANDOM.nextBytes(key);
        return HEX.formatHex(key);
    }

    /** Whether the commitments are salted (every contest made since V20). */
    public boolean salted() {
        return key != null;
    }

    /** The seed's salt in 32 hex digits, or null for a contest made before salts. */
    public String salt(long seed) {
        if (key == null) return null;
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return HEX.formatHex(Arrays.copyOf(mac.doFinal(ByteBuffer.allocate(8).putLong(seed).array()), 16));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has HmacSHA256", e);
        }
    }

    public String commitment(long seed) {
        return key == null ? Seeds.commitment(seed) : Seeds.commitment(seed, salt(seed));
    }

    /** A seed as a page shows it once served: the number and, where it was committed with one, its salt. */
    public String revealed(long seed) {
        return key == null ? Long.toString(seed) : seed + " (salt " + salt(seed) + ")";
    }
}
