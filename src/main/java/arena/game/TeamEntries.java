package arena.game;

import java.util.Optional;

/** The entry a team registers for the coming rounds (Kieszostwory's creatures, LOCM 1.5's deck), and what it is built from. */
public interface TeamEntries {

    /**
     * The data of the coming round (the next one to start) as the game's own type, for games whose teams register
     * entries or see the round before it starts; empty where there is none.
     */
    <R extends RoundData> Optional<R> comingRound(Class<R> type);

    /** The team's saved entry for the coming rounds, if any. */
    Optional<String> entry();

    /** Saves the team's entry (the last one saved before a round starts counts); returns why it was refused, if it was. */
    Optional<String> saveEntry(String entry);
}
