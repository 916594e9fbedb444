/**
 * What every room of the contest core uses, and which uses none of them: {@link arena.contest.base.Refused} and
 * {@link arena.contest.base.RefusedFields} (a request refused, and why, field by field), {@link
 * arena.contest.base.NotFound} (what was asked for is not there), {@link arena.contest.base.LockOrder} (the lock order,
 * checked in the test mode: the order itself is written in {@code arena.contest.life}'s package-info, where the
 * contest's locks live), {@link arena.contest.base.StoreFirst} (the contest lock's rule, the store first, then
 * memory, checked in the same test mode), {@link arena.contest.base.Games} (the games in this arena) and {@link
 * arena.contest.base.Sides} (what plays each seat of a practice of teams' own bots, issues 43 and 44).
 *
 * <p>Owns: LockOrder's notes of what each thread holds (test mode only). May use: nothing of the contest core (the
 * games only).
 */
package arena.contest.base;
