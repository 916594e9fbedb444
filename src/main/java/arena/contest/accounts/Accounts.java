package arena.contest.accounts;

import arena.store.AccountStore;
import arena.store.StoredInstructor;
import arena.store.StoredTeam;
import at.favre.lib.crypto.bcrypt.BCrypt;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Accounts: who may log in, with which password; the rules for names and passwords. */
public final class Accounts {
    private static final Logger log = LoggerFactory.getLogger(Accounts.class);
    public static final int MIN_PASSWORD = 8;
    public static final int MAX_PASSWORD = 72; // bcrypt reads no further
    private static final int COST = 10;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final AccountStore store;
    private final TeamNames names;
    /** A name is checked against every existing one and then inserted: one creation at a time, so two alike names cannot both pass. */
    private final Object creating = new Object();
    /** Bots reconnect often: a password checked once is remembered (by its digest), so bcrypt runs once per team. */
    private final ConcurrentHashMap<Long, String> verifiedDigests = new ConcurrentHashMap<>();
    /** The instructors' passwords checked since the start, by digest: the instructor's way back in during a wait. */
    private final ConcurrentHashMap<Long, String> verifiedInstructorDigests = new ConcurrentHashMap<>();

    /** Accounts whose team names keep clear of no house bot (tests with no games). */
    public Accounts(AccountStore store) {
        this(store, new TeamNames(java.util.List.of()));
    }

    public Accounts(AccountStore store, TeamNames names) {
        this.store = store;
        this.names = names;
    }

    /** The rules new team names follow. */
    public TeamNames names() {
        return names;
    }

    /** Why a new team could not take this name, or empty if it can (the name's own rules; see {@link #createTeam} for taken names). */
    public Optional<String> teamNameProblem(String name) {
        return names.problem(name, false);
    }

    public static Optional<String> passwordProblem(String password) {
        if (password == null || password.length() < MIN_PASSWORD)
            return Optional.of("a password has at least " + MIN_PASSWORD + " characters");
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD)
            return Optional.of("a password has at most " + MAX_PASSWORD + " bytes");
        if (password.chars().anyMatch(c -> c == '\n' || c == '\r'))
            return Optional.of("a password cannot contain a line break");
        return Optional.empty();
    }

    /** The result of creating an account: the new id, or why it was refused (and whether for a taken name). */
    public record Created(long id, String problem, boolean nameTaken) {
        public boolean ok() {
            return problem == null;
        }
    }

    public Created createTeam(String name, String password) {
        return createTeam(name, password, null);
    }

    public Created createTeam(String name, String password, String houseBot) {
        Optional<String> problem = names.problem(name, houseBot != null).or(() -> passwordProblem(password));
        if (problem.isPresent()) return new Created(0, problem.get(), false);
        // A house bot's password is a random secret the arena made (see GENERATED_COST).
        String hash = houseBot != null ? hashGenerated(password) : hash(password);
        synchronized (creating) {
            Optional<String> clash = TeamNames.clash(name, store.teamNames());
            if (clash.isPresent()) return new Created(0, taken(name, clash.get()), true);
            return store.createTeam(name, hash, houseBot)
                    .map(id -> new Created(rememberCreated(id, hash, password), null, false))
                    .orElseGet(() -> new Created(0, "the team name " + name + " is taken", true));
        }
    }

    /** Runs {@code create} while no other team is created, so names checked inside stay free until it ends. */
    <T> T whileCreating(java.util.function.Supplier<T> create) {
        synchronized (creating) {
            return create.get();
        }
    }

    static String taken(String name, String existing) {
        return existing.equalsIgnoreCase(name) ? "the team name " + name + " is taken"
                : "the team name " + name + " is taken: it reads as the existing team " + existing;
    }

    public Optional<StoredTeam> team(long id) {
        return store.team(id);
    }

    public Optional<StoredTeam> teamByName(String name) {
        return store.teamByName(name);
    }

    /** The team with this login and password, if both are right and the team is not disabled. */
    public Optional<StoredTeam> verifyTeam(String name, String password) {
        if (name == null || password == null) return Optional.empty();
        Optional<StoredTeam> team = store.teamByName(name);
        if (team.isEmpty() || team.get().disabled()) return refusedAtFullCost(password);
        String digest = digest(team.get().passwordHash() + "\0" + password);
        if (digest.equals(verifiedDigests.get(team.get().id()))) return team;
        if (!check(password, team.get().passwordHash())) return Optional.empty();
        String hash = upgraded(team.get(), password);
        verifiedDigests.put(team.get().id(), digest(hash + "\0" + password));
        return Optional.of(team.get().withPasswordHash(hash));
    }

    /**
     * The team's hash after a successful check: a hash a roster stored at {@link #ROSTER_COST} is replaced,
     * now that the password is at hand, by one at the normal cost. This runs where the check ran (the
     * login pool, off the request's and the session's thread) and costs one more normal hash, once per team.
     * The replacement is stored only if the hash is still the one just checked, so a password reset that
     * happened meanwhile is kept.
     */
    private String upgraded(StoredTeam team, String password) {
        String old = team.passwordHash();
        if (!upgradable(old)) return old;
        String hash = hash(password);
        if (!store.replaceTeamPasswordHash(team.id(), old, hash)) return old;
        return hash;
    }

    /** Whether a hash is below the normal cost for no reason but speed (a roster's), so a login should raise it. */
    static boolean upgradable(String hash) {
        int cost = costOf(hash);
        return cost > GENERATED_COST && cost < COST;
    }

    /** The cost a bcrypt hash records ({@code $2a$10$...}), or -1 if it is not one. */
    static int costOf(String hash) {
        if (hash == null || hash.length() < 7 || hash.charAt(0) != '$' || hash.charAt(3) != '$' || hash.charAt(6) != '$') return -1;
        try {
            return Integer.parseInt(hash.substring(4, 6));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The team, if this very password was verified for it since the start (a digest compare: no bcrypt). */
    public Optional<StoredTeam> rememberedTeam(String name, String password) {
        if (name == null || password == null) return Optional.empty();
        Optional<StoredTeam> team = store.teamByName(name);
        if (team.isEmpty() || team.get().disabled()) return Optional.empty();
        String digest = digest(team.get().passwordHash() + "\0" + password);
        return digest.equals(verifiedDigests.get(team.get().id())) ? team : Optional.empty();
    }

    /**
     * What a team's web session keeps of its password at login: a digest of its hash, so that a password change or reset
     * ends every session made before it (issue 40); empty for a team that is gone or disabled, whose sessions end at once.
     */
    public Optional<String> sessionStamp(long teamId) {
        return store.team(teamId).filter(t -> !t.disabled()).map(t -> digest("session\0" + t.passwordHash()));
    }

    /**
     * What a console session keeps of its account at login (issue 42): a digest of its role and password hash, so that a
     * password reset, a change of role or the account's removal ends its sessions at once; empty for an account gone.
     */
    public Optional<String> staffSessionStamp(long instructorId) {
        return store.instructor(instructorId).map(i -> digest("staff\0" + i.role().text() + "\0" + i.passwordHash()));
    }

    /** Forgets a remembered password check (after a password change or a team is disabled). */
    public void forget(long teamId) {
        verifiedDigests.remove(teamId);
    }

    public Optional<StoredInstructor> verifyInstructor(String login, String password) {
        if (login == null || password == null) return Optional.empty();
        awaitInstructorPassword();
        Optional<StoredInstructor> known = store.instructor(login);
        if (known.isEmpty()) return refusedAtFullCost(password);
        Optional<StoredInstructor> found = known.filter(i -> check(password, i.passwordHash()));
        found.ifPresent(i -> verifiedInstructorDigests.put(i.id(), digest(i.passwordHash() + "\0" + password)));
        return found;
    }

    /** The instructor with this login, if there is one. */
    public Optional<StoredInstructor> instructor(String login) {
        return store.instructor(login);
    }

    /** The account of the console with this id, if it still exists (issue 42: its role now). */
    public Optional<StoredInstructor> instructor(long id) {
        return store.instructor(id);
    }

    /** The instructor, if this very password was verified for it since the start (a digest compare: no bcrypt). */
    public Optional<StoredInstructor> rememberedInstructor(String login, String password) {
        if (login == null || password == null) return Optional.empty();
        return store.instructor(login).filter(i -> digest(i.passwordHash() + "\0" + password).equals(verifiedInstructorDigests.get(i.id())));
    }

    public Optional<StoredInstructor> instructorByToken(String token) {
        if (token == null || token.isBlank()) return Optional.empty();
        return store.instructorByTokenHash(digest(token));
    }

    /**
     * Makes sure the instructor account exists. A password or token given here replaces the stored one;
     * without them a new account gets a generated password. Returns the password to print once, if one was made.
     */
    public Optional<String> bootstrapInstructor(String login, String password, String token) {
        Optional<String> generated = ensureInstructor(login, password, token);
        settleInstructorPassword();
        return generated;
    }

    /**
     * The first half of {@link #bootstrapInstructor}, what a start cannot answer without: the account (made if there is
     * none, with the given password or a generated one, returned to print once) and the token. A password given for an
     * existing account is only noted: checking it against the stored hash is a bcrypt (0.1 s on a quiet machine, seconds
     * on a busy start), which {@link #settleInstructorPassword} does after the web answers (issue 28: the web within
     * 2 s of a kill); an instructor's login meanwhile waits for it ({@link #verifyInstructor}).
     */
    public Optional<String> ensureInstructor(String login, String password, String token) {
        Optional<StoredInstructor> existing = store.instructor(login);
        String generated = null;
        long id;
        if (existing.isEmpty()) {
            if (password == null) password = generated = randomSecret(12);
            id = store.createInstructor(login, hash(password));
        } else {
            id = existing.get().id();
            if (password != null) pendingPassword = new PendingPassword(id, password, existing.get().passwordHash(), new CompletableFuture<>());
        }
        if (token != null && !token.isBlank()) store.setInstructorToken(id, digest(token));
        return Optional.ofNullable(generated);
    }

    /** The second half of {@link #bootstrapInstructor}: a password given at start replaces the stored one if it differs. */
    public void settleInstructorPassword() {
        PendingPassword p = pendingPassword;
        if (p == null) return;
        try {
            if (!check(p.password(), p.storedHash())) store.setInstructorPassword(p.instructorId(), hash(p.password()));
            p.settled().complete(null);
        } catch (RuntimeException e) {
            p.settled().completeExceptionally(e);
            throw e;
        } finally {
            pendingPassword = null;
        }
    }

    /** A password given at start for an existing instructor, not yet checked against the stored hash. */
    private record PendingPassword(long instructorId, String password, String storedHash, CompletableFuture<Void> settled) {}

    private volatile PendingPassword pendingPassword;

    /** How long an instructor's login waits for the password given at start to be stored (it takes a bcrypt). */
    private static final long PASSWORD_SETTLE_WAIT_MILLIS = 10_000;

    /** Waits until a password given at start is stored, so a login with it right after a start is not refused. */
    private void awaitInstructorPassword() {
        PendingPassword p = pendingPassword;
        if (p == null) return;
        try {
            p.settled().get(PASSWORD_SETTLE_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // the check is the stored hash's: it is used as it is, and the start's thread logs why it could not be replaced
            log.warn("the instructor's password given at start is not stored yet ({}); the stored one is checked", e.toString());
        }
    }

    public static String randomSecret(int length) {
        String alphabet = "abcdefghijkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY345679";
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) b.append(alphabet.charAt(RANDOM.nextInt(alphabet.length())));
        return b.toString();
    }

    /** A hash of nothing anyone knows, at the normal cost: what a login for no account is checked against. */
    private static final class NoAccount {
        static final String HASH = hash(randomSecret(16));
    }

    /**
     * Refuses a login for no account (or a disabled one) only after a full bcrypt check, as for a wrong password: an
     * unknown name answered at once told a visitor which names exist (issue 40: 5-59 ms against 287-949 ms).
     */
    private static <T> Optional<T> refusedAtFullCost(String password) {
        check(password, NoAccount.HASH);
        return Optional.empty();
    }

    public static String hash(String password) {
        return BCrypt.withDefaults().hashToString(COST, password.toCharArray());
    }

    /**
     * bcrypt's lowest cost, for secrets the arena generates ({@link #randomSecret}, 12 of 51 symbols:
     * about 68 bits). The cost of bcrypt makes guessing a person's password slow; a random 68-bit
     * secret needs 2^67 guesses on average, hopeless at any cost, so stretching it buys nothing and
     * costs a roster of 500 teams half a minute. (The instructor's API token is kept as a SHA-256
     * digest for the same reason.) The hash is an ordinary bcrypt hash that {@link #check} reads.
     */
    static final int GENERATED_COST = 4;

    /**
     * The cost for passwords that a roster brings, chosen by people: bcrypt's second lowest, about 1/32 of
     * a normal hash (1.5 ms here against 80 ms). A class of 500 at the normal cost is 40 s of bcrypt on
     * two cores; at this cost it is about one second, so an import answers in a few seconds. A low cost
     * makes a stolen hash quicker to guess, and it is acceptable only for a moment: the first successful
     * login of the team replaces it with a normal one ({@link #upgraded}), and an instructor hands out
     * roster passwords so that students log in with them, usually the same day. Generated secrets keep
     * {@link #GENERATED_COST} for good and are never raised: the two costs differ so that a login can
     * tell them apart.
     */
    static final int ROSTER_COST = 5;

    static String hashForRoster(String password) {
        return BCrypt.withDefaults().hashToString(ROSTER_COST, password.toCharArray());
    }

    public static String hashGenerated(String secret) {
        return BCrypt.withDefaults().hashToString(GENERATED_COST, secret.toCharArray());
    }

    public static boolean check(String password, String hash) {
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_PASSWORD) return false;
        return BCrypt.verifyer().verify(password.toCharArray(), hash).verified;
    }

    public static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A team's password is known at its creation: remembered as if verified, so its bot's first login is a digest compare,
     * not a bcrypt (issue 38: a lab's 100 bots that start right after their students signed up get in at once). Gone
     * with a restart, as every verified password.
     */
    private long rememberCreated(long teamId, String hash, String password) {
        verifiedDigests.put(teamId, digest(hash + "\0" + password));
        return teamId;
    }

    /** The addresses kept per team that pass its account's wait (issue 38): its lab, its laptops, its home. */
    static final int KEPT_LOGIN_ADDRESSES = 16;
    /** Team and address pairs noted in the store since the start, so a bot reconnecting costs no write (bounded). */
    private final java.util.Set<String> notedAddresses = ConcurrentHashMap.newKeySet();
    private static final int MAX_NOTED = 100_000;

    /** Whether the team of this name logged in from this address before (one of its {@value #KEPT_LOGIN_ADDRESSES} most recent). */
    public boolean loggedInBeforeFrom(String name, String address) {
        Optional<StoredTeam> team = store.teamByName(name);
        return team.isPresent() && store.loggedInFrom(team.get().id(), address);
    }

    /**
     * Notes a team's good login from this address in the store, once per team and address since the start. A store
     * that fails only leaves it unnoted (said in the log): the login itself has succeeded.
     */
    public void rememberLoginAddress(long teamId, String address) {
        String pair = teamId + " " + address;
        if (notedAddresses.contains(pair)) return;
        try {
            store.rememberLoginAddress(teamId, address, KEPT_LOGIN_ADDRESSES);
            if (notedAddresses.size() >= MAX_NOTED) notedAddresses.clear();
            notedAddresses.add(pair);
        } catch (RuntimeException e) {
            log.warn("could not remember that team {} logged in from {} ({}); it is tried again at its next login", teamId, address, e.toString());
        }
    }
}
