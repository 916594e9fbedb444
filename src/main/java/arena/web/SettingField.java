package arena.web;

import arena.contest.rules.ContestSettings;
import arena.game.Game;
import java.util.List;

/**
 * A setting's input on the console's new-contest form: its name, kind ("INT", "DECIMAL", "BOOL"), default, range (null for
 * a flag) and meaning; {@code own} when the game has it rather than every contest (the form marks those).
 */
record SettingField(String name, String kind, Object defaultValue, Number min, Number max, String description, boolean own) {

    /** The inputs of one game's contest settings, the common ones included. */
    static List<SettingField> of(Game game) {
        return ContestSettings.schema(game).stream()
                .map(s -> new SettingField(s.name(), s.kind().name(), s.defaultValue(), s.min(), s.max(), s.description(),
                        game.settings().contains(s)))
                .toList();
    }
}
