package arena;

import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web's libraries' first use, made while the database opens (issue 28): most of a start is loading and linking
 * classes, and the web's libraries (the template engine's parser and expressions, the web server's configuration) wait
 * for nothing but a free core. Done beside the database's opening, this leaves the web's own start less to do. Nothing
 * here is kept: only the classes. Only libraries no other thread of the start touches before this ends (the start
 * joins it before the web is made): two threads initialising one library's classes at once can deadlock on a cycle in
 * its static initialisers, so jOOQ (the database's opening uses it) and Jackson (the games' data) are left out. What
 * needs them, the games' boards, the pages and the store, is warmed after the web answers ({@link ServingWarmUp}).
 */
final class StartWarmUp {
    private static final Logger log = LoggerFactory.getLogger(StartWarmUp.class);

    private StartWarmUp() {}

    /** Starts the warm-up on a thread of its own; join it (it ends by itself) before measuring the start. */
    static Thread start() {
        return Thread.ofPlatform().name("start-warm-up").daemon().start(StartWarmUp::run);
    }

    private static void run() {
        try {
            org.thymeleaf.TemplateEngine engine = new org.thymeleaf.TemplateEngine();
            org.thymeleaf.context.Context context = new org.thymeleaf.context.Context();
            context.setVariable("rows", List.of(Map.of("name", "a")));
            engine.process("<ul><li th:each=\"r : ${rows}\" th:text=\"${r.name}\" th:classappend=\"${r.name != null} ? 'x'\">x</li></ul>", context);
            io.javalin.Javalin.create(config -> config.startup.showJavalinBanner = false);
        } catch (Exception | LinkageError e) {
            // the start goes on without it, only slower: said once, as the reason a start took longer
            log.info("the start's warm-up stopped early ({}); the web's first use loads what it did not", e.toString());
        }
    }
}
