-- A finished match's log, packed: its entries in order, deflated, in one row written after its round ends (its rows
-- in match_event go in the same transaction). A running match keeps one row per entry, appended each turn, so a
-- turn's commit adds only new rows; once it is over, its log is read whole or not at all. TEXT_BYTES is what the
-- entries weigh unpacked (the storage benchmark's measure), TICKS how many turns ended (the round's stored turn).
CREATE TABLE match_log (
  match_id      BIGINT  NOT NULL PRIMARY KEY REFERENCES match(id),
  entries       INT     NOT NULL,
  ticks         INT     NOT NULL,
  text_bytes    BIGINT  NOT NULL,
  packed        VARBINARY(100000000) NOT NULL
);
