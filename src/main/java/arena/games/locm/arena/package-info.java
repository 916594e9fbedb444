/**
 * Legends of Code and Magic in the arena (issue 5): the games {@code locm12} and {@code locm15} over the exact engine
 * of {@link arena.games.locm}. Depends only on {@link arena.game} and {@link arena.games.locm}.
 *
 * <ul>
 *   <li>{@link arena.games.locm.arena.LocmGame}, {@link arena.games.locm.arena.Locm12},
 *       {@link arena.games.locm.arena.Locm15}: settings ({@code timeFactor}), the round's data, house bots.</li>
 *   <li>The round's data, an {@link arena.game.RoundData} that makes its matches: 1.2's
 *       {@link arena.games.locm.arena.Locm12.DraftRound} (nothing shared, each match drafts from its own seed); 1.5's
 *       {@link arena.games.locm.arena.Pool}, the 120 cards drawn from the round's seed, whose matches play the seats'
 *       saved decks, and which holds the 1.5 deck's rules.</li>
 *   <li>{@link arena.games.locm.arena.LocmPages}: the pages of both variants (one board and one rules template, the
 *       sample bot and client, the demo's settings); {@link arena.games.locm.arena.DeckBuilderPages}: 1.5's, with the
 *       deck builder (entry view, form).</li>
 *   <li>{@link arena.games.locm.arena.LocmArenaMatch}: the match engine. The logged commands are a bot's
 *       {@code ANSWER <line>} and the arena's {@code TIMED} and {@code TIMEOUT} with the times it measured ({@code SCALED}
 *       for a hosted bot whose language's factor scales its limits, the factor logged with the time); the clock's ticks count the waiting time of the awaited players, so a timeout is
 *       replayed from the log like everything else. A bare {@code PASS} to the constructed turn plays the saved deck.
 *       Deliveries ({@code take}, an {@link arena.game.TurnHandOver}) hand a turn to one connection only; they are not part
 *       of the match. What the protocol reads of it is {@link arena.games.locm.arena.LocmView}.</li>
 *   <li>{@link arena.games.locm.arena.LocmCommand}: the commands, declared once: the bots' ({@code NEXT [NOW] [ids]},
 *       {@code ANSWER}, {@code LOG}, {@code MATCHES}, {@code POOL}, {@code DECK}, {@code GET_DECK}, {@code SAVED_DECK}, {@code CLOCK},
 *       {@code WAIT}) and the arena's own logged {@code TIMED}, {@code SCALED} and {@code TIMEOUT}; the protocol parses with it, the
 *       match engine dispatches on it. What an answer line says is read by {@link arena.games.locm.Action}.</li>
 *   <li>{@link arena.games.locm.arena.LocmProtocol}: the commands' answers; errors 801-806
 *       ({@link arena.games.locm.arena.Err}, an {@link arena.game.SpecError}).</li>
 *   <li>{@link arena.games.locm.arena.LocmBoard}: the spectators' view, drawn by {@link arena.games.locm.arena.LocmBoardHtml}.</li>
 *   <li>{@link arena.games.locm.arena.RandomBot}, {@link arena.games.locm.arena.GreedyBot}: house bots that read the
 *       reference input text ({@link arena.games.locm.arena.Seen}) and answer a line, through
 *       {@link arena.games.locm.arena.LocmHouseBot}'s protocol loop.</li>
 *   <li>{@link arena.games.locm.arena.LocmSelfPlay}: {@code java -jar arena.jar locm-selfplay}, games between the
 *       random and greedy house players on every core, for research (games per second, win rates).</li>
 * </ul>
 *
 * <p>Choices the texts leave open (shown on the rules page): a turn's time is {@code ticks * turnMillis} against the
 * reference limit times {@code timeFactor} (at least the limit, at most one tick more); a match stopped by the step
 * limit scores 0 : 0; a deck is saved with the fingerprint of the pool it was built from and is played only in a round
 * with that pool; {@code ANSWER} and {@code LOG} pass their text on with single spaces; early turns do not apply (the
 * clock only measures time; answers are applied at once).
 */
package arena.games.locm.arena;
