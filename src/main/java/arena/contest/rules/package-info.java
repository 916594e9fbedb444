/**
 * A contest's settings and the rules its rounds follow, as values and pure functions: {@link
 * arena.contest.rules.ContestSettings} and {@link arena.contest.rules.MarkingSettings} (the settings a contest has),
 * {@link arena.contest.rules.SeedScheme}, {@link arena.contest.rules.SeedCommitments} and {@link
 * arena.contest.rules.SeedSecrecy} (how a round's data is drawn, committed to and kept secret until played, with the
 * {@link arena.contest.rules.ReplayDocument}), {@link arena.contest.rules.RoundPairing}, {@link
 * arena.contest.rules.Ratings} and {@link arena.contest.rules.Standings} (who plays whom, and the table), {@link
 * arena.contest.rules.Playoffs} and {@link arena.contest.rules.Readiness} (the final bracket, issue 43), {@link
 * arena.contest.rules.MarkingPlan}.
 *
 * <p>Owns no state in memory and takes no lock. May use: {@code arena.contest.base} only (and the pairing, the games,
 * the store's records, the domain). Used by a contest's life, its sessions, the facade and the classroom.
 */
package arena.contest.rules;
