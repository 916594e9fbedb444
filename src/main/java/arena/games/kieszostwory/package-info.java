/**
 * Kieszostwory (specs/kieszostwory-pl.txt, RULINGS section 4): pocket-creature duels, a match and a rematch per pair.
 *
 * <ul>
 *   <li>{@link arena.games.kieszostwory.Kieszostwory}: the game as the arena sees it: settings ({@code budget},
 *       {@code maxTurns}, {@code registrationWaitMillis}), its traits (an {@link arena.game.GameTraits}: one pairing
 *       engine per pair of trainers, entries of six slots, a data file, practice only between rounds), house bots, and
 *       {@code withContestData} for an instructor's own data file.</li>
 *   <li>{@link arena.games.kieszostwory.KieszRound}: the round's {@link arena.game.RoundData} (the game's data; nothing
 *       in a round is random): it makes the round's duels from the teams enrolled and judges a team saved for it.</li>
 *   <li>{@link arena.games.kieszostwory.KieszPages}: its pages over the game's data: the team builder's view and form,
 *       and the names, multipliers and move details the builder and the rules page print.</li>
 *   <li>{@link arena.games.kieszostwory.Dex}: types, the multiplier table, moves and creatures, read from
 *       {@code kieszostwory/data.json} (or an instructor's file) and validated with messages naming the entry at fault.</li>
 *   <li>{@link arena.games.kieszostwory.Team}: the enrolment rules (667-670), shared by ENROLL_TEAM and the builder.</li>
 *   <li>{@link arena.games.kieszostwory.KieszCommand}: the commands, declared once (name, arguments, team command or
 *       one to a rival's duel); the protocol parses with it, the engine dispatches on it.</li>
 *   <li>{@link arena.games.kieszostwory.KieszMatch}: the rules, pure and deterministic, a turn resolving when it ends;
 *       {@code whyIllegal} (FIGHT's and SWITCH's codes in the documented order) apart from the effect; the damage formula
 *       in integers (TYPE as twice-multipliers over 4, STAB as 6/5).</li>
 *   <li>{@link arena.games.kieszostwory.KieszProtocol}: the table's 103 and 104 (666 comes first for ENROLL_TEAM), the
 *       commands' answers; 888, 777, 999 before the engine.</li>
 *   <li>{@link arena.games.kieszostwory.Err}: the specification's codes, an {@link arena.game.SpecError}.</li>
 *   <li>{@link arena.games.kieszostwory.BoardView}: the spectators' snapshot, drawn by {@link arena.games.kieszostwory.KieszBoardHtml}.</li>
 *   <li>{@link arena.games.kieszostwory.Trainer}: the random and greedy house bots.</li>
 * </ul>
 *
 * <p>Choices the texts leave open (all on the rules page): poison hurts each poisoned creature (in the arena or not)
 * once per counted turn, right after the first move's damage that turn or, if no move comes after it is in force, at
 * the end of the turn, and a new poison always hurts in the turn it is applied (RULINGS 7); a move on an invincible creature
 * deals it no damage and no bonus change but poisons it (RULINGS 7);
 * bonuses and poison stay with a creature that is switched out; rest and invincibility last through the next counted
 * turn; empty slots stay where ENROLL_TEAM put them (SWITCH to one answers 232); a trainer with no team when a round
 * starts sits the round out (RULINGS 7).
 */
package arena.games.kieszostwory;
