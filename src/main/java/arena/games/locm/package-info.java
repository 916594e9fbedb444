/**
 * Legends of Code and Magic 1.2 (draft, runes) and 1.5 (constructed, area effects; COG 2022 version): a pure,
 * deterministic rules engine reproducing the reference referee seed for seed.
 *
 * <ul>
 *   <li>{@link arena.games.locm.LocmMatch}: one game, driven by the players' answer lines
 *       ({@code awaiting}, {@code inputFor}, {@code apply}, {@code forfeit}, {@code isOver}, {@code winner}).</li>
 *   <li>{@link arena.games.locm.LocmSeeds}: the referee's seeds (explicit, or derived from one game seed).</li>
 *   <li>{@link arena.games.locm.CardGenerator}: the 1.5 120-card pool of a {@code cardGenSeed}
 *       (generate once per round and pass it to {@code LocmMatch.create15}).</li>
 *   <li>{@link arena.games.locm.Battle}: the battle state; legality ({@code legalActions}, {@code whyIllegal})
 *       kept apart from the effects of an action.</li>
 *   <li>{@link arena.games.locm.LocmVariant}: the deltas between 1.2 and 1.5.</li>
 *   <li>{@link arena.games.locm.LocmCheck}: replays recorded reference games ({@code N passed, M failed}).</li>
 * </ul>
 *
 * <p>Inputs are produced exactly as in the recorded reference games, whose last input line carries no trailing
 * space (every other card line ends with a space, as the referee prints it).
 */
package arena.games.locm;
