package arena.game;

/**
 * A game's read-only view of its match engine, what a protocol reads through {@link BotView#read}: the engine
 * implements it, and it declares only methods that change nothing (a protocol never changes a match by reading it).
 */
public interface MatchView {}
