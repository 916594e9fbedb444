package arena.contest.classroom;

import arena.contest.Contests;
import arena.contest.accounts.Accounts;
import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.base.RefusedFields;
import arena.store.AccountStore;
import arena.store.ContestStore;
import arena.store.StaffStore.Rule;
import arena.store.StaffStore.StaffBot;
import arena.store.StaffStore;
import arena.store.StoredContest;
import arena.store.StoredTeam;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A contest's staff bots and marking rules, as the console and the API change them (issue 43). A staff bot is a team
 * the staff own, enrolled in the contest with a level: a new team whose versions an instructor uploads as hosted bots
 * (the same sandbox, languages and builds as a team's: {@code POST /api/teams/{name}/bots}, then chosen for the
 * contest), or one of the game's house bots standing as a level. No one knows a staff team's password (a random secret):
 * it plays only hosted or in-process.
 */
public final class StaffBots {
    private static final Pattern LEVEL = Pattern.compile("[\\p{L}\\p{N}_.-]{1,32}");
    private final Contests contests;
    private final Accounts accounts;
    private final AccountStore accountStore;
    private final ContestStore contestStore;

    public StaffBots(Contests contests, Accounts accounts, AccountStore accountStore, ContestStore contestStore) {
        this.contests = contests;
        this.accounts = accounts;
        this.accountStore = accountStore;
        this.contestStore = contestStore;
    }

    private StaffStore store() {
        return contestStore.staff();
    }

    private StoredContest contest(String slug) {
        StoredContest c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        if (contests.live(slug).isEmpty()) throw new Refused("contest " + slug + " is finished");
        return c;
    }

    public List<StaffBot> of(String slug) {
        return store().staffBots(contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug)).id());
    }

    /**
     * Adds a staff bot at {@code level}: a new team named {@code name}, or the game's house bot {@code houseBot} (exactly
     * one of the two); a staff bot of this contest named again gets the new level and {@code shown}. {@code shown}: listed
     * in the standings, marked as staff; false: left out of them. Every bad field is named at once ({@link
     * RefusedFields}); answers the staff bot's team name.
     */
    public String add(String slug, String name, String houseBot, String level, boolean shown) {
        StoredContest c = contest(slug);
        Map<String, String> bad = new LinkedHashMap<>();
        String lvl = level == null ? "" : level.strip();
        if (!LEVEL.matcher(lvl).matches()) bad.put("level", "the level is a word of 1 to 32 letters, digits, '_', '-' or '.', e.g. easy");
        boolean named = name != null && !name.isBlank(), house = houseBot != null && !houseBot.isBlank();
        if (named == house) bad.put("name", "give either a name for a new staff team or a house bot, not both");
        if (house && !contests.live(slug).orElseThrow().game().houseBots().containsKey(houseBot.strip())) {
            bad.put("houseBot", "the game " + c.game() + " has no house bot " + houseBot.strip() + "; it has: "
                    + String.join(", ", contests.live(slug).orElseThrow().game().houseBots().keySet()));
        }
        Optional<StoredTeam> existing = named ? accountStore.teamByName(name.strip()) : Optional.empty();
        if (existing.isPresent() && !store().isStaffBot(c.id(), existing.get().id())) {
            bad.put("name", "a team named " + existing.get().name() + " exists and is not a staff bot of this contest: choose another name");
        }
        if (!bad.isEmpty()) throw new RefusedFields(false, bad);
        long teamId;
        String teamName;
        if (house) {
            teamName = contests.enrollHouseBot(slug, houseBot.strip());
            teamId = accountStore.teamByName(teamName).orElseThrow().id();
        } else if (existing.isPresent()) {
            teamId = existing.get().id();
            teamName = existing.get().name();
        } else {
            Accounts.Created created = accounts.createTeam(name.strip(), Accounts.randomSecret(24));
            if (!created.ok()) throw new RefusedFields(false, Map.of("name", created.problem()));
            teamId = created.id();
            teamName = name.strip();
        }
        store().makeStaffBot(c.id(), teamId, lvl, shown);
        return teamName;
    }

    /** Replaces the contest's marking rules, each checked against its staff bots' levels; every bad one named at once. */
    public List<Rule> setRules(String slug, List<MarkRules.Typed> typed, String fieldFormat) {
        StoredContest c = contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug));
        java.util.Set<String> levels = new java.util.TreeSet<>();
        store().staffBots(c.id()).forEach(b -> levels.add(b.level()));
        List<Rule> rules = MarkRules.check(typed, levels, fieldFormat);
        store().replaceRules(c.id(), rules);
        return rules;
    }

    public List<Rule> rules(String slug) {
        return store().rules(contestStore.bySlug(slug).orElseThrow(() -> new NotFound("no contest " + slug)).id());
    }
}
