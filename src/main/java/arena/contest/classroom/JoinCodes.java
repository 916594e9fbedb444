package arena.contest.classroom;

import arena.contest.Contests;
import arena.contest.base.Refused;
import arena.domain.ContestPhase;
import arena.store.ContestStore;
import arena.store.StoredContest;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Optional;

/**
 * Contests' join codes (issue 38). A class in a lab reaches the arena from one address, so sign-ups limited per address
 * shut it out; a join code, shown to the instructor on the contest's console page, lets its holders sign up (limited per
 * code and in all instead: {@link arena.contest.accounts.LoginThrottle#signUpWithCode}) and enrolls each new team in the contest. The
 * instructor replaces a leaked code; the old one then enrolls no one. A contest gets its code the first time it is asked
 * for, so contests made before codes existed have one too.
 */
public final class JoinCodes {
    /** Lower case letters and digits without the look-alikes (0 o, 1 l i): a student copies it from a projector. */
    static final String ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
    /** 10 of 31 symbols: about 49 bits, and a wrong code counts as a sign-up of its address (30 an hour). */
    static final int LENGTH = 10;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Contests contests;
    private final ContestStore store;

    public JoinCodes(Contests contests, ContestStore store) {
        this.contests = contests;
        this.store = store;
    }

    /** The contest's join code, made now if it has none yet. */
    public String codeOf(StoredContest contest) {
        return store.joinCode(contest.id()).or(() -> store.joinCodeOrMake(contest.id(), fresh()))
                .orElseThrow(() -> new IllegalStateException("the join code of " + contest.slug() + " was not stored"));
    }

    /** Gives the contest a new join code; the one it had enrolls no one any more. */
    public String renew(StoredContest contest) {
        for (int tries = 0; ; tries++) {
            String code = fresh();
            if (store.setJoinCode(contest.id(), code)) return code;
            if (tries >= 3) throw new IllegalStateException("no new join code could be stored for " + contest.slug());
        }
    }

    /** A code as a person typed it: spaces around it dropped, any case. */
    public static String normalized(String typed) {
        return typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
    }

    /**
     * The contest a sign-up with this code joins; {@link Refused} with the reason when the code names none (never was,
     * or was replaced) or its contest is finished.
     */
    public StoredContest contestFor(String code) {
        String given = normalized(code);
        Optional<StoredContest> contest = given.length() > 64 ? Optional.empty() : store.byJoinCode(given);
        if (contest.isEmpty()) {
            throw new Refused("code", "the join code " + (given.length() > 64 ? given.substring(0, 64) + "..." : given)
                    + " is not valid (a code the instructor replaced no longer works): ask your instructor for the current one");
        }
        if (contest.get().phase() == ContestPhase.FINISHED) throw new Refused("code", "the contest " + contest.get().slug() + " is finished: its join code enrolls no one");
        return contest.get();
    }

    /** Enrolls a team that signed up with the contest's code, as the instructor who gave the code would. */
    public void enroll(StoredContest contest, String teamName) {
        contests.enroll(contest.slug(), teamName);
    }

    private static String fresh() {
        StringBuilder b = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) b.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        return b.toString();
    }
}
