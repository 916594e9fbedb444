package arena.testgame;

import arena.game.GamePages;
import arena.game.RoundData;
import arena.game.Settings;
import java.util.List;
import java.util.Map;

/** Tally's pages: its board and its head-start builder (templates in the tests' resources). */
final class TallyPages implements GamePages {

    @Override
    public String name() {
        return "tally";
    }

    @Override
    public Map<String, Object> entryView(RoundData nextRound, Settings settings, String entry, Map<String, List<String>> draft) {
        String start = draft.getOrDefault("start", List.of(entry == null ? "0" : entry.substring(6))).get(0);
        return Map.of("start", start, "saved", entry == null ? "none" : entry);
    }

    @Override
    public String entryFromForm(Map<String, List<String>> form) {
        String start = form.getOrDefault("start", List.of("")).get(0).strip();
        if (!start.matches("\\d+")) throw new IllegalArgumentException("the head start is a number");
        return "start " + start;
    }
}
