-- An instructor's own data file for a contest's game (creatures, moves, cards), replacing the shipped one.
ALTER TABLE contest ADD COLUMN game_data CLOB;
