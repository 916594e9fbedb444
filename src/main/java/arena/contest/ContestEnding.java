package arena.contest;

import arena.contest.life.LiveContest;
import arena.contest.life.Round;

/**
 * Ending a contest now, by the instructor's hand (issue 16), as a teacher ends a contest when the lesson or the term
 * is over. What a contest that reached its last round has stays: every finished round, its results and the
 * standings, and its teams may still select it to read their final scores (RULINGS 7). The round in progress, if
 * any, is voided rather than scored as it stands: its matches stopped half-way, and half-played matches would rank
 * teams by how far their matches had got, not by how they played. Its stored turns stay, as a voided round's do.
 * No round starts afterwards.
 *
 * <p>The order: no round may start and the round's clock stops (under the contest's lock); the clock's thread is
 * waited for outside that lock, since a tick in progress takes the lock to end its round; then the store and memory
 * say finished together.
 */
public final class ContestEnding {
    /** How long a tick under way may take to end (its commit retries for well under a second). */
    private static final long CLOCK_STOP_MILLIS = 10_000;

    private ContestEnding() {}

    /** What was done: the contest, and the round voided (0 if none was in progress). */
    public record Ended(String slug, int voidedRound) {
        /** The sentence the console and the API answer with. */
        public String summary() {
            return "Contest " + slug + " ended: " + (voidedRound > 0 ? "round " + voidedRound + ", which was in progress, is voided; " : "")
                    + "finished rounds and the standings are kept; no more rounds will start.";
        }
    }

    /** Ends a live contest now; {@code expectedRound}: the running round the instructor saw (0: none), or null not to check. */
    static Ended end(LiveContest contest, Integer expectedRound) {
        Round running = contest.rounds().stopForEnd(expectedRound);
        if (running != null) {
            try {
                running.clock.join(CLOCK_STOP_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return new Ended(contest.slug(), contest.rounds().endNow());
    }
}
