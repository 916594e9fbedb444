-- Staff bots (issue 43): teams the contest's staff own (their hosted versions are uploaded by an instructor; a house bot
-- may stand as one too), each named with a level ("easy", "medium", "hard"), per contest.
-- shown: listed in the standings, marked as staff; else left out of them (its matches stay on the teams' pages).
CREATE TABLE staff_bot (
  contest_id    BIGINT       NOT NULL REFERENCES contest(id),
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  level         VARCHAR(32)  NOT NULL,
  shown         BOOLEAN      DEFAULT TRUE NOT NULL,
  created_at    TIMESTAMP    NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);

-- The rules a team's mark is computed by, in the order the instructor wrote them: a team that wins at least
-- min_percent of its matches against the staff bots of a level earns the points (its mark: the best rule it meets).
CREATE TABLE marking_rule (
  contest_id    BIGINT       NOT NULL REFERENCES contest(id),
  position      INT          NOT NULL,
  level         VARCHAR(32)  NOT NULL,
  min_percent   INT          NOT NULL,
  points        DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (contest_id, position)
);
