-- Practice matches: a team against one of the game's house bots, at any time, outside the contest's rounds. Each one
-- hangs off a round row of its own (practice = TRUE, numbered -1, -2, ... so the contest's round numbers stay as they
-- are) with its own journal while it runs; it never counts: every reader of standings, ratings, head-to-head tables,
-- round listings and result exports leaves practice rounds out. The match row carries the flag too, for the pages.
ALTER TABLE round ADD COLUMN practice BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE match ADD COLUMN practice BOOLEAN DEFAULT FALSE NOT NULL;
