-- Hosted bots (issue 26): a team's submitted source, in numbered versions, each built in the sandbox. The files are
-- kept as one JSON object of path -> text (bounded by the upload's limits: 256 KiB together), so a build can always be
-- made again from the store alone (a runner on another machine builds from it, by its hash); the compiler's output is
-- capped. status: compiling, ready, failed.
CREATE TABLE bot_version (
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  version       INT          NOT NULL,
  language      VARCHAR(40)  NOT NULL,
  files_json    TEXT         NOT NULL,
  source_hash   VARCHAR(64)  NOT NULL,
  status        VARCHAR(16)  NOT NULL,
  build_log     TEXT         NOT NULL,
  created_at    TIMESTAMP    NOT NULL,
  PRIMARY KEY (team_id, version)
);

-- Which version plays for a team in a contest; no row: the team's own TCP bot, as before.
CREATE TABLE hosted_choice (
  contest_id    BIGINT       NOT NULL REFERENCES contest(id),
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  version       INT          NOT NULL,
  chosen_at     TIMESTAMP    NOT NULL,
  PRIMARY KEY (contest_id, team_id),
  FOREIGN KEY (team_id, version) REFERENCES bot_version(team_id, version)
);
