-- What a team registers for a contest's coming rounds (a creature team, a deck): the last one saved counts.
CREATE TABLE team_entry (
  contest_id    BIGINT NOT NULL REFERENCES contest(id),
  team_id       BIGINT NOT NULL REFERENCES team(id),
  data          TEXT   NOT NULL,
  saved_at      TIMESTAMP NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);

-- The entries a round is played with, fixed when it starts, so that its matches replay the same.
CREATE TABLE round_entry (
  round_id      BIGINT NOT NULL REFERENCES round(id),
  team_id       BIGINT NOT NULL REFERENCES team(id),
  data          TEXT   NOT NULL,
  PRIMARY KEY (round_id, team_id)
);
