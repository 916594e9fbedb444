package arena.game;

import java.util.Map;

/**
 * The pages of a game that needs nothing beyond the usual (Pizzacraft, Vestrock): its name, its board, and the settings
 * of its demo contest; its rules template and starter bots where {@link GamePages} looks for them by the name.
 */
public record BoardPages(String name, BoardHtml boardHtml, Map<String, Object> demoSettings) implements GamePages {}
