package arena.web;

import java.time.LocalDateTime;

/**
 * A contest as the pages show it in a heading or a list (home, contest, console, team hub): what it is, where it is
 * (phase, pause, round and turn, read from the live contest while one runs here, else from the store), and the few
 * facts the pages around it need. {@code pausedBecause} is null unless the arena paused it itself; {@code phase} is
 * the phase's text ("open", "running", "finished"), as templates compare it.
 */
record ContestCard(String slug, String title, String game, String gameTitle, String phase, boolean paused, String pausedBecause,
                   boolean selfSignup, LocalDateTime registrationEndsAt, String announcement, int round, int turn, boolean running,
                   int teamCount, int keepRounds) {}
