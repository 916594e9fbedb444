package arena.game;

/**
 * What a game's entry builder shows ({@link GamePages#entryView}): a record of the game's own (Kieszostwory's team
 * builder, LOCM 1.5's deck builder), which the game's entry template reads by its accessors ({@code ${entry.count()}}).
 * The arena only hands it to that template, so it needs no members of its own.
 */
public interface EntryView {}
