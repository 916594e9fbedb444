package arena.hosted;

import arena.contest.accounts.Accounts;
import arena.store.RunnerStore;
import arena.store.StoredRunner;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Runners' tokens (issue 30): made and revoked by an administrator in the console, each a runner's own (never the
 * administrator's). Only a token's SHA-256 is stored (a token is a long random secret, so a slow hash buys nothing),
 * and the token itself is shown once, when it is made.
 */
public final class RunnerTokens {
    static final int TOKEN_LENGTH = 40;
    static final int MAX_NAME = 100;
    private final RunnerStore store;

    public RunnerTokens(RunnerStore store) {
        this.store = store;
    }

    /** A new runner and its token, shown once. */
    public record Made(long id, String name, String token) {}

    /** Makes a runner named so (what the console shows), with a fresh token. */
    public Made create(String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty()) throw new BadUpload("give the runner a name (its machine's, say)");
        if (n.length() > MAX_NAME) throw new BadUpload("a runner's name has at most " + MAX_NAME + " characters");
        String token = "runner-" + Accounts.randomSecret(TOKEN_LENGTH);
        long id = store.create(n, hash(token));
        return new Made(id, n, token);
    }

    /** Revokes a runner's token: refused from now on; its bots are handed elsewhere. False if it was revoked already or is unknown. */
    public boolean revoke(long id) {
        return store.revoke(id);
    }

    /** The runner of a token, unless unknown or revoked. */
    public Optional<StoredRunner> runner(String token) {
        if (token == null || token.isBlank()) return Optional.empty();
        return store.byTokenHash(hash(token.strip()));
    }

    static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }
}
