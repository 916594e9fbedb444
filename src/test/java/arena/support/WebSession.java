package arena.support;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A person's browser as a test drives it over HTTP: cookies kept, redirects not followed, forms with their CSRF token. */
public final class WebSession {
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

    private final String base;
    public final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();

    public WebSession(TestArena arena) {
        this.base = arena.base();
    }

    public HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> post(String path, Map<String, String> form) throws Exception {
        return http.send(formPost(path, form).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The form posted as HTMX posts it, saying so in its {@code HX-Request} header. */
    public HttpResponse<String> htmx(String path, Map<String, String> form) throws Exception {
        return http.send(formPost(path, form).header("HX-Request", "true").build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder formPost(String path, Map<String, String> form) {
        String body = form.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
        return HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }

    /** The CSRF token in the first form of a page. */
    public String csrf(String path) throws Exception {
        Matcher m = CSRF.matcher(get(path).body());
        if (!m.find()) throw new AssertionError("the page " + path + " has no form with a CSRF token");
        return m.group(1);
    }

    /** Logs in through the form ({@code as} is "team" or "instructor") and expects the redirect that follows success. */
    public WebSession login(String as, String name, String password) throws Exception {
        var r = post("/login", Map.of("_csrf", csrf("/login"), "as", as, "name", name, "password", password));
        if (r.statusCode() != 303) throw new AssertionError("login as " + name + " answered " + r.statusCode());
        return this;
    }
}
