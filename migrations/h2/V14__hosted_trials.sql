-- A version a team tries in a practice before choosing it (issue 26, the team page's "try it in practice"): kept
-- here, not only in memory, so that a practice resumed after a restart plays the version it was started with.
-- A row lives while the team's practice is played (and a few seconds after); no row: practices play the chosen version.
CREATE TABLE hosted_trial (
  contest_id    BIGINT       NOT NULL REFERENCES contest(id),
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  version       INT          NOT NULL,
  tried_at      TIMESTAMP    NOT NULL,
  PRIMARY KEY (contest_id, team_id),
  FOREIGN KEY (team_id, version) REFERENCES bot_version(team_id, version)
);
