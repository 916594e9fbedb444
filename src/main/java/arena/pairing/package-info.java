/**
 * Who meets whom in a round (issue 43; the rules and their worked examples: docs/formats.md). Pure and deterministic:
 * a plan is a function of the teams (their points and ratings where a format pairs on them) and the round's pairing
 * seed (RULINGS 9: a child of the round seed of its own), with no store, clock or randomness of its own. Depends on
 * {@code arena.game} only (its settings and seeds); the contest core reads it ({@code contest/RoundPairing},
 * {@code contest/Playoffs}).
 *
 * <ul>
 *   <li>{@link arena.pairing.RoundFormat}: the contest's format from its settings: every pair ({@link arena.pairing.RoundRobin}),
 *       {@link arena.pairing.Groups}, {@link arena.pairing.Swiss}; its {@link arena.pairing.RoundPlan}.</li>
 *   <li>{@link arena.pairing.Bracket}: a final bracket's seeding, stages, series seats and tie-break.</li>
 *   <li>{@link arena.pairing.DrawOrder}: the draw that breaks ties and makes random groups.</li>
 * </ul>
 */
package arena.pairing;
