/**
 * The domain's own words, shared by the contest core and the store and depending on neither, so that neither
 * package depends on the other both ways (issue 32; {@code PackageCycleTest} holds it): where a contest, a round and a
 * match stand ({@link arena.domain.ContestPhase}, {@link arena.domain.RoundStatus}, {@link arena.domain.MatchStatus},
 * each a {@link arena.domain.StoredWord}), a match's log ({@link arena.domain.MatchLogEntry}), its state at a turn
 * boundary ({@link arena.domain.MatchUpdate}) and a finished match to settle ({@link arena.domain.SettledMatch}).
 */
package arena.domain;
