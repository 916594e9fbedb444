package arena.web;

import arena.contest.rules.ContestSettings;
import arena.contest.life.LiveContest;
import arena.game.Game;
import arena.game.Setting;
import arena.game.Settings;
import arena.store.ContestStore;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A contest's settings as pages show them: the console's form to change them (pre-filled, each input saying why it
 * cannot change now when it cannot), and the record of the changes made, each with the round it applies from.
 */
final class SettingsView {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private SettingsView() {}

    /**
     * One input of the console's settings form: the setting, its value now (or as typed, when the form came back
     * refused), and {@code locked}, why it cannot change now (null when it can: then the input is enabled).
     */
    record Input(String name, String kind, String value, boolean checked, Number min, Number max, String description, boolean own,
                 String locked) {}

    /** A change of settings as the contest page lists it: the round it applies from, when, and each setting's change. */
    record ChangeLine(int fromRound, String at, List<String> changes) {}

    /** The inputs of a contest's settings form; {@code form} is a refused form to show again (or empty). */
    static List<Input> inputs(Game game, Settings now, LiveContest live, Form form) {
        List<Input> inputs = new ArrayList<>();
        for (Setting s : ContestSettings.schema(game)) {
            String field = "s." + s.name();
            Object value = now.asMap().get(s.name());
            String locked = live == null ? "the contest is not run by this arena process" : live.whySettingCannotChange(s.name());
            boolean bool = s.kind() == Setting.Kind.BOOL;
            String shown = form.hasErrors() && form.sent(field) ? form.value(field) : String.valueOf(value);
            boolean checked = bool && (form.hasErrors() ? form.sent(field) : Boolean.TRUE.equals(value));
            inputs.add(new Input(s.name(), s.kind().name(), shown, checked, s.min(), s.max(), s.description(), game.settings().contains(s), locked));
        }
        return inputs;
    }

    /**
     * The changes of a contest's settings, oldest first. A seed's values are left out unless {@code showSeeds} (RULINGS 8:
     * seeds are secret until they have served): the line says only that it changed.
     */
    static List<ChangeLine> changes(List<ContestStore.SettingChange> stored, boolean showSeeds) {
        List<ChangeLine> lines = new ArrayList<>();
        for (ContestStore.SettingChange c : stored) {
            Map<String, List<Object>> changed;
            try {
                changed = JSON.readValue(c.changesJson(), new TypeReference<LinkedHashMap<String, List<Object>>>() {});
            } catch (Exception e) {
                throw new IllegalStateException("a stored change of settings is unreadable: " + e.getMessage(), e);
            }
            List<String> words = new ArrayList<>();
            changed.forEach((name, beforeAfter) -> words.add(name.equals(ContestSettings.SEED) && !showSeeds
                    ? name + " changed" : name + " " + beforeAfter.get(0) + " \u2192 " + beforeAfter.get(1)));
            lines.add(new ChangeLine(c.fromRound(), WHEN.format(c.changedAt()), words));
        }
        return lines;
    }
}
