package arena.testgame;

import arena.game.BoardHtml;
import arena.game.EntryView;
import arena.game.GamePages;
import arena.game.RoundData;
import arena.game.Settings;
import java.util.List;
import java.util.Map;

/** Tally's pages: its board (drawn here) and its head-start builder (its template in the tests' resources). */
final class TallyPages implements GamePages {

    @Override
    public String name() {
        return "tally";
    }

    /** The tallies, from the engine's board (a map): {@code <div class="tally-board">} with one strong element per seat. */
    @Override
    public BoardHtml boardHtml() {
        return (board, teams, out) -> {
            Map<?, ?> tallies = (Map<?, ?>) board;
            out.append("<div class=\"tally-board\">\n  <p>Tallies: <strong class=\"tally0\">").append(tallies.get("tally0"))
                    .append("</strong> : <strong class=\"tally1\">").append(tallies.get("tally1")).append("</strong></p>\n</div>");
        };
    }

    /** The head-start builder: the head start in the form, and the saved entry ("none" when there is none). */
    public record HeadStart(String start, String saved) implements EntryView {}

    @Override
    public HeadStart entryView(RoundData nextRound, Settings settings, String entry, Map<String, List<String>> draft) {
        String start = draft.getOrDefault("start", List.of(entry == null ? "0" : entry.substring(6))).get(0);
        return new HeadStart(start, entry == null ? "none" : entry);
    }

    @Override
    public String entryFromForm(Map<String, List<String>> form) {
        String start = form.getOrDefault("start", List.of("")).get(0).strip();
        if (!start.matches("\\d+")) throw new IllegalArgumentException("the head start is a number");
        return "start " + start;
    }
}
