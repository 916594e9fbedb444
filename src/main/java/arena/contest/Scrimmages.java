package arena.contest;

import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.base.Sides;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.ScrimmageStore.StoredScrimmage;
import arena.store.ScrimmageStore;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

/**
 * Issue 43, scrimmages between teams (as Battlecode runs them): a team asks another team of its contest for a practice
 * match of their own bots; the other accepts each ask, or answers all of them by its policy ("accept all", "refuse
 * all"). A scrimmage is a practice of teams' own bots ({@link Sides}, {@link arena.contest.life.Practices}): never counted, private to the
 * two teams and the staff, each team seeing only its own log; a team asks at most {@value #ASKS_PER_HOUR} an hour in a
 * contest. The asks live in the store ({@link ScrimmageStore}); an ask is answered once (a conditional update), and a
 * start the arena refuses leaves it waiting.
 */
public final class Scrimmages {
    /** How many scrimmages a team may ask for in a contest in an hour: a class of 60 asking all at once is 3,600 asks. */
    public static final int ASKS_PER_HOUR = 10;
    /** The policies a team may set, as words the API and the page use, by what they do: none is "answer each by hand". */
    public static final Map<String, String> POLICIES = Map.of("ask", "answer each ask", "accept all", "accept every ask",
            "refuse all", "refuse every ask");

    private final Contests contests;
    private final ContestStore contestStore;
    private final AccountStore accountStore;
    private final ScrimmageStore store;

    Scrimmages(Contests contests, ContestStore contestStore, AccountStore accountStore, ScrimmageStore store) {
        this.contests = contests;
        this.contestStore = contestStore;
        this.accountStore = accountStore;
        this.store = store;
    }

    /** Too many asks this hour: when the next one is allowed. */
    public static final class TooManyAsks extends RuntimeException {
        private final Duration wait;

        TooManyAsks(String message, Duration wait) {
            super(message, null, false, false);
            this.wait = wait;
        }

        public Duration waitTime() {
            return wait;
        }
    }

    /** A team's scrimmages in a contest, and how it answers asks there. */
    public record Outlook(String policy, List<StoredScrimmage> scrimmages) {}

    public Outlook of(String slug, long teamId) {
        StoredContest c = contest(slug, teamId);
        return new Outlook(store.policy(c.id(), teamId).orElse("ask"), store.of(c.id(), teamId, 20));
    }

    /**
     * A team asks another for a scrimmage, playing {@code version} (null: its own bot; checked by the caller). Stored
     * waiting, or answered at once by the other team's policy: refused, or accepted and started (an accepted ask the
     * arena cannot start now stays waiting, with why). The ask as stored then; {@link Refused} for a bad ask (no such
     * team there, the team itself, a house bot), {@link TooManyAsks} past the hourly limit.
     */
    public Answered ask(String slug, long teamId, Integer version, String opponent) {
        StoredContest c = contest(slug, teamId);
        StoredTeam other = accountStore.teamByName(opponent == null ? "" : opponent)
                .filter(t -> contestStore.isEnrolled(c.id(), t.id())).orElseThrow(() -> new Refused("no team " + opponent + " in " + slug));
        if (other.id() == teamId) throw new Refused("a scrimmage is against another team: your own versions play each other from your hosted bot's panel");
        if (other.houseBot() != null) throw new Refused(other.name() + " is a house bot: practise against it with the Practice buttons");
        if (other.disabled()) throw new Refused("team " + other.name() + " is disabled");
        LocalDateTime hourAgo = LocalDateTime.now().minusHours(1);
        if (store.askedSince(c.id(), teamId, hourAgo) >= ASKS_PER_HOUR) {
            LocalDateTime oldest = store.oldestAskSince(c.id(), teamId, hourAgo).orElse(hourAgo);
            Duration wait = Duration.between(LocalDateTime.now(), oldest.plusHours(1));
            throw new TooManyAsks("your team has asked for " + ASKS_PER_HOUR + " scrimmages in the last hour, the most it may; ask again in "
                    + Math.max(1, wait.toMinutes()) + " min", wait.isNegative() ? Duration.ofSeconds(1) : wait);
        }
        String policy = store.policy(c.id(), other.id()).orElse("ask");
        if (policy.equals("refuse all")) {
            long id = store.ask(c.id(), teamId, version, other.id(), ScrimmageStore.REFUSED);
            return new Answered(store.find(id).orElseThrow(), "team " + other.name() + " refuses all scrimmages");
        }
        long id = store.ask(c.id(), teamId, version, other.id(), ScrimmageStore.WAITING);
        if (policy.equals("accept all")) {
            try {
                return new Answered(start(slug, store.find(id).orElseThrow(), null), null);
            } catch (Refused e) {
                return new Answered(store.find(id).orElseThrow(), "team " + other.name() + " accepts all scrimmages, but it cannot start now ("
                        + e.getMessage() + "): it waits for their answer");
            }
        }
        return new Answered(store.find(id).orElseThrow(), null);
    }

    /** An ask as it stands after it was made or answered, with a word on it (why it waits, why it was refused), or null. */
    public record Answered(StoredScrimmage scrimmage, String note) {}

    /**
     * The asked team accepts an ask, playing {@code version} (null: its own bot; checked by the caller): the scrimmage
     * starts now. {@link Refused} when it is not this team's to answer or was answered, or the arena cannot start it now
     * (then it stays waiting).
     */
    public StoredScrimmage accept(String slug, long teamId, long id, Integer version) {
        StoredScrimmage s = waitingFor(slug, teamId, id);
        return start(slug, s, version);
    }

    /** The asked team refuses an ask. */
    public StoredScrimmage refuse(String slug, long teamId, long id) {
        waitingFor(slug, teamId, id);
        if (!store.move(id, ScrimmageStore.WAITING, ScrimmageStore.REFUSED)) throw new Refused("scrimmage " + id + " was answered already");
        return store.find(id).orElseThrow();
    }

    /** Sets how a team answers the asks of it in a contest: one of {@link #POLICIES}. */
    public void setPolicy(String slug, long teamId, String policy) {
        StoredContest c = contest(slug, teamId);
        if (policy == null || !POLICIES.containsKey(policy)) throw new Refused("a policy is one of: " + String.join(", ", POLICIES.keySet().stream().sorted().toList()));
        store.setPolicy(c.id(), teamId, policy.equals("ask") ? null : policy);
    }

    /** Takes the ask (so no second answer counts), starts its practice, and stores its match; a refused start gives it back. */
    private StoredScrimmage start(String slug, StoredScrimmage s, Integer version) {
        if (!store.move(s.id(), ScrimmageStore.WAITING, ScrimmageStore.STARTING)) throw new Refused("scrimmage " + s.id() + " was answered already");
        long match;
        try {
            match = contests.startSides(slug, new Sides(s.askingTeamId(), s.askingVersion(), s.askedTeamId(), version));
        } catch (RuntimeException e) {
            store.move(s.id(), ScrimmageStore.STARTING, ScrimmageStore.WAITING); // not started: it waits for an answer again
            throw e;
        }
        store.started(s.id(), version, match);
        return store.find(s.id()).orElseThrow();
    }

    private StoredScrimmage waitingFor(String slug, long teamId, long id) {
        StoredContest c = contest(slug, teamId);
        StoredScrimmage s = store.find(id).filter(x -> x.contestId() == c.id() && x.askedTeamId() == teamId)
                .orElseThrow(() -> new NotFound("no scrimmage " + id + " asked of your team in " + slug));
        if (!s.status().equals(ScrimmageStore.WAITING)) throw new Refused("scrimmage " + id + " was answered already (" + s.status() + ")");
        return s;
    }

    private StoredContest contest(String slug, long teamId) {
        StoredContest c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        if (!contestStore.isEnrolled(c.id(), teamId)) throw new Refused("your team is not enrolled in " + slug);
        return c;
    }
}
