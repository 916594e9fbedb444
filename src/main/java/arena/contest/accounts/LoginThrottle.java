package arena.contest.accounts;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Logins on the bot port and on the web, limited as RULINGS 7 says: per account and per remote address, the first
 * {@value #FREE_FAILURES} failures cost nothing, then each further failure makes the next attempt wait 1 s, 2 s, 4 s ...
 * (at most 5 minutes); an attempt during the wait is refused without checking the password, and says so ("try again").
 *
 * <p>Whatever else happens, at most {@value #CHECKS_PER_MINUTE} wrong passwords a minute are checked per account
 * (issue 27): a team's own good login resets its wait, not this window, so a guesser cannot ride on the team's bot
 * reconnecting. An account is counted by its name's {@link TeamNames#key} (NFKC and case folding), the key by which two
 * names are one name: {@code alpha}, {@code Alpha} and {@code ＡＬＰＨＡ} are one account. Per address, a success clears only
 * the failures against the account that succeeded: a guesser's login as its own team clears none of its guesses.
 *
 * <p>A bcrypt check costs about 80 ms of a core. They run on a small pool of their own (half the cores, at least one,
 * with a bounded queue; logins asking the same team and password at once share one check), never on a session's or the clock's thread, so guessing passwords can take at most that share
 * of the machine from the turn clock, the commit and other teams' commands; logins from an address the team logged in
 * from before have a second lane as large ({@link #knownChecks}), so a guesser elsewhere never queues ahead of a team's
 * own bot. A password already verified for a team since the start (or set at its creation) is a digest compare, no
 * bcrypt.
 *
 * <p>A guesser cannot lock a team's own bot out (issue 38): an address the team logged in from before (kept in the store,
 * {@link Accounts#loggedInBeforeFrom}, so also after a restart) passes the waits that others' guesses made; there a
 * password verified since the start is accepted at once, and another is checked unless that address's own failures
 * against the team make it wait. From any other address a wait is a wait: not even a remembered password is compared,
 * so the wait stops the guesser. A hosted bot needs no password at all: the arena's runner connects it in-process, a
 * runner elsewhere with its token. The instructor's password verified since the start is accepted at once, even during
 * a wait. A team's first good login after a roster import also re-hashes its
 * password at the normal cost ({@link Accounts#ROSTER_COST}): one more hash, once per team, on this same pool.
 */
public final class LoginThrottle implements AutoCloseable {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(LoginThrottle.class);
    static final long CODE_MILLIS = 10 * 60_000;
    public static final int FREE_FAILURES = 5;
    /**
     * Failures free per address (issue 38): a lab of 100 students is one address, and a few of them mistype their
     * team's password at the start of a contest; one student's typo must not make the others wait. Guessing at one
     * account stays limited by the account's own {@value #FREE_FAILURES} and its minute's window.
     */
    public static final int ADDRESS_FREE_FAILURES = 30;
    /** Wrong passwords checked per account in any minute, at most. */
    public static final int CHECKS_PER_MINUTE = 10;
    static final long WINDOW_MILLIS = 60_000;
    static final long FIRST_WAIT_MILLIS = 1000;
    static final long MAX_WAIT_MILLIS = 300_000;
    /** Keys with no failure for this long are forgotten, so the table stays small. */
    static final long FORGET_MILLIS = 15 * 60_000;
    private static final int MAX_KEYS = 100_000;

    private final Accounts accounts;
    private final LongSupplier clockMillis;
    private final ConcurrentHashMap<String, Failures> failures = new ConcurrentHashMap<>();
    private final ThreadPoolExecutor checks;
    /**
     * A second lane of as many threads, for the checks of logins from an address the team logged in from before (issue
     * 38): a rival's guesses from elsewhere queue on {@link #checks} only, so they never delay a team's own bot; and a
     * lab's bots reconnecting after a restart take the emptier lane, so they share both. Guessing from elsewhere still
     * takes at most half the machine.
     */
    private final ThreadPoolExecutor knownChecks;
    private final ConcurrentHashMap<String, CompletableFuture<Optional<Account>>> inFlight = new ConcurrentHashMap<>();
    private final OneTimeCode instructorCode = new OneTimeCode();

    /** An account that logged in: a team (id, name) or an instructor (id, login). */
    public record Account(long id, String name) {}

    /** How a login went: the account, or why not (wrong, or wait this long before trying again, or the checks are busy). */
    public record Verdict(Optional<Account> who, long waitMillis, boolean busy) {
        static Verdict ok(Account who) {
            return new Verdict(Optional.of(who), 0, false);
        }

        static Verdict wrong() {
            return new Verdict(Optional.empty(), 0, false);
        }

        /** What a refused login is told: the same words for a wrong password and a wait, plus how long to wait. */
        public String reason() {
            if (busy) return "too many logins at once, try again in a second";
            if (waitMillis > 0) return "too many failed logins, try again in " + Math.max(1, (waitMillis + 999) / 1000) + " s";
            return "bad login or password";
        }
    }

    private static final class Failures {
        int count;
        long blockedUntil;
        long last;
        /** An account's: when its last wrong passwords were checked, oldest first (at most CHECKS_PER_MINUTE). */
        final java.util.ArrayDeque<Long> checked = new java.util.ArrayDeque<>();
        /** An address's: its failures by the account they were against. */
        final Map<String, Integer> byAccount = new java.util.HashMap<>();
    }

    public LoginThrottle(Accounts accounts) {
        this(accounts, () -> System.nanoTime() / 1_000_000, Math.max(1, Runtime.getRuntime().availableProcessors() / 2));
    }

    LoginThrottle(Accounts accounts, LongSupplier clockMillis, int threads) {
        this.accounts = accounts;
        this.clockMillis = clockMillis;
        this.checks = checkPool(threads, "password-check");
        this.knownChecks = checkPool(threads, "password-check-known");
    }

    private static ThreadPoolExecutor checkPool(int threads, String name) {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(512), r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    /** The lane a check goes to: the general one, or for a known address the one with less work waiting. */
    private ThreadPoolExecutor lane(boolean knownAddress) {
        if (!knownAddress) return checks;
        return knownChecks.getQueue().size() + knownChecks.getActiveCount() <= checks.getQueue().size() + checks.getActiveCount() ? knownChecks : checks;
    }

    /** A team's login from a remote address. */
    public Verdict team(String name, String password, String address) {
        if (name == null || password == null) return Verdict.wrong();
        String account = "team:" + TeamNames.key(name);
        String who = key(account), pair = pairKey(address, who);
        long now = clockMillis.getAsLong();
        long wait = Math.max(waitLeft(who, now), waitLeft("address:" + address, now));
        // During a wait only an address the team logged in from before gets an answer (issue 38); elsewhere even a
        // remembered password is not compared, so the wait stops a guesser whatever the team's bot did since the start.
        if (wait > 0 && !knownAddress(name, address)) return new Verdict(Optional.empty(), wait, false);
        Optional<Account> remembered = accounts.rememberedTeam(name, password).map(t -> new Account(t.id(), t.name()));
        if (remembered.isPresent()) return teamIn(remembered.get(), account, address);
        if (wait > 0) {
            long own = waitLeft(pair, now);
            if (own > 0) return new Verdict(Optional.empty(), own, false);
        }
        // Shared by every login that asks for the same name and password while it runs: a bot opening its four
        // connections at once costs one bcrypt check, not four.
        boolean known = wait > 0 || knownAddress(name, address); // during a wait, known already (else refused above)
        Verdict verdict = attempt(account, address, now, lane(known), Accounts.digest(name + "\0" + password),
                () -> accounts.verifyTeam(name, password).map(t -> new Account(t.id(), t.name())), known);
        verdict.who().ifPresent(t -> accounts.rememberLoginAddress(t.id(), address));
        return verdict;
    }

    /** A team's good login: as any ({@link #succeeded}), and its address remembered for the team's next waits. */
    private Verdict teamIn(Account team, String account, String address) {
        accounts.rememberLoginAddress(team.id(), address);
        return succeeded(team, account, address);
    }

    /**
     * Whether the team logged in from this address before (issue 38, from the store: a restart keeps it). A store that
     * does not answer makes it unknown, which only keeps the wait: said in the log, not thrown into the login.
     */
    private boolean knownAddress(String name, String address) {
        try {
            return accounts.loggedInBeforeFrom(name, address);
        } catch (RuntimeException e) {
            LOG.warn("could not read whether team {} logged in from {} before ({}); its account's wait applies", name, address, e.toString());
            return false;
        }
    }

    /**
     * An instructor's login from a remote address: limited as a team's, with the same way back in during a wait (a
     * password already verified since the start is accepted at once), so that guessing cannot lock the instructor out.
     */
    public Verdict instructor(String login, String password, String address) {
        if (login == null || password == null) return Verdict.wrong();
        String account = "instructor:" + TeamNames.key(login);
        Optional<Account> remembered = accounts.rememberedInstructor(login, password).map(i -> new Account(i.id(), i.login()));
        if (remembered.isPresent()) return succeeded(remembered.get(), account, address);
        Optional<Account> byCode = instructorCode.take(login, password);
        if (byCode.isPresent()) return succeeded(byCode.get(), account, address);
        long now = clockMillis.getAsLong();
        long wait = Math.max(waitLeft(key(account), now), waitLeft("address:" + address, now));
        Verdict verdict = wait > 0 ? new Verdict(Optional.empty(), wait, false)
                : attempt(account, address, now, checks, null, () -> accounts.verifyInstructor(login, password).map(i -> new Account(i.id(), i.login())), false);
        if (verdict.waitMillis() > 0) {
            accounts.instructor(login).ifPresent(i -> instructorCode.offer(new Account(i.id(), i.login())));
        }
        return verdict;
    }

    /**
     * A student's login from a remote address (issue 42): limited per person and per address as a team's, its password
     * checked on the same pool. {@code check} is the student's password check ({@link arena.contest.classroom.Students#verify}).
     */
    public Verdict student(String name, String password, String address, Callable<Optional<Account>> check) {
        if (name == null || password == null) return Verdict.wrong();
        String account = "student:" + TeamNames.key(name);
        long now = clockMillis.getAsLong();
        long wait = Math.max(waitLeft(key(account), now), waitLeft("address:" + address, now));
        if (wait > 0) return new Verdict(Optional.empty(), wait, false);
        return attempt(account, address, now, checks, null, check, false);
    }

    /**
     * The instructor's other way back in during a wait (after a restart, nothing is remembered yet): a one-time code,
     * printed in the server's log when a login of the instructor is refused, accepted as the password once, within
     * {@value #CODE_MILLIS} ms. One code at a time; a new one only when the last was used or expired.
     */
    private final class OneTimeCode {
        private Account account;
        private String code;
        private long until;

        synchronized void offer(Account who) {
            long now = clockMillis.getAsLong();
            if (code != null && now < until) return;
            account = who;
            code = Accounts.randomSecret(24);
            until = now + CODE_MILLIS;
            LOG.warn("The instructor {} has too many failed logins: a login from another address is refused for a while. To log in now, "
                    + "use this one-time code as the password (once, within {} minutes): {}", who.name(), CODE_MILLIS / 60_000, code);
        }

        synchronized Optional<Account> take(String login, String given) {
            if (code == null || clockMillis.getAsLong() >= until || !account.name().equals(login)
                    || !java.security.MessageDigest.isEqual(code.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                    given.getBytes(java.nio.charset.StandardCharsets.UTF_8))) return Optional.empty();
            code = null;
            return Optional.of(account);
        }
    }

    /**
     * A password checked, once the caller found that it need not wait: the failure counted per account, per address and
     * per address against the account. An address a team logged in from before passes the account's and the address's
     * waits, which others' guesses made (issue 38: a rival guessing from many addresses kept a team's bot out after a
     * restart; a lab mate's typos kept the lab out), and waits only for its own failures against the team, with a
     * minute's window of its own that the team's good logins do not reset: a guesser sitting at that address (a rival in
     * the same lab) is still stopped after as many checks.
     */
    private Verdict attempt(String account, String address, long now, ThreadPoolExecutor lane, String shareKey, Callable<Optional<Account>> check,
                            boolean knownAddress) {
        String who = key(account), from = "address:" + address, pair = pairKey(address, who);
        CompletableFuture<Optional<Account>> shared = shareKey == null ? null : inFlight.get(shareKey);
        boolean counted = false;
        if (shared == null) {
            // A check this login starts is counted as a failure before it runs, under the lock of the wait it must pass
            // (the account's, or at a known address that address's against the account): a guesser's parallel
            // connections cannot all pass before the first failure is counted (issue 38: 25 at once did, and the team's
            // own check waited behind them). A right password takes it back.
            String gate = knownAddress ? pair : who;
            if (!failed(gate, now, FREE_FAILURES, true, null, true)) return new Verdict(Optional.empty(), Math.max(1, waitLeft(gate, now)), false);
            failed(knownAddress ? who : pair, now, FREE_FAILURES, true, null, false);
            failed(from, now, ADDRESS_FREE_FAILURES, false, who, false);
            counted = true;
        }
        Running running = shared != null ? new Running(shared, false) : check(lane, shareKey, check);
        Optional<Account> result;
        try {
            result = running.result().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Verdict.wrong();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RejectedExecutionException) return new Verdict(Optional.empty(), 0, true);
            throw new IllegalStateException("a password check failed", e.getCause());
        }
        if (result.isPresent()) {
            if (counted) {
                unwindow(who, now);
                unwindow(pair, now);
            }
            return succeeded(result.get(), account, address);
        }
        if (!counted) { // a check shared with another login: that one counted its own
            failed(who, now, FREE_FAILURES, true, null, false);
            failed(from, now, ADDRESS_FREE_FAILURES, false, who, false);
            failed(pair, now, FREE_FAILURES, true, null, false);
        }
        return Verdict.wrong();
    }

    /** A counted check that turned out right leaves the minute's window of wrong passwords checked. */
    private void unwindow(String key, long at) {
        Failures f = failures.get(key);
        if (f == null) return;
        synchronized (f) {
            f.checked.removeLastOccurrence(at);
        }
    }

    /** Sign-ups without a join code from one address in an hour, at most. */
    public static final int SIGNUPS_PER_HOUR = 30;
    /** Sign-ups with one join code in an hour, at most (issue 38: a class of a few hundred, from one address or many). */
    public static final int SIGNUPS_PER_CODE_PER_HOUR = 400;
    /** Sign-ups with any join code in an hour, at most: the ceiling over all contests' codes. */
    public static final int SIGNUPS_WITH_CODES_PER_HOUR = 2000;
    private final SignUpLimits signUps = new SignUpLimits();

    /**
     * How a sign-up went: the team made (or why not), or the wait before trying again and what is limited (the words
     * after "too many sign-ups": "from your address" ...), or the pool is busy.
     */
    public record SignUp(Accounts.Created created, long waitMillis, String limitedBy, boolean busy) {}

    /**
     * A team's sign-up without a join code (issue 27): at most {@value #SIGNUPS_PER_HOUR} an hour per address, and its
     * password hashed on this class's bounded pool, never on the request's thread, like every password check.
     */
    public SignUp signUp(String address, Callable<Accounts.Created> create) {
        SignUpLimits.Limited limited = signUps.fromAddress(address, clockMillis.getAsLong());
        return limited != null ? new SignUp(null, limited.waitMillis(), limited.by(), false) : hashed(create);
    }

    /**
     * A team's sign-up with a contest's join code (issue 38): not limited per address (a lab is one address), but per
     * code and over all codes ({@link SignUpLimits}); hashed on the pool like any.
     */
    public SignUp signUpWithCode(String code, Callable<Accounts.Created> create) {
        SignUpLimits.Limited limited = signUps.withCode(code, clockMillis.getAsLong());
        return limited != null ? new SignUp(null, limited.waitMillis(), limited.by(), false) : hashed(create);
    }

    /**
     * A team made by a student on its page (issue 42): limited per person, {@value #SIGNUPS_PER_HOUR} an hour as sign-ups
     * are per address (a lab is one address, its students many people), and hashed on the pool like any.
     */
    public SignUp teamByStudent(long studentId, Callable<Accounts.Created> create) {
        SignUpLimits.Limited limited = signUps.fromAddress("student:" + studentId, clockMillis.getAsLong());
        return limited != null ? new SignUp(null, limited.waitMillis(), "by you", false) : hashed(create);
    }

    /**
     * A sign-up with a join code that is not valid: it counts as one of the address's sign-ups, so that codes cannot be
     * guessed faster than an address may sign up. The wait when the address has none left, else 0.
     */
    public long badJoinCode(String address) {
        SignUpLimits.Limited limited = signUps.fromAddress(address, clockMillis.getAsLong());
        return limited == null ? 0 : limited.waitMillis();
    }

    private SignUp hashed(Callable<Accounts.Created> create) {
        CompletableFuture<Accounts.Created> done = new CompletableFuture<>();
        try {
            checks.execute(() -> {
                try {
                    done.complete(create.call());
                } catch (Exception e) {
                    done.completeExceptionally(e);
                }
            });
            return new SignUp(done.get(), 0, null, false);
        } catch (RejectedExecutionException full) {
            return new SignUp(null, 0, null, true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new SignUp(null, 0, null, true);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a sign-up failed", e.getCause());
        }
    }

    /** A password check on the pool: its result, and whether this login started it ({@code own}) or shares another's. */
    private record Running(CompletableFuture<Optional<Account>> result, boolean own) {}

    /** The check on the pool; with a share key, the one already running for that key if there is one. */
    private Running check(ThreadPoolExecutor lane, String shareKey, Callable<Optional<Account>> check) {
        CompletableFuture<Optional<Account>> mine = new CompletableFuture<>();
        if (shareKey != null) {
            CompletableFuture<Optional<Account>> running = inFlight.putIfAbsent(shareKey, mine);
            if (running != null) return new Running(running, false);
        }
        try {
            lane.execute(() -> {
                try {
                    Optional<Account> r = check.call();
                    if (shareKey != null) inFlight.remove(shareKey, mine);
                    mine.complete(r);
                } catch (Exception e) {
                    if (shareKey != null) inFlight.remove(shareKey, mine);
                    mine.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException full) {
            if (shareKey != null) inFlight.remove(shareKey, mine);
            mine.completeExceptionally(full);
        }
        return new Running(mine, true);
    }

    /**
     * A good login: the account's wait ends, and so does that of this address against it (their windows of checked
     * guesses stay), and the address forgets the failures against this account only.
     */
    private Verdict succeeded(Account who, String account, String address) {
        String key = key(account);
        for (Failures mine : new Failures[] {failures.get(key), failures.get(pairKey(address, key))}) {
            if (mine == null) continue;
            synchronized (mine) {
                mine.count = 0;
                mine.blockedUntil = 0;
            }
        }
        Failures from = failures.get("address:" + address);
        if (from != null) {
            synchronized (from) {
                Integer against = from.byAccount.remove(key);
                if (against != null) {
                    from.count -= against;
                    if (from.count < ADDRESS_FREE_FAILURES) from.blockedUntil = 0;
                }
            }
        }
        return Verdict.ok(who);
    }

    private static String key(String account) {
        return account.length() > 80 ? account.substring(0, 80) : account;
    }

    /** The failures of one address against one account. */
    private static String pairKey(String address, String accountKey) {
        return "pair:" + address + " " + accountKey;
    }

    private long waitLeft(String key, long now) {
        Failures f = failures.get(key);
        if (f == null) return 0;
        synchronized (f) {
            return waitLeft(f, now);
        }
    }

    /** The wait of one key's failures, its lock held. */
    private static long waitLeft(Failures f, long now) {
        while (!f.checked.isEmpty() && now - f.checked.peekFirst() >= WINDOW_MILLIS) f.checked.removeFirst();
        long window = f.checked.size() >= CHECKS_PER_MINUTE ? f.checked.peekFirst() + WINDOW_MILLIS - now : 0;
        return Math.max(0, Math.max(window, f.blockedUntil - now));
    }

    /**
     * A wrong password checked, counted under {@code key} (an account, an address, or an address against an account):
     * past {@code free} failures each makes the next attempt wait longer; an account's also fill its minute's
     * {@code window}; an address's are noted by the account they were {@code against}. With {@code unlessWaiting}, nothing
     * is counted if the key must wait already (checked under the same lock): false then.
     */
    private boolean failed(String key, long now, int free, boolean window, String against, boolean unlessWaiting) {
        if (failures.size() >= MAX_KEYS) forgetOld(now);
        Failures f = failures.computeIfAbsent(key, k -> new Failures());
        synchronized (f) {
            if (unlessWaiting && waitLeft(f, now) > 0) return false;
            f.count++;
            f.last = now;
            if (window) {
                f.checked.addLast(now);
                while (f.checked.size() > CHECKS_PER_MINUTE) f.checked.removeFirst();
            }
            if (against != null) f.byAccount.merge(against, 1, Integer::sum);
            if (f.count >= free) {
                int doublings = Math.min(30, f.count - free);
                f.blockedUntil = now + Math.min(MAX_WAIT_MILLIS, FIRST_WAIT_MILLIS << doublings);
            }
        }
        return true;
    }

    private void forgetOld(long now) {
        for (Iterator<Map.Entry<String, Failures>> i = failures.entrySet().iterator(); i.hasNext(); ) {
            Failures f = i.next().getValue();
            synchronized (f) {
                if (now - f.last > FORGET_MILLIS && now >= f.blockedUntil) i.remove();
            }
        }
    }

    @Override
    public void close() {
        // a check reads the store: those begun or queued end as they are, never interrupted (issue 38)
        checks.shutdown();
        knownChecks.shutdown();
    }
}
