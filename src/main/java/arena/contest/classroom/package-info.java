/**
 * The course around the contests: {@link arena.contest.classroom.Students} (students' sign-ups and logins with a
 * contest's {@link arena.contest.classroom.JoinCodes}), {@link arena.contest.classroom.StaffBots} (a contest's staff bots
 * and marking rules, issue 43) and {@link arena.contest.classroom.Marks} with their {@link
 * arena.contest.classroom.MarkRules} (a team's mark from its results).
 *
 * <p>Owns: the students' and staff bots' rows it writes through the store, and the marks it computes (it keeps no state
 * of its own in memory beyond the stores). May use: the facade ({@link arena.contest.Contests}, to find a contest and its
 * game), {@code arena.contest.accounts}, {@code arena.contest.rules}, {@code arena.contest.life} (a round's settings),
 * {@code arena.contest.base}; nothing of the contest core uses it (issue 45: it sits above the facade).
 */
package arena.contest.classroom;
