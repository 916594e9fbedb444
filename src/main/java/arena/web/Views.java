package arena.web;

import java.util.Map;
import java.util.Set;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.context.IExpressionContext;
import org.thymeleaf.linkbuilder.StandardLinkBuilder;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

/** Thymeleaf over the templates/ folder (packed into the jar): whole pages and their fragments. */
public final class Views {
    private final TemplateEngine engine = new TemplateEngine();

    public Views() {
        ClassLoaderTemplateResolver resolver = new ClassLoaderTemplateResolver();
        resolver.setPrefix("templates/");
        resolver.setSuffix(".html");
        resolver.setTemplateMode(TemplateMode.HTML);
        resolver.setCharacterEncoding("UTF-8");
        resolver.setCacheable(true);
        resolver.setCheckExistence(true);
        engine.setTemplateResolver(resolver);
        engine.setLinkBuilder(new StandardLinkBuilder() {
            // the arena is served at the root: links like @{/contests/{s}} need no servlet context
            @Override
            protected String computeContextPath(IExpressionContext context, String base, Map<String, Object> parameters) {
                return "";
            }
        });
    }

    public String page(String template, Map<String, ?> model) {
        return engine.process(template, context(model));
    }

    public String fragment(String template, String fragment, Map<String, ?> model) {
        return engine.process(template, Set.of(fragment), context(model));
    }

    /** Whether a template exists under templates/. */
    public boolean exists(String template) {
        return Views.class.getClassLoader().getResource("templates/" + template + ".html") != null;
    }

    private static Context context(Map<String, ?> model) {
        Context c = new Context(java.util.Locale.ENGLISH);
        model.forEach(c::setVariable);
        return c;
    }
}
