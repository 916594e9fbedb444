-- Settings changed after a contest was created (issue 29): each change, the round it applies from (the rounds before
-- it were played with the settings before it), and what changed, as a JSON object {"name": [before, after], ...}.
-- The contest's settings_json holds the settings in force; these rows are its history, shown on the contest page.
CREATE TABLE setting_change (
  id            BIGINT AUTO_INCREMENT PRIMARY KEY,
  contest_id    BIGINT NOT NULL REFERENCES contest(id),
  from_round    INT    NOT NULL,
  changes_json  CLOB   NOT NULL,
  changed_at    TIMESTAMP NOT NULL
);
CREATE INDEX setting_change_contest ON setting_change (contest_id);

-- Announcements on the team page, marked new until seen: when the contest's announcement was last set, and when each
-- team last opened its page showing it.
ALTER TABLE contest ADD COLUMN announced_at TIMESTAMP;
CREATE TABLE announcement_seen (
  contest_id    BIGINT NOT NULL REFERENCES contest(id),
  team_id       BIGINT NOT NULL REFERENCES team(id),
  seen_at       TIMESTAMP NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);
