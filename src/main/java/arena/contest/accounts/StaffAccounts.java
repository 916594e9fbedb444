package arena.contest.accounts;

import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.domain.StaffRole;
import arena.store.AccountStore;
import arena.store.StoredInstructor;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The console's accounts (issue 42): instructors and assistants, each with a password and an API token of its own. The
 * first instructor is the account the start makes ({@code ARENA_ADMIN_PASSWORD}, {@code ARENA_ADMIN_TOKEN}); it adds the
 * others. A password or token made here is shown once and kept only as a hash (bcrypt) or digest (SHA-256, as the first
 * instructor's token: a random secret of 32 symbols needs no stretching).
 */
public final class StaffAccounts {
    private static final Pattern LOGIN = Pattern.compile("[A-Za-z0-9_.-]{2,64}");
    private final AccountStore store;

    public StaffAccounts(AccountStore store) {
        this.store = store;
    }

    /** A new account and its password, shown once. */
    public record Made(StoredInstructor account, String password) {}

    public List<StoredInstructor> all() {
        return store.instructors();
    }

    public Optional<StoredInstructor> byId(long id) {
        return store.instructor(id);
    }

    /** Adds an account with a generated password (a person's own: hashed at the normal cost, as any person's). */
    public Made create(String login, StaffRole role) {
        String name = login == null ? "" : login.strip();
        if (!LOGIN.matcher(name).matches())
            throw new Refused("a login has 2 to 64 letters, digits, _, - or .");
        String password = Accounts.randomSecret(12);
        long id = store.createStaff(name, Accounts.hash(password), role)
                .orElseThrow(() -> new Refused("the login " + name + " is taken"));
        return new Made(store.instructor(id).orElseThrow(), password);
    }

    /** A new password for the account, shown once: the old one and every session made with it end at once. */
    public String resetPassword(String login) {
        StoredInstructor account = existing(login);
        String password = Accounts.randomSecret(12);
        store.setInstructorPassword(account.id(), Accounts.hash(password));
        return password;
    }

    /** A new API token for the account, shown once; the one before it no longer works. */
    public String newToken(String login) {
        StoredInstructor account = existing(login);
        String token = Accounts.randomSecret(32);
        store.setInstructorToken(account.id(), Accounts.digest(token));
        return token;
    }

    /** The account's API token no longer works (the first instructor's comes back from ARENA_ADMIN_TOKEN at the next start). */
    public void revokeToken(String login) {
        store.setInstructorToken(existing(login).id(), null);
    }

    /** Removes an account; its sessions and token end at once. The first instructor cannot be removed: the start makes it. */
    public void remove(String login) {
        StoredInstructor account = existing(login);
        if (account.id() == first().id()) throw new Refused("the first instructor (the account the start makes) cannot be removed");
        store.removeInstructor(account.id());
    }

    /** The first instructor: the oldest account, the one the start made. */
    public StoredInstructor first() {
        return store.instructors().getFirst();
    }

    private StoredInstructor existing(String login) {
        return store.instructor(login == null ? "" : login).orElseThrow(() -> new NotFound("there is no account " + login));
    }
}
