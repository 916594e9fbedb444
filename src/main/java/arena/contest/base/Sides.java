package arena.contest.base;

/**
 * What plays each seat of a practice of teams' own bots, no house bot in it: a team against itself (issue 44, "a
 * practice of one version against another"), or a team against another (issue 43, a scrimmage). Each seat is its
 * team's hosted version, or (null) its team's own bot: in a team against itself its TCP bot; against another team
 * whatever plays its rounds (its chosen hosted version, or its TCP bot).
 *
 * <p>A match seat is a team everywhere else. Here both seats may be one team, so a version's seat is played by a
 * connection of its own to that seat alone ({@link arena.contest.sessions.TeamConnection} scoped to the practice and the seat, {@link arena.contest.sessions.Seating}),
 * and a team's ordinary connections see the practice only where its own bot plays a seat.
 */
public record Sides(long firstTeam, Integer first, long secondTeam, Integer second) {
    public Sides {
        if (firstTeam == secondTeam && second == null) throw new IllegalArgumentException("a team against itself plays a version in seat 1");
        if (firstTeam == secondTeam && second.equals(first)) throw new IllegalArgumentException("a version against itself: " + second);
    }

    /** A team against itself: {@code first} a version or null for its TCP bot, {@code second} a version. */
    public static Sides selfPlay(long team, Integer first, int second) {
        return new Sides(team, first, team, second);
    }

    /** Whether both seats are one team's (issue 44). */
    public boolean selfPlay() {
        return firstTeam == secondTeam;
    }

    public long team(int seat) {
        return seat == 0 ? firstTeam : secondTeam;
    }

    /** The version that plays a seat, or null for its team's own bot. */
    public Integer version(int seat) {
        return seat == 0 ? first : second;
    }

    /** Whether the team's own bot (its ordinary connections) plays a seat here. */
    public boolean ownBotOf(long teamId) {
        for (int s = 0; s < 2; s++) if (team(s) == teamId && version(s) == null) return true;
        return false;
    }

    /** How pages name the bot in a seat: "version 3", "TCP bot", "own bot". */
    public String label(int seat) {
        return label(version(seat), selfPlay());
    }

    /** How pages name a team's bot: a version ("version 3"), else its TCP bot (a team against itself) or its own bot. */
    public static String label(Integer version, boolean selfPlay) {
        return version != null ? "version " + version : selfPlay ? "TCP bot" : "own bot";
    }
}
