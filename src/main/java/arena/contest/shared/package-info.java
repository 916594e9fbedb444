/**
 * What all contests of the arena share: {@link arena.contest.shared.ArenaServices} (the scheduler,
 * {@link arena.contest.shared.ContestScheduler}; the clock's group commits; the settling of finished matches; the house
 * bots' {@link arena.contest.shared.HouseBotPermits}), {@link arena.contest.shared.BotSlots} and
 * {@link arena.contest.shared.BotPresence} (the connection limits, and which teams' bots are there),
 * {@link arena.contest.shared.MachineCores} (the cores a hosted bot's turn may take) and
 * {@link arena.contest.shared.DisabledTeams}.
 *
 * <p>Owns: the connection slots (a team's slots are an arena-wide monitor, a slot's own a leaf under it: the order is
 * in {@code arena.contest.life}'s package-info), the permits and the cores. May use: {@code arena.contest.turns} and
 * {@code arena.contest.base}. Made once by the facade and handed to each live contest by name
 * ({@link arena.contest.life.LiveContest.Reach}).
 */
package arena.contest.shared;
