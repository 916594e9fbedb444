package arena.web;

import arena.contest.Contests;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

/**
 * The boards as Thymeleaf drew them before issue 31 (the templates kept under the tests' {@code board-reference/}):
 * what the drawing without templates must equal, character for character, and the anchor of the board benchmark.
 */
public final class ReferenceBoards {
    private final TemplateEngine engine = new TemplateEngine();

    public ReferenceBoards() {
        engine.addTemplateResolver(resolver("board-reference/", 1));
        engine.addTemplateResolver(resolver("templates/", 2));
    }

    private static ClassLoaderTemplateResolver resolver(String prefix, int order) {
        ClassLoaderTemplateResolver r = new ClassLoaderTemplateResolver();
        r.setPrefix(prefix);
        r.setSuffix(".html");
        r.setTemplateMode(TemplateMode.HTML);
        r.setCharacterEncoding("UTF-8");
        r.setCacheable(true);
        r.setCheckExistence(true);
        r.setOrder(order);
        return r;
    }

    /** The reference template of a game's board. */
    static String template(Contests.MatchView view) {
        String name = view.game().pages().name();
        return "games/" + (name.startsWith("locm") ? "locm" : name) + "/board";
    }

    /** What {@code /matches/{id}/board} sent: the frame with its status line around the game's board. */
    public String live(Contests.MatchView view, String boardVersion) {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("view", view);
        model.put("board", view.board());
        model.put("fmt", new PublicPages.Formats());
        model.put("boardVersion", boardVersion);
        model.put("boardTemplate", template(view));
        return process("match", "board", model);
    }

    /** The game's board alone, as the match page and the replay include it. */
    public String board(Contests.MatchView view) {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("view", view);
        model.put("board", view.board());
        return process(template(view), "board", model);
    }

    private String process(String template, String fragment, Map<String, Object> model) {
        Context c = new Context(java.util.Locale.ENGLISH);
        model.forEach(c::setVariable);
        return engine.process(template, Set.of(fragment), c);
    }
}
