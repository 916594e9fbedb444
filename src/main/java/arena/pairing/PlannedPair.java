package arena.pairing;

/**
 * Two teams who meet in a round, the higher placed first where a Swiss pairing decides the seats; {@code group} is the
 * group they play in (0: the round has no groups) and {@code swissPairing} the Swiss pairing (1..k) that made them meet
 * (0: not a Swiss round).
 */
public record PlannedPair(long seat0, long seat1, int group, int swissPairing) {}
