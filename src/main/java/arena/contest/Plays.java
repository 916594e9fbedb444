package arena.contest;

import arena.store.EntryStore;
import arena.store.MatchLogStore;
import arena.store.PlayQueries;
import arena.store.RoundStore;

/**
 * The stores of a contest's play, as the store splits them (rounds and practices, match logs, entries and team logs,
 * and the reads pages and recovery make), handed to each contest part that plays rounds instead of a chain through
 * the arena (issue 32).
 */
record Plays(RoundStore rounds, MatchLogStore logs, EntryStore entries, PlayQueries queries) {}
