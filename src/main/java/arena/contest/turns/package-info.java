/**
 * The turn machinery, under every contest and practice: {@link arena.contest.turns.TurnClock} (a round's clock thread),
 * {@link arena.contest.turns.TurnSignal} (turn publishing and waiting: the epoch a command is answered in, the last
 * turn told; its waiters are a list, no thread parked per bot: issue 45), {@link arena.contest.turns.ChangeSignals}
 * (per team, a count of changes it may wait for), {@link arena.contest.turns.WaitTimer} (the waits' deadlines on one
 * thread), {@link arena.contest.turns.HungUp}, {@link arena.contest.turns.TurnCommits} (a tick's group commit: commit,
 * then advance), {@link arena.contest.turns.TurnTimer}, {@link arena.contest.turns.LiveMatch} (a match being played:
 * one lock, commands logged only when they change something, one write per tick; the model the rest follows) with its
 * {@link arena.contest.turns.TeamLog}, and {@link arena.contest.turns.MatchSettler} (finished matches settled in
 * batches).
 *
 * <p>Owns: a match's state (its lock), the turn signal's (its lock), and the leaves (the clock, the commits, the timer,
 * the team logs, the change signals, the settler's monitor); their places in the lock order are in {@code
 * arena.contest.life}'s package-info. May use: {@code arena.contest.base} only; none of these knows a contest, whose
 * parts hand them what they need.
 */
package arena.contest.turns;
