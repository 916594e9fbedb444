/**
 * Vestrock (specs/vestrock.md, RULINGS section 3): a two-player card game over one shared, open deck.
 *
 * <ul>
 *   <li>{@link arena.games.vestrock.Vestrock}: the game as the arena sees it: settings, the round's deck,
 *       new matches, the R(S)^1.5 round score, house bots; its pages, a {@link arena.game.BoardPages} (the
 *       board, drawn by {@link arena.games.vestrock.VestrockBoardHtml}, the rules template, the demo's settings).</li>
 *   <li>{@link arena.games.vestrock.VestrockSettings}: the settings (HP, deck size, turns, draw, burn and hand limits)
 *       with the defaults of RULINGS section 3.</li>
 *   <li>{@link arena.games.vestrock.Deck}: one deck per round from the round's seed, the round's
 *       {@link arena.game.RoundData}: it makes the round's matches, each playing a copy of it.</li>
 *   <li>{@link arena.games.vestrock.VestrockCommand}: the commands, declared once (name, arguments, sender, whether
 *       they need the turn, whether they end the blocking phase); the protocol parses with it, the engine dispatches on it.</li>
 *   <li>{@link arena.games.vestrock.VestrockMatch}: the rules, pure and deterministic; commands come as protocol
 *       text without the match id; {@code whyIllegal} checks them in the documented error order, apart from the effect.
 *       Its turns, log and board cache are {@link arena.game.AlternatingMatch}'s (as Pizzacraft's).</li>
 *   <li>{@link arena.games.vestrock.Card}: one card of a match, its fields and its {@link arena.games.vestrock.Place}
 *       (deck, hand, board, gone) and owner; {@link arena.games.vestrock.Cards}: a match's cards by id and the deck's
 *       order, with the checks "a card of mine in my hand / on my board" (900, 903, 906, 912).</li>
 *   <li>{@link arena.games.vestrock.VestrockProtocol}: the table's 103 and 104, the match (930), then the engine under the
 *       match's lock; {@code WAIT} through {@link arena.game.BotWaits#waitForNextTurn}. {@link arena.games.vestrock.Err}:
 *       the specification's codes, an {@link arena.game.SpecError}.</li>
 *   <li>{@link arena.games.vestrock.BoardView}: the spectators' snapshot, drawn by {@link arena.games.vestrock.VestrockBoardHtml}.</li>
 *   <li>{@link arena.games.vestrock.RandomBot} and {@link arena.games.vestrock.GreedyBot}: house bots that speak the
 *       protocol through {@link arena.game.HouseBot.Link}, keeping a {@code Table} of what they saw.</li>
 * </ul>
 *
 * <p>Choices the texts leave open (all shown on the rules page): seat 0 moves in odd turns and a turn is one
 * player's turn; turns left count the current one; every action but BLOCK ends the blocking phase even when it is
 * then refused (and is logged, since it changed the match); FINISH_BLOCK after the phase answers 911; GET_ATTACKERS
 * in the action phase lists the player's own attacks of the turn; 903 means the card is in the opponent's hand or
 * on its board; PLAY_CARD checks card, mana, then target.
 */
package arena.games.vestrock;
