-- A team's private log of a match: the commands its bot sent about the match with the answers, and what
-- its bot wrote to stderr, one line per entry ("turn<TAB>kind<TAB>text"). Diagnostics only: never
-- replayed, written when the match ends.
CREATE TABLE team_log (
  match_id      BIGINT  NOT NULL REFERENCES match(id),
  team_id       BIGINT  NOT NULL REFERENCES team(id),
  lines         CLOB    NOT NULL,
  PRIMARY KEY (match_id, team_id)
);
