package arena.games.kieszostwory;

import arena.game.MatchView;
import java.util.List;

/** What Kieszostwory's protocol reads of a pairing ({@link KieszMatch}), changing nothing. */
public interface KieszView extends MatchView {

    /** The WAIT line for a seat: BEGIN, NEXT, REMATCH result, END result. */
    String status(int seat);

    /** 0 (the GET_RIVALS first line) if this seat is the first trainer of the current duel, else 1. */
    int firstFlag(int seat);

    /** The six lines of a seat's team for GET_TEAMS and GET_RIVALS. */
    List<String> teamLines(int seat);

    /** The GET_STATES line: my creature, invincible, resting, the opponent's three, the opponent's last move. */
    String stateLine(int seat);

    /** Whether a seat enrolled at least one creature for this round. */
    boolean hasTeam(int seat);
}
