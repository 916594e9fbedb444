package arena.pairing;

/**
 * A team as a round's pairing sees it: its points in the standings so far (Swiss pairs on them) and its rating (groups
 * by rating are made on it: the OpenSkill estimate less three uncertainties, as the standings rank ratings).
 */
public record Entrant(long team, double points, double rating) {}
