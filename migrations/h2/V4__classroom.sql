-- A voided round stays stored but no longer counts in the standings.
ALTER TABLE round ADD COLUMN voided BOOLEAN DEFAULT FALSE NOT NULL;

-- A line the instructor shows on every page of the contest.
ALTER TABLE contest ADD COLUMN announcement VARCHAR(400);
