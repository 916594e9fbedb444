-- A practice plays the round data its team's entry was built for (RULINGS 8; issue 27 point 11): in a game whose
-- entries are built on a round's data (LOCM 1.5's deck on the round's card pool), the coming round's. Its round row
-- keeps its own seed (its match's seed derives from it, and it is shown on its pages once it is over), and here the
-- seed its data was drawn from, never shown: NULL for every other round, whose data comes from its own seed.
ALTER TABLE round ADD COLUMN data_seed BIGINT;
