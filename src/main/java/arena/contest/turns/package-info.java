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
 * <p>A clock keeps its turns by a {@link arena.contest.turns.TurnTime}: the machine's in the arena, a test's {@link
 * arena.contest.turns.ManualTurnTime} where the test passes turns by hand (issue 45). The seam exists because most
 * tests of what turns do (a finished match's log, a command allowance, a page that follows the turns) only waited for
 * real turns to pass: slow, and racing the turn's end against the test's own commands on a loaded machine. On the
 * manual time a turn ends exactly when the test advances it, by the clock's own code (its cadence, pause, early end and
 * catching up are not copied), and an advance returns once every clock has looked and waits again, so "no tick yet" is
 * a fact. Only the reading of now and the wait for a deadline go through it; the waits for another thread (a tick's
 * end, a clock's thread) stay on real time, and so do a seat's time limit ({@link arena.contest.turns.TurnTimer}), the
 * waits' deadlines ({@link arena.contest.turns.WaitTimer}) and the arena scheduler's timers: what a test of time
 * limits, lateness or recovery measures still runs on real time.
 *
 * <p>Owns: a match's state (its lock), the turn signal's (its lock), and the leaves (the clock, the commits, the timer,
 * the team logs, the change signals, the settler's monitor); their places in the lock order are in {@code
 * arena.contest.life}'s package-info. A manual time has no lock: its advance holds nothing while it takes each clock's
 * leaf lock in turn, and a clock reads it under its lock without taking another. May use: {@code arena.contest.base}
 * only; none of these knows a contest, whose parts hand them what they need.
 */
package arena.contest.turns;
