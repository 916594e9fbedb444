-- Versions are per game (issue 39): a version is made for the game of the contest it was submitted from (the API names
-- it), and is chosen for a contest of another game (family: LOCM 1.2 and 1.5 share one) only on an explicit choice.
-- Versions made before: the game of the contests they were chosen for, where those agree; else the game of the team's
-- contests, where those agree; else unknown (null: allowed anywhere, with a warning on the panel).
-- file_count and source_bytes describe the sources on the version list (null for the versions made before, counted
-- the first time they are listed).
ALTER TABLE bot_version ADD COLUMN game VARCHAR(40);
ALTER TABLE bot_version ADD COLUMN file_count INT;
ALTER TABLE bot_version ADD COLUMN source_bytes INT;

UPDATE bot_version SET game = (
  SELECT MIN(c.game) FROM hosted_choice h JOIN contest c ON c.id = h.contest_id
  WHERE h.team_id = bot_version.team_id AND h.version = bot_version.version
  HAVING COUNT(DISTINCT c.game) = 1);

UPDATE bot_version SET game = (
  SELECT MIN(c.game) FROM enrollment e JOIN contest c ON c.id = e.contest_id
  WHERE e.team_id = bot_version.team_id
  HAVING COUNT(DISTINCT c.game) = 1)
WHERE game IS NULL;
