-- Runners (issue 30): hosted bots run on other machines. A runner is known by a token an administrator made in the
-- console (only its SHA-256 is kept, as the API token's), until revoked. A runner tells the arena at its start how
-- many bot processes it runs at once, whether its sandbox works (and why not) and which languages it offers
-- (their ids, comma-separated); each beat says it is alive and what
-- it runs now (each lease's running_since). A lease gives a team's bot in a contest to one runner; it holds while that runner beats within the
-- lease's length, and is handed elsewhere (another runner, or the arena's own) after it.
CREATE TABLE runner (
  id            BIGINT       AUTO_INCREMENT PRIMARY KEY,
  name          VARCHAR(100) NOT NULL,
  token_hash    VARCHAR(64)  NOT NULL UNIQUE,
  created_at    TIMESTAMP    NOT NULL,
  revoked_at    TIMESTAMP,
  slots         INT          NOT NULL DEFAULT 0,
  sandbox_ok    BOOLEAN      NOT NULL DEFAULT FALSE,
  sandbox_note  VARCHAR(2000) NOT NULL DEFAULT '',
  languages     VARCHAR(1000) NOT NULL DEFAULT '',
  started_at    TIMESTAMP,
  last_beat_at  TIMESTAMP,
  busy          INT          NOT NULL DEFAULT 0
);

CREATE TABLE runner_lease (
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  contest_id    BIGINT       NOT NULL REFERENCES contest(id),
  runner_id     BIGINT       NOT NULL REFERENCES runner(id),
  team_name     VARCHAR(100) NOT NULL,
  contest_slug  VARCHAR(100) NOT NULL,
  program       VARCHAR(20)  NOT NULL,
  language      VARCHAR(40)  NOT NULL,
  version       INT          NOT NULL,
  source_hash   VARCHAR(64)  NOT NULL,
  time_factor   DOUBLE PRECISION NOT NULL,
  bot_port      INT          NOT NULL,
  since         TIMESTAMP    NOT NULL,
  running_since TIMESTAMP,
  PRIMARY KEY (team_id, contest_id)
);
CREATE INDEX runner_lease_runner ON runner_lease(runner_id);
