/**
 * Legends of Code and Magic 1.2 (draft, runes) and 1.5 (constructed, area effects; COG 2022 version): a pure,
 * deterministic rules engine reproducing the reference referee seed for seed.
 *
 * <ul>
 *   <li>{@link arena.games.locm.LocmMatch}: one game, driven by the players' answer lines
 *       ({@code awaiting}, {@code inputFor}, {@code apply}, {@code forfeit}, {@code isOver}, {@code winner}); the
 *       referee's loop around its phases, each its own class as in the referee: {@code DraftPhase} (1.2),
 *       {@code ConstructedPhase} (1.5), {@link arena.games.locm.Battle}; the battle's input text is
 *       {@code BattleInput}.</li>
 *   <li>Players inside the engine (self-play, benchmarks, {@code locm-selfplay}) skip the text:
 *       {@code LocmMatch.draftPick}, {@code constructedDeck}, {@code Battle.legalActions(int[])} (the legal actions
 *       as int codes, listed by {@code LegalActions} without allocating) and {@code LocmMatch.actLegal};
 *       {@link arena.games.locm.RandomLegalPlayer} plays that way, its choice counted from numbers the battle keeps
 *       up to date ({@code BoardCounts} per side, the affordable cards in {@code PlayerState}) rather than from a
 *       walk over the cards; hands and boards are {@code CardList}s. {@link arena.games.locm.Lcg} is
 *       {@code java.util.Random}'s formula without its atomic update. docs/locm-engine.md has the figures.</li>
 *   <li>{@link arena.games.locm.LocmSeeds}: the referee's seeds (explicit, or derived from one game seed).</li>
 *   <li>{@link arena.games.locm.CardGenerator}: the 1.5 120-card pool of a {@code cardGenSeed}
 *       (generate once per round and pass it to {@code LocmMatch.create15}).</li>
 *   <li>{@link arena.games.locm.Action}: the battle's actions, declared once in {@code Action.Type} (name, arguments,
 *       the referee's texts), and the reading of an answer line ({@code parseLine}: its actions, or why it loses).</li>
 *   <li>{@link arena.games.locm.Battle}: the battle state; legality ({@code legalActions}, {@code whyIllegal}, which
 *       says why an action is skipped) kept apart from the effects of an action.</li>
 *   <li>{@link arena.games.locm.LocmVariant}: the deltas between 1.2 and 1.5.</li>
 *   <li>{@link arena.games.locm.LocmConstants}: the game's fixed numbers (deck, hand, health, mana, lanes,
 *       limits), the referee's {@code Constants}.</li>
 *   <li>{@link arena.games.locm.LocmCheck}: replays recorded reference games ({@code N passed, M failed}).</li>
 * </ul>
 *
 * <h2>Where each rule is</h2>
 * One hop from a rule to its method. The effect rules of {@link arena.games.locm.Battle} and {@code CreatureRules} cite in their comments
 * the specification ({@code specs/locm-1.2.md}, {@code specs/locm-1.5-constructed.md}: "Abilities special cases"
 * for Ward with Lethal, Breakthrough and Drain), RULINGS.md section 6 or the referee method they follow, and each has
 * a test named after it in {@code BattleRulesTest}; the mechanics tests (WardTest, LethalTest, ...) play the same
 * rules through actions.
 * <ul>
 *   <li>An action's effect, in order (rule, health changes, extra draw, win check):
 *       {@link arena.games.locm.Battle#apply}, a dispatch to the three below.</li>
 *   <li>Summoning, Area copies (1.5), Charge:
 *       {@link arena.games.locm.Battle#summon}, {@link arena.games.locm.Card#summonTo}.</li>
 *   <li>Attacking the opponent: {@link arena.games.locm.Battle#resolveAttack(Card)}.</li>
 *   <li>A fight between creatures: {@link arena.games.locm.Battle#resolveAttack(Card, Card)}, which calls
 *     <ul>
 *       <li>Ward stopping damage: {@link arena.games.locm.CreatureRules#damageDealt};</li>
 *       <li>Ward against Lethal: {@link arena.games.locm.CreatureRules#lethalKills};</li>
 *       <li>Breakthrough: {@link arena.games.locm.CreatureRules#breakthroughExcess};</li>
 *       <li>Drain: {@link arena.games.locm.CreatureRules#drainHeal};</li>
 *       <li>when the Ward is spent: {@link arena.games.locm.CreatureRules#wardTakesHit}.</li>
 *     </ul></li>
 *   <li>Using items, their Area (1.5): {@link arena.games.locm.Battle#useItem}; on one creature
 *       {@link arena.games.locm.CreatureRules#resolveUse}; Ward against item damage
 *       {@link arena.games.locm.CreatureRules#itemDefenseChange}.</li>
 *   <li>Which actions are legal, Guard, full lanes: {@link arena.games.locm.Battle#legalActions()} (listed by
 *       {@code LegalActions}), {@link arena.games.locm.Battle#whyIllegal}.</li>
 *   <li>Turn start, mana and the second player's bonus: {@link arena.games.locm.Battle#startTurn}; winning:
 *       {@link arena.games.locm.Battle#checkWin}.</li>
 *   <li>Drawing, full hand, empty deck, the 50-turn limit: {@link arena.games.locm.PlayerState#drawCards};
 *       runes (1.2) and the draw per 5 health lost (1.5): {@link arena.games.locm.LocmVariant#modifyHealth};
 *       empty-deck damage: {@link arena.games.locm.LocmVariant#drawFromEmptyDeck}.</li>
 *   <li>Draft (1.2) and constructed (1.5) phases, their answers (PICK, CHOOSE, PASS) and the referee's texts for
 *       those it refuses: {@code DraftPhase}, {@code ConstructedPhase}; the frame limit:
 *       {@link arena.games.locm.LocmMatch}.</li>
 * </ul>
 *
 * <p>Inputs are produced exactly as in the recorded reference games, whose last input line carries no trailing
 * space (every other card line ends with a space, as the referee prints it).
 */
package arena.games.locm;
