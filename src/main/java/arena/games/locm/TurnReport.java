package arena.games.locm;

import java.util.List;

/**
 * What became of one answer of one player.
 *
 * @param player   who answered
 * @param accepted the actions performed, in order (battle), or the deck-building choice(s) as text
 * @param skipped  actions skipped as illegal when their turn came (the referee's warnings)
 * @param error    non-null when the answer was invalid (or a forfeit): the player lost
 */
public record TurnReport(int player, List<String> accepted, List<Skipped> skipped, String error) {

    /** An illegal action that was skipped. */
    public record Skipped(String action, String reason) {
    }

    public boolean invalid() {
        return error != null;
    }
}
