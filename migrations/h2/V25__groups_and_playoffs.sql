-- Groups (issue 43, docs/formats.md): the group each team played in during a round split into groups, written with the
-- round's matches; the standings show the groups of the last round started. A round without groups has no rows.
CREATE TABLE round_group (
  round_id      BIGINT NOT NULL REFERENCES round(id),
  team_id       BIGINT NOT NULL REFERENCES team(id),
  group_number  INT    NOT NULL,
  PRIMARY KEY (round_id, team_id)
);

-- A final bracket (issue 43, docs/formats.md): at most one playoff a contest, stored with the round that plays its first
-- stage (stage s is round first_round + s - 1); its seeds are the team ids, best first, comma-separated (64 at most).
-- The series' results are those stages' matches; nothing else is kept.
CREATE TABLE playoff (
  contest_id    BIGINT PRIMARY KEY REFERENCES contest(id),
  first_round   INT    NOT NULL,
  best_of       INT    NOT NULL,
  seeds         VARCHAR(1400) NOT NULL,
  started_at    TIMESTAMP NOT NULL
);
