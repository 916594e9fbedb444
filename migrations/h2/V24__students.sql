-- Students in teams (issue 42). A student is a person with a login of its own (name, password, optional student id
-- and email). Membership is kept per contest: a student is in at most one team per contest (the primary key), while a
-- team may play in several contests with members for each. Teams that existed before have no members: their bot
-- password works as before and nothing of them changes.
CREATE TABLE student (
  id             BIGINT AUTO_INCREMENT PRIMARY KEY,
  name           VARCHAR(32)   NOT NULL UNIQUE,
  password_hash  VARCHAR(100)  NOT NULL,
  student_number VARCHAR(32),
  email          VARCHAR(254),
  created_at     TIMESTAMP     NOT NULL
);

CREATE TABLE team_member (
  contest_id    BIGINT       NOT NULL REFERENCES contest(id),
  student_id    BIGINT       NOT NULL REFERENCES student(id),
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  joined_at     TIMESTAMP    NOT NULL,
  PRIMARY KEY (contest_id, student_id)
);
CREATE INDEX team_member_team ON team_member (team_id, contest_id);
CREATE INDEX team_member_student ON team_member (student_id);

-- A team's join code in a contest: made by a member, shown on the team page, revoked by deleting it. One per team and
-- contest; a new one replaces the old.
CREATE TABLE team_join_code (
  contest_id    BIGINT       NOT NULL REFERENCES contest(id),
  team_id       BIGINT       NOT NULL REFERENCES team(id),
  code          VARCHAR(32)  NOT NULL UNIQUE,
  made_by       BIGINT       NOT NULL REFERENCES student(id),
  made_at       TIMESTAMP    NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);

-- The team a line of the record of who did what is about (issue 42): a member acting for its team, or the team itself,
-- so the team's page lists what its members did. Lines of before name none.
ALTER TABLE action_record ADD COLUMN team VARCHAR(32);
CREATE INDEX action_record_team ON action_record (team, id);
