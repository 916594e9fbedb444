package arena;

import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The libraries' first use, made while the database opens (issue 28): most of a start is loading and linking classes,
 * and the web's libraries (the template engine's parser and expressions, the JSON mapper, jOOQ's renderer, the web
 * server's configuration) wait for nothing but a free core. Opening the database after a kill is largely the file's
 * reading; done beside it, this work leaves the web's own start less to do. Nothing here is kept: only the classes.
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
            new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(Map.of("warm", List.of(1, 2.5, "up")));
            org.jooq.DSLContext sql = org.jooq.impl.DSL.using(org.jooq.SQLDialect.H2);
            sql.select(org.jooq.impl.DSL.field("x")).from(org.jooq.impl.DSL.table("t"))
                    .where(org.jooq.impl.DSL.field("x").eq(1)).orderBy(org.jooq.impl.DSL.field("x").desc()).limit(1).getSQL();
            io.javalin.Javalin.create(config -> config.startup.showJavalinBanner = false);
        } catch (Exception | LinkageError e) {
            // the start goes on without it, only slower: said once, as the reason a start took longer
            log.info("the start's warm-up stopped early ({}); the web's first use loads what it did not", e.toString());
        }
    }
}
