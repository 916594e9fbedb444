package arena.pairing;

/** A team left without an opponent in one Swiss pairing of a round (an odd number of teams in its group). */
public record Bye(long team, int group, int swissPairing) {}
