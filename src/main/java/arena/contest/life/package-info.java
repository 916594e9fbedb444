/**
 * A contest's life in memory: the rounds, the clock's tick, practices, house bots, the registration window, the
 * teams' entries and enrolling, and the recovery after a stop.
 *
 * <h2>The parts of a contest</h2>
 *
 * <p>A contest in memory is a {@link arena.contest.life.LiveContest}, a facade over one part per job, each the only
 * owner of its state:
 * <ul>
 *   <li>{@link arena.contest.life.Rounds}: the phase, the pause, the round being played and the one played last;
 *       starting, scoring and voiding rounds. A {@link arena.contest.life.Round} is built from the store by
 *       {@link arena.contest.life.RoundMatches}.</li>
 *   <li>{@link arena.contest.life.RoundTick}: the clock's tick: a turn ends in every match, is stored, and only then is
 *       counted and told (commit, then advance); early turns. Runs on the round's {@link arena.contest.turns.TurnClock}
 *       thread, which alone advances the round's {@link arena.contest.life.TurnCounter}.</li>
 *   <li>{@link arena.contest.turns.TurnSignal}: turn publishing and waiting (the epoch a command is answered in, the
 *       last turn told). {@link arena.contest.turns.ChangeSignals}: per team, a count of changes it may wait for.</li>
 *   <li>{@link arena.contest.life.CommandAllowance}: the per-turn command limits; {@link arena.contest.shared.BotSlots}:
 *       the connection limits.</li>
 *   <li>{@link arena.contest.life.Registration}: the registration window's timer; {@link arena.contest.life.Entries}:
 *       the teams' entries and the coming round's data; {@link arena.contest.life.ContestTeams}: enrolling, and the
 *       house bots' own teams; {@link arena.contest.life.SettingsChange}: a change of settings between rounds.</li>
 *   <li>{@link arena.contest.life.RoundRecovery}: the clean stop (the turn in progress stored) and the recovery after
 *       it, whose clock waits for the bots ({@link arena.contest.life.ResumeGrace}); {@link
 *       arena.contest.life.StoreOutage}: the pause while the store is down, and the resume after it.</li>
 *   <li>{@link arena.contest.life.HouseBots}: the contest's house-bot teams. {@link arena.contest.life.Practices}: what
 *       is particular to practice (who may start one and when, which a team sees). A practice itself is a
 *       {@link arena.contest.life.Round} of one match with a {@link arena.contest.life.Round.Practice} flag: the same
 *       clock, tick, commits, journal, finish and void as a contest's round ({@link arena.contest.life.RoundTick},
 *       {@link arena.contest.life.Rounds}), never scored, told only to its team and its house bot (a {@link
 *       arena.contest.turns.TurnSignal.Listener} each), voided at a restart. Each house bot, in a contest or a
 *       practice, is started through {@link arena.contest.life.HouseBotPlayers} and run (in {@code
 *       arena.contest.sessions}) on a virtual thread, bounded by {@link arena.contest.shared.HouseBotPermits}.</li>
 * </ul>
 *
 * <h2>How the parts are wired, and what this package may use</h2>
 *
 * <p>A part gets what it uses by name, in its constructor, and nothing else: {@link arena.contest.life.LiveContest}'s
 * constructor sets the contest's own fields first, then makes each part and hands it the collaborators it uses from
 * the arena, each named in a {@link arena.contest.life.LiveContest.Reach} the facade ({@link arena.contest.Contests})
 * makes: the stores it uses, {@link arena.contest.shared.ArenaServices}' scheduler, settler and group commits' store,
 * the connection slots, the house bots' way to play; as {@link arena.contest.turns.TurnCommits} takes its narrow {@code
 * Store}. No part reaches them through the arena (a chain from the contest to the arena and on to its services: fifteen
 * of them before issue 32; since issue 45 the contest does not even know the arena's class), and no part sees a
 * contest half made. {@link arena.contest.life.Rounds}, which uses the most, takes them as one record,
 * {@link arena.contest.life.Rounds.Reach}, that names each. The parts keep their contest (the back-pointer) for the
 * contest's own state: its settings, its game, its other parts; this is why they are one package, and why the
 * connections, which use the contest and are made for it, live above it ({@code arena.contest.sessions}) and are made
 * through {@link arena.contest.life.HouseBotPlayers} and {@link arena.contest.life.LiveContest#seatConnection}'s maker.
 *
 * <p>May use: {@code arena.contest.accounts} (enrolling a house bot's team), {@code arena.contest.rules}, {@code
 * arena.contest.shared}, {@code arena.contest.turns}, {@code arena.contest.base}. Used by the connections, the facade
 * and the classroom.
 *
 * <h2>The concurrency discipline: one owner per state, locks in one order</h2>
 *
 * <p>Each piece of state has one owner, and a thread takes locks only in this order (never one earlier in the list
 * while holding one later):
 * <ol>
 *   <li><b>The turn gate</b> of the contest (a fair read-write lock in LiveContest): a command holds it shared, a
 *       turn's end (round or practice) alone, so a command is answered wholly in one turn. It guards no field.</li>
 *   <li><b>The contest lock</b>: the monitor of the contest's {@link arena.contest.life.Rounds}. It owns the phase, the
 *       pause, the rounds in memory, the registration timer, the coming round's data, the checks of a practice
 *       match's or a house bot's start, and how a round ends: scored or voided, a practice finished or voided, each
 *       decided once under it (issue 28: a practice could be both). It is held across the store write that records a
 *       change, so the store and memory change together; every reader reads these fields without it (they are
 *       volatile).</li>
 *   <li><b>A match's lock</b> ({@link arena.contest.turns.LiveMatch}) or <b>the turn signal's lock</b>
 *       ({@link arena.contest.turns.TurnSignal}); never both at once. Neither is held across a store write, so a tick
 *       never waits behind a page, a command or a round's start to end a turn or tell it. What a game runs under a
 *       match's lock (a read of its engine) asks that engine only, never the contest.</li>
 *   <li><b>Leaves</b>, monitors that call out to no other lock: {@link arena.contest.life.TurnCounter}, a team's change
 *       signal, {@link arena.contest.turns.TurnClock}, {@link arena.contest.turns.TurnCommits}, {@link
 *       arena.contest.turns.TurnTimer}, {@link arena.contest.turns.TeamLog}, {@link arena.contest.life.StoreOutage},
 *       {@link arena.contest.life.Practices}, a connection's hand-overs ({@link arena.contest.sessions.HandedTurns}),
 *       {@link arena.contest.shared.BotSlots}, {@link arena.contest.turns.MatchSettler}'s monitor (never held across
 *       its store write). The arena-wide monitors of {@link arena.contest.life.ContestTeams} (creating a house bot's
 *       team) and {@link arena.contest.FinishedContests}, and the settler's write turn (one settle at a time, held
 *       across its store write), sit just above them: taken under a contest lock or none, they take only leaves and
 *       the locks of matches nobody else holds yet. A test's {@link arena.contest.turns.ManualTurnTime} is no lock:
 *       its advance holds nothing while it takes each clock's leaf lock in turn, one after the other.</li>
 * </ol>
 * The order is checked, not only written: with {@code -Darena.lockOrder=check} ({@link arena.contest.base.LockOrder})
 * each of these locks notes what its thread holds and an acquisition against the order fails; the test command's H2
 * run (pom.xml's {@code default-test} execution) runs every unit and functional test and the kill loops so. The
 * connection slots ({@link arena.contest.shared.BotSlots}) take part: a team's slots are an arena-wide monitor, a
 * slot's own a leaf under it; so do the connections' hand-overs ({@link arena.contest.sessions.HandedTurns}, a leaf).
 * Not noted yet: the leaves {@link arena.contest.turns.TeamLog}, {@link arena.contest.turns.TurnTimer} and the change
 * signals. The same mode checks the contest lock's own rule, the store first, then memory: {@link
 * arena.contest.life.Rounds} notes each store write of the state it owns and each change of it in memory, and a change
 * fails unless its thread holds the contest lock and stored it first (one write, one change) ({@link
 * arena.contest.base.StoreFirst#changing}); a change that is rightly in memory only (the store is what fails, the state
 * was read from the store) names why. No lock is held while waiting for another thread that may need a lock earlier in
 * the order: a pause waits for the tick under way, and the end of a contest and a clean stop join the clock's thread,
 * after letting the contest lock go. Counters that are only counted (the command allowances, the ready marks of early
 * turns) are atomics in concurrent maps and take no lock.
 *
 * <p>Why one lock with an order and not a single-threaded loop per contest: commands of hundreds of bots run at once on
 * the bot port's command loops (a thread a core, any contest's) and each needs only its own match, which has one owner
 * already (its lock); a loop per contest would put every command of a contest behind one thread and behind the
 * contest's store writes. Why the contest lock and the turn signal are two: the contest lock must cover a store write
 * (a round's start and end are stored with the change in memory), while telling a turn must never wait for one
 * (DESIGN: the clock must not be delayed). Before this split the same state was guarded by five overlapping mechanisms
 * (the contest's monitor, a turn lock with a condition, the turn gate, an early-turn lock per round and per practice,
 * and the change signals); the early-turn locks are now the turn counter's, and the rest each guard state of their
 * own.
 */
package arena.contest.life;
