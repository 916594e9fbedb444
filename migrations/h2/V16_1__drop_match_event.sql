-- The first form of a match log, a row per entry (V1), is retired: migration 16 (Java, arena.store.LegacyLogMigration)
-- packed the rows of every match that is over into MATCH_LOG and moved those of running rounds into their journals.
-- A log is now a running round's journal (V9) or a finished match's packed row (V7), nothing else.
DROP TABLE match_event;
