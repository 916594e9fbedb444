package arena.contest.life;

import arena.contest.base.RefusedFields;
import arena.contest.rules.ContestSettings;
import arena.contest.rules.MarkingSettings;
import arena.game.Game;
import arena.game.Setting;
import arena.game.Settings;
import arena.pairing.RoundFormat;
import arena.store.ContestStore;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A change of a contest's settings after it was created (issue 29). Before the first round every setting may change.
 * Once a round was played, only those that change nothing of how a played match is played again (its replay): the
 * clock, the rounds to come, the limits of connections and commands, practice, the grace after a restart, sign-up,
 * and a game's own such settings ({@link Game#settingsFreeBetweenRounds}); the others are refused with the reason.
 * While a round runs nothing changes: settings change between rounds. The change is stored first (the settings in
 * force and a record of the change with the round it applies from), then put in memory, both under the contest lock.
 */
public final class SettingsChange {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The contest settings that may change between rounds: none changes a played match's replay (see the class). */
    static final Set<String> FREE_BETWEEN_ROUNDS = Set.of(ContestSettings.TURN_MILLIS, ContestSettings.REGISTRATION_MILLIS,
            ContestSettings.ROUNDS, ContestSettings.KEEP_ROUNDS, ContestSettings.EARLY_TURNS, ContestSettings.MAX_CONNECTIONS,
            ContestSettings.COMMANDS_PER_TURN, ContestSettings.SELF_SIGNUP, ContestSettings.RESUME_GRACE_MILLIS,
            ContestSettings.PRACTICE_MATCHES, ContestSettings.TEAM_MEMBERS, ContestSettings.TEAM_CHANGES_UNTIL,
            RoundFormat.GROUPS, RoundFormat.GROUPS_BY_RATING, RoundFormat.SWISS_PAIRINGS, MarkingSettings.MARKING_ROUNDS, MarkingSettings.MARKING_MATCHES);

    private SettingsChange() {}

    /** Whether a setting may change once a round was played. */
    static boolean freeBetweenRounds(Game game, String name) {
        return FREE_BETWEEN_ROUNDS.contains(name) || game.traits().settingsFreeBetweenRounds().contains(name);
    }

    /** Why a setting cannot change now, or null if it can (read without the lock by pages; checked again under it). */
    static String whyNotNow(LiveContest contest, String name) {
        Rounds rounds = contest.rounds();
        Round running = rounds.round();
        if (rounds.finished()) return "the contest is finished";
        if (running != null) return "round " + running.number() + " is being played: settings change between rounds";
        if (!rounds.noneYet() && !freeBetweenRounds(contest.game(), name))
            return name + " can change only before the first round: the rounds played must replay as they were played";
        return null;
    }

    /**
     * Checks {@code given} (settings by name, as JSON or a form gives them) and applies it; answers the settings now in
     * force. Every bad value is named at once ({@link RefusedFields}, not a conflict), else every setting that cannot
     * change now (a conflict).
     */
    public static Settings apply(LiveContest contest, ContestStore store, Map<String, ?> given) {
        Game game = contest.game();
        Map<String, Setting> schema = new LinkedHashMap<>();
        for (Setting s : ContestSettings.schema(game)) schema.put(s.name(), s);
        Map<String, String> bad = new LinkedHashMap<>();
        Map<String, Object> values = new LinkedHashMap<>();
        for (Map.Entry<String, ?> e : given.entrySet()) {
            Setting s = schema.get(e.getKey());
            if (s == null) {
                bad.put(e.getKey(), "unknown setting " + e.getKey() + "; settings: " + String.join(", ", schema.keySet()));
            } else if (e.getValue() == null) {
                bad.put(e.getKey(), "setting " + e.getKey() + " has no value");
            } else {
                try {
                    values.put(s.name(), s.accept(e.getValue()));
                } catch (IllegalArgumentException why) {
                    bad.put(s.name(), why.getMessage());
                }
            }
        }
        if (!bad.isEmpty()) throw new RefusedFields(false, bad);
        synchronized (contest.rounds()) {
            Rounds rounds = contest.rounds();
            Settings now = contest.settings();
            Map<String, Object> changed = new LinkedHashMap<>();
            for (Map.Entry<String, Object> e : values.entrySet()) {
                if (!Objects.equals(now.asMap().get(e.getKey()), e.getValue())) changed.put(e.getKey(), e.getValue());
            }
            Map<String, String> notNow = new LinkedHashMap<>();
            for (String name : changed.keySet()) {
                String why = rounds.endedOrEnding() ? "the contest is finished" : whyNotNow(contest, name);
                if (why != null) notNow.put(name, why);
            }
            Object roundsWanted = changed.get(ContestSettings.ROUNDS);
            if (roundsWanted != null && !notNow.containsKey(ContestSettings.ROUNDS) && (Long) roundsWanted > 0 && (Long) roundsWanted < rounds.lastNumber())
                notNow.put(ContestSettings.ROUNDS, rounds.lastNumber() + (rounds.lastNumber() == 1 ? " round is" : " rounds are") + " played already");
            if (!notNow.isEmpty()) throw new RefusedFields(true, notNow);
            if (changed.isEmpty()) return now;

            Map<String, Object> merged = new LinkedHashMap<>(now.asMap());
            merged.putAll(changed);
            if (Long.valueOf(0).equals(changed.get(ContestSettings.SEED))) {
                long drawn = new SecureRandom().nextLong(1, Long.MAX_VALUE); // 0 draws one, as at the contest's creation
                merged.put(ContestSettings.SEED, drawn);
                changed.put(ContestSettings.SEED, drawn);
            }
            Settings next = ContestSettings.of(game, merged);
            Map<String, List<Object>> record = new LinkedHashMap<>();
            for (Map.Entry<String, Object> e : changed.entrySet()) {
                List<Object> beforeAfter = new ArrayList<>();
                beforeAfter.add(now.asMap().get(e.getKey()));
                beforeAfter.add(e.getValue());
                record.put(e.getKey(), beforeAfter);
            }
            // a new registration window opens now when its length changes while the contest waits for its next round
            boolean newWindow = changed.containsKey(ContestSettings.REGISTRATION_MILLIS);
            long windowMillis = next.getLong(ContestSettings.REGISTRATION_MILLIS);
            LocalDateTime windowEnd = windowMillis > 0 ? LocalDateTime.now().plusNanos(windowMillis * 1_000_000) : null;
            LocalDateTime storedEnd = newWindow ? windowEnd : store.byId(contest.id()).orElseThrow().registrationEndsAt();
            store.changeSettings(contest.id(), json(next.asMap()), next.getBool(ContestSettings.SELF_SIGNUP), storedEnd,
                    new ContestStore.SettingChange(rounds.lastNumber() + 1, json(record), LocalDateTime.now()));
            contest.replaceSettings(next);
            contest.entries().forgetNextRoundData(); // drawn from the seed and the game's settings, which may have changed
            if (newWindow) contest.registration().schedule(windowEnd);
            return next;
        }
    }

    /**
     * The settings a round was played with: {@code now} with every change recorded from a later round undone, newest
     * first. A replay of a round rebuilds its matches with these, so a change between rounds leaves it as it was played.
     */
    public static Settings forRound(Game game, Settings now, List<ContestStore.SettingChange> changes, int round) {
        Map<String, Object> values = new LinkedHashMap<>(now.asMap());
        boolean undone = false;
        for (int i = changes.size() - 1; i >= 0; i--) {
            ContestStore.SettingChange c = changes.get(i);
            if (c.fromRound() <= round) break;
            for (Map.Entry<String, List<Object>> e : read(c.changesJson()).entrySet()) {
                if (values.containsKey(e.getKey())) values.put(e.getKey(), e.getValue().get(0));
            }
            undone = true;
        }
        return undone ? ContestSettings.of(game, values) : now;
    }

    /** A change's record: each setting's value before and after, by name. */
    static Map<String, List<Object>> read(String changesJson) {
        try {
            return JSON.readValue(changesJson, new TypeReference<LinkedHashMap<String, List<Object>>>() {});
        } catch (Exception e) {
            throw new IllegalStateException("a stored change of settings is unreadable: " + e.getMessage(), e);
        }
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
