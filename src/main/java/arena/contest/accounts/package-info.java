/**
 * Accounts and logins: {@link arena.contest.accounts.Accounts} (who may log in, with which password),
 * {@link arena.contest.accounts.TeamNames} (the rules for a new team's name), {@link arena.contest.accounts.LoginThrottle}
 * and {@link arena.contest.accounts.SignUpLimits} (the pauses after wrong passwords, the bounds on sign-ups:
 * docs/scaling.md), {@link arena.contest.accounts.StaffAccounts} (the console's accounts, issue 42) and
 * {@link arena.contest.accounts.Roster} (a class's roster imported from CSV).
 *
 * <p>Owns: the login throttle's and sign-up limits' counters (in memory, each its own monitor, a leaf). May use:
 * {@code arena.contest.base} only (and the store, the domain, the games). Used by the facade, by a contest's enrolling
 * ({@link arena.contest.life.ContestTeams}) and by {@code arena.contest.classroom}.
 */
package arena.contest.accounts;
