-- People, not only teams (issue 42). An account of the console is an instructor's or an assistant's: every account
-- an arena had before is an instructor's (the first, 'admin', is the one the start makes). Each has its own password
-- and its own API token, kept as a digest (api_token_hash, as before).
ALTER TABLE instructor ADD COLUMN role VARCHAR(16) DEFAULT 'instructor' NOT NULL;

-- Who did what: every change an instructor, an assistant or a team made to a contest, a team or an account, with who,
-- when and what. The person is kept by name (and kind), so the record outlives a removed account; the contest by id.
CREATE TABLE action_record (
  id            BIGINT AUTO_INCREMENT PRIMARY KEY,
  acted_at      TIMESTAMP     NOT NULL,
  actor_kind    VARCHAR(16)   NOT NULL,
  actor         VARCHAR(64)   NOT NULL,
  contest_id    BIGINT,
  action        VARCHAR(200)  NOT NULL,
  detail        VARCHAR(1000)
);
CREATE INDEX action_record_contest ON action_record (contest_id, id);
CREATE INDEX action_record_actor ON action_record (actor, id);
