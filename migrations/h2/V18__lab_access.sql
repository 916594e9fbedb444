-- A lab behind one address (issue 38). A contest's join code: students sign up with it (limited per code and in all,
-- not per address) and their new team is enrolled in the contest; the instructor replaces it, and the old one no longer
-- works. The addresses a team logged in from (at most a few per team, the most recent kept): a login from one of them
-- passes the wait that others' guesses put on the team's account, also after a restart.
CREATE TABLE contest_join_code (
  contest_id    BIGINT       NOT NULL PRIMARY KEY REFERENCES contest(id),
  code          VARCHAR(32)  NOT NULL UNIQUE,
  made_at       TIMESTAMP    NOT NULL
);

CREATE TABLE team_login_address (
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  address       VARCHAR(64)  NOT NULL,
  last_login_at TIMESTAMP    NOT NULL,
  PRIMARY KEY (team_id, address)
);
