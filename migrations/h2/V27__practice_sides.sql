-- Issue 44, a practice of one version against another: a team plays two of its own hosted versions (or a version and
-- its TCP bot) against each other, so both seats of that match are the one team. A private log is a seat's, not only
-- a team's: each row names its seat (0 or 1), filled in for the logs kept so far from their match's seats.
ALTER TABLE team_log ADD COLUMN seat INT;
UPDATE team_log SET seat = CASE WHEN team_id = (SELECT m.seat0_team_id FROM match m WHERE m.id = team_log.match_id) THEN 0 ELSE 1 END;
ALTER TABLE team_log ALTER COLUMN seat SET NOT NULL;
ALTER TABLE team_log DROP PRIMARY KEY;
ALTER TABLE team_log ADD PRIMARY KEY (match_id, seat);

-- Which bot played each seat of a practice whose seats are teams' own bots (a team against itself; issue 43's
-- scrimmages, team against team): a version of the seat's team, or NULL for that team's TCP bot. Its match is a
-- practice (V8): it never counts. No row: a practice against a house bot, played by the team's chosen or tried bot.
CREATE TABLE practice_sides (
  match_id        BIGINT NOT NULL PRIMARY KEY REFERENCES match(id),
  first_version   INT,
  second_version  INT
);

-- Issue 43, scrimmages: a team asks another team of its contest for a practice match of their own bots (never counted,
-- private to the two teams and the staff); the asked team answers each ask, or all of them by its policy (below). A
-- version is the asking (or, accepting, the asked) team's, NULL for its own bot; the match once one is started.
CREATE TABLE scrimmage (
  id              BIGINT AUTO_INCREMENT PRIMARY KEY,
  contest_id      BIGINT       NOT NULL REFERENCES contest(id),
  asking_team_id  BIGINT       NOT NULL REFERENCES team(id),
  asking_version  INT,
  asked_team_id   BIGINT       NOT NULL REFERENCES team(id),
  asked_version   INT,
  status          VARCHAR(16)  NOT NULL,
  match_id        BIGINT       REFERENCES match(id),
  asked_at        TIMESTAMP    NOT NULL,
  answered_at     TIMESTAMP
);
CREATE INDEX scrimmage_by_asking ON scrimmage(contest_id, asking_team_id, asked_at);

-- How a team answers the scrimmages asked of it in a contest: 'accept all' or 'refuse all'; no row: each by hand.
CREATE TABLE scrimmage_policy (
  contest_id      BIGINT       NOT NULL REFERENCES contest(id),
  team_id         BIGINT       NOT NULL REFERENCES team(id),
  policy          VARCHAR(16)  NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);
