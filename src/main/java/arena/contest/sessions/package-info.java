/**
 * A connection's session: a {@link arena.contest.sessions.TeamConnection} (one per bot-port session, hosted bot or
 * house bot, its commands read by one thread) is the {@link arena.game.BotContext} a game's protocol is handed, split
 * by what the protocol may do (read, through the game's read-only {@link arena.game.MatchView}; act in its matches;
 * wait; register an entry), and has three parts: {@link arena.contest.sessions.CommandCharges}, {@link
 * arena.contest.sessions.HandedTurns} (turns under a real-time limit, given back to an {@link arena.game.TurnHandOver}
 * engine when the connection closes) and {@link arena.contest.sessions.TurnWaits} (its place in the contest's waits, a
 * {@link arena.contest.turns.TurnSignal.Waiter}), each seated by a {@link arena.contest.sessions.Seating} (the team, and
 * the practice and seat it is limited to). A house bot plays through an {@link arena.contest.sessions.InProcessLink},
 * run by a {@link arena.contest.sessions.HouseBotRunner}; {@link arena.contest.sessions.InProcessPlayers} is how a
 * contest's parts start one ({@link arena.contest.life.HouseBotPlayers}).
 *
 * <p>No thread is ever interrupted to end a connection (issue 38: a command's thread may be in the store, and an
 * interrupt in H2's file I/O closes the database): {@link arena.contest.sessions.TeamConnection#hangUp} takes its wait
 * off the lists (no thread waits for a bot: issue 45), its next look ends with {@link arena.contest.turns.HungUp}, and
 * a command under way finishes.
 *
 * <p>Owns: a connection's charges, hand-overs (a leaf in the lock order, {@code arena.contest.life}'s package-info)
 * and waits. May use: {@code arena.contest.life} (the contest a connection plays in), {@code arena.contest.rules},
 * {@code arena.contest.shared}, {@code arena.contest.turns}, {@code arena.contest.base}. Used by the facade ({@link
 * arena.contest.BotAccess}), the bot port and the hosted runner.
 */
package arena.contest.sessions;
