-- Seeds nobody can work out (issue 40, RULINGS 9). seed_scheme says how a contest's rounds draw their public data: 1, the
-- contests made before, from the round's seed itself (kept so that their rounds still replay as they were played); 2,
-- from a child seed of their own (round.data_seed, Seeds.derive(round seed, 0)), so that nothing public shares bits with
-- a match's seed. salt_key (32 hex digits, random, never shown) gives each committed seed its salt; null for the contests
-- made before, whose commitments stay the unsalted SHA-256 of the seed's digits they already showed.
ALTER TABLE contest ADD COLUMN seed_scheme INT NOT NULL DEFAULT 1;
ALTER TABLE contest ADD COLUMN salt_key VARCHAR(32);
