-- The turns of a running round, one row per turn commit (a frame of RoundJournal), where the database is a server
-- (PostgreSQL): there every arena process that may take a contest over reads them, and a commit per turn costs the
-- server a WAL record, not a new chunk of its file. On H2 the frames are appended to data/journal/ instead and this
-- table stays empty (see Database and RoundJournal for why).
CREATE TABLE round_frame (
  round_id      BIGINT  NOT NULL REFERENCES round(id),
  seq           INT     NOT NULL,
  frame         BYTEA NOT NULL,
  PRIMARY KEY (round_id, seq)
);
