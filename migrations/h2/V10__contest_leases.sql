-- Which arena process runs a contest that is not finished, while several share one database server: the owner renews
-- its lease every few seconds; another process takes the contest over once the lease has expired (its owner died).
-- EXPIRES_AT is the database's clock, so the processes' own clocks need not agree.
CREATE TABLE contest_lease (
  contest_id    BIGINT       NOT NULL PRIMARY KEY REFERENCES contest(id),
  owner         VARCHAR(120) NOT NULL,
  expires_at    TIMESTAMP    NOT NULL
);
