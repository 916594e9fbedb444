/**
 * Pizzacraft (specs/pizzacraft.md, RULINGS sections 1, 2 and 5): a two-player, turn-based strategy game on a hex map
 * with fog of war.
 *
 * <ul>
 *   <li>{@link arena.games.pizzacraft.Pizzacraft}: the game as the arena sees it: settings, the round's map, new matches,
 *       house bots; its pages, a {@link arena.game.BoardPages} (the board, drawn by {@link arena.games.pizzacraft.PizzaBoardHtml}, the rules template, the demo's
 *       settings).</li>
 *   <li>{@link arena.games.pizzacraft.GameMap}: one point-symmetric map per round from its seed, the round's
 *       {@link arena.game.RoundData}, which makes the round's matches on it; {@link arena.games.pizzacraft.Hex}:
 *       cubic coordinates as the specification's appendix B.</li>
 *   <li>{@link arena.games.pizzacraft.PizzaSettings}: the settings (map radius, turns, starting gold) with the defaults
 *       of RULINGS section 5.</li>
 *   <li>{@link arena.games.pizzacraft.Kind}: the unit and building table, data read from {@code /pizzacraft/kinds.tsv}.</li>
 *   <li>{@link arena.games.pizzacraft.Upgrades}: the armory's upgrade levels, their cost and cool-down formulas.</li>
 *   <li>{@link arena.games.pizzacraft.PizzaCommand}: the commands, declared once (name, arguments, sender, whether they
 *       need the turn); the protocol parses with it, the engine dispatches on it.</li>
 *   <li>{@link arena.games.pizzacraft.PizzaMatch}: the rules, pure and deterministic; commands come as protocol text
 *       without the match id; {@code whyIllegal} checks them in the order the rules page documents, apart from the effect.
 *       Its turns, log and board cache are {@link arena.game.AlternatingMatch}'s (as Vestrock's); its units and buildings
 *       ({@link arena.games.pizzacraft.Entity}) are kept, by id, in {@link arena.games.pizzacraft.Pieces}, which also
 *       draws their ids (RULINGS 7).</li>
 *   <li>{@link arena.games.pizzacraft.PlayerView}: what one team may know (fog of war), computed by
 *       {@link arena.games.pizzacraft.FogOfWar} and kept by the engine until the match changes; every
 *       answer about the board comes from it. {@link arena.games.pizzacraft.BoardView}: the spectators' full view, with
 *       each side's sight for the board's fog toggle.</li>
 *   <li>{@link arena.games.pizzacraft.PizzaProtocol}: the table's 103 and 104; WAIT, GET_MY_MATCHES and GET_MAP without a
 *       match id; the match (401) for the rest, then the engine under the match's lock. {@link arena.games.pizzacraft.Err}:
 *       appendix A's codes, an {@link arena.game.SpecError}.</li>
 *   <li>{@link arena.games.pizzacraft.RandomBot} and {@link arena.games.pizzacraft.EconomyBot}: house bots speaking the
 *       protocol through {@link arena.game.HouseBot.Link}, from a {@code PizzaBot.Table} of what they see.</li>
 * </ul>
 *
 * <p>Choices the texts leave open (all on the rules page): seat 0 moves in odd turns; turns left count the current one;
 * unit and building IDs are odd for seat 0 and even for seat 1 (no ID reveals what the enemy trained); queries other than
 * IS_MY_TURN, GET_TURNS_LEFT, GET_MAP, GET_GOLD and GET_SCORE work only on the team's own turn, as the text says; a
 * finished match answers 402 to actions; MINE by a non-worker answers 502; mining an empty mine answers OK and gives
 * nothing; only built HQs allow mining and only built armories allow archers; buildings start with full HP; training and
 * unfinished pieces see; a unit regenerates at the start of turn T if its last combat was in turn T-5 or earlier
 * ({@code PizzaMatch.QUIET_TURNS}); upgrade cost and cool-down are floor(50 * 6^n / 5^n) and floor(10 * 6^n / 5^n),
 * exactly ({@code Upgrades}).
 */
package arena.games.pizzacraft;
