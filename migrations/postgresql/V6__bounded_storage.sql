-- A team's private log of a match is stored deflated, inline (its text is capped at 64 KiB before); logs stored
-- before keep their text in LINES.
ALTER TABLE team_log ALTER COLUMN lines DROP NOT NULL;
ALTER TABLE team_log ADD COLUMN packed BYTEA;
