-- Accounts: instructors log in on the web; teams log in on the web and on the bot port.
CREATE TABLE instructor (
  id            BIGINT AUTO_INCREMENT PRIMARY KEY,
  login         VARCHAR(64)  NOT NULL UNIQUE,
  password_hash VARCHAR(100) NOT NULL,
  api_token_hash VARCHAR(100),
  created_at    TIMESTAMP    NOT NULL
);

CREATE TABLE team (
  id            BIGINT AUTO_INCREMENT PRIMARY KEY,
  name          VARCHAR(32)  NOT NULL UNIQUE,
  password_hash VARCHAR(100) NOT NULL,
  house_bot     VARCHAR(64),
  disabled      BOOLEAN      DEFAULT FALSE NOT NULL,
  created_at    TIMESTAMP    NOT NULL
);

CREATE TABLE contest (
  id            BIGINT AUTO_INCREMENT PRIMARY KEY,
  slug          VARCHAR(40)  NOT NULL UNIQUE,
  title         VARCHAR(120) NOT NULL,
  game          VARCHAR(40)  NOT NULL,
  settings_json CLOB         NOT NULL,
  self_signup   BOOLEAN      DEFAULT TRUE NOT NULL,
  phase         VARCHAR(16)  NOT NULL,
  paused        BOOLEAN      DEFAULT FALSE NOT NULL,
  registration_ends_at TIMESTAMP,
  created_at    TIMESTAMP    NOT NULL
);

CREATE TABLE enrollment (
  contest_id    BIGINT NOT NULL REFERENCES contest(id),
  team_id       BIGINT NOT NULL REFERENCES team(id),
  enrolled_at   TIMESTAMP NOT NULL,
  PRIMARY KEY (contest_id, team_id)
);

CREATE TABLE round (
  id            BIGINT AUTO_INCREMENT PRIMARY KEY,
  contest_id    BIGINT NOT NULL REFERENCES contest(id),
  number        INT    NOT NULL,
  seed          BIGINT NOT NULL,
  status        VARCHAR(16) NOT NULL,
  turn          INT    DEFAULT 0 NOT NULL,
  started_at    TIMESTAMP,
  finished_at   TIMESTAMP,
  UNIQUE (contest_id, number)
);

CREATE TABLE match (
  id            BIGINT AUTO_INCREMENT PRIMARY KEY,
  round_id      BIGINT NOT NULL REFERENCES round(id),
  number        INT    NOT NULL,
  seed          BIGINT NOT NULL,
  seat0_team_id BIGINT NOT NULL REFERENCES team(id),
  seat1_team_id BIGINT NOT NULL REFERENCES team(id),
  status        VARCHAR(16) NOT NULL,
  turn          INT    DEFAULT 0 NOT NULL,
  score0        DOUBLE PRECISION,
  score1        DOUBLE PRECISION,
  summary       VARCHAR(400),
  finished_at   TIMESTAMP,
  UNIQUE (round_id, number)
);

-- A match is its seed plus this ordered log: accepted commands (seat 0 or 1) and clock ticks (seat -1).
CREATE TABLE match_event (
  match_id      BIGINT  NOT NULL REFERENCES match(id),
  seq           INT     NOT NULL,
  seat          INT     NOT NULL,
  command       VARCHAR(4096) NOT NULL,
  PRIMARY KEY (match_id, seq)
);

CREATE TABLE round_score (
  round_id      BIGINT NOT NULL REFERENCES round(id),
  team_id       BIGINT NOT NULL REFERENCES team(id),
  points        DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (round_id, team_id)
);
