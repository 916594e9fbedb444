/**
 * The contest core's facade: what the web, the bot port and the hosted runner reach. {@link arena.contest.Contests}
 * holds the live contests by slug; its parts: {@link arena.contest.ContestSetup} (creating, a game's data file,
 * settings), {@link arena.contest.ContestAdmin} (what only the instructor does), {@link arena.contest.BotAccess}
 * (connection slots and the contest a bot selects), {@link arena.contest.MatchViews} (matches as pages read them),
 * {@link arena.contest.Replays}, {@link arena.contest.Scrimmages} (issue 43), {@link arena.contest.ArenaRecovery} (a
 * start after a stop, and the clean stop), {@link arena.contest.ContestOwnership} (which contests this process runs when
 * several share a database server, and taking over those of a dead one), {@link arena.contest.FinishedContests}
 * (finished contests a bot still reads) and {@link arena.contest.ContestEnding}.
 *
 * <h2>The rooms of the contest core, and who may use whom</h2>
 *
 * <p>The core is split by concern (issue 45: it was one package of 80 files), each room a package that uses only the
 * rooms below it; {@code arena.PackageCycleTest} fails on any loop. From the top:
 * <ol>
 *   <li>{@code arena.contest.classroom}: students, join codes, staff bots and marks. Uses the facade and what is below.</li>
 *   <li>{@code arena.contest} (this package): the facade. Uses every room below; wires the live contests
 *       ({@link arena.contest.life.LiveContest.Reach}) and the house bots' way to play
 *       ({@link arena.contest.sessions.InProcessPlayers}).</li>
 *   <li>{@code arena.contest.sessions}: a connection's session, the {@link arena.game.BotContext} a game's protocol is
 *       handed. Uses a live contest and what is below.</li>
 *   <li>{@code arena.contest.life}: a contest's life in memory ({@link arena.contest.life.LiveContest} and its parts:
 *       rounds, ticks, practices, house bots, recovery after a stop). Its concurrency discipline (the lock order) is
 *       written there.</li>
 *   <li>{@code arena.contest.accounts}: accounts and logins. Uses only the base.</li>
 *   <li>{@code arena.contest.rules}: a contest's settings and the rules its rounds follow (seeds, pairings, standings,
 *       playoffs, the marking plan). Uses only the base.</li>
 *   <li>{@code arena.contest.shared}: what all contests of the arena share (the scheduler, group commits, the
 *       settler, connection slots, house bots' permits, machine cores, disabled teams). Uses the turns and the base.</li>
 *   <li>{@code arena.contest.turns}: the turn machinery (the clock, the signal, commits, timers, a match being played).
 *       Uses only the base.</li>
 *   <li>{@code arena.contest.base}: what every room uses: the refusals ({@link arena.contest.base.Refused},
 *       {@link arena.contest.base.NotFound}), the checked lock order ({@link arena.contest.base.LockOrder}), the games.</li>
 * </ol>
 * Where a lower room needs something made above it, it names an interface of its own and the facade hands it the
 * implementation: a live contest is made from a {@link arena.contest.life.LiveContest.Reach} (not from the arena), and
 * starts its house bots through {@link arena.contest.life.HouseBotPlayers}.
 */
package arena.contest;
