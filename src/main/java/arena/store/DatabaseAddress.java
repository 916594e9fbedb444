package arena.store;

import java.util.Map;
import java.util.Optional;

/**
 * A PostgreSQL server to keep the arena's data in, instead of the embedded H2 file: {@code --database-url} or
 * {@code ARENA_DATABASE_URL}, with the user and password in the URL or in {@code ARENA_DATABASE_USER} and
 * {@code ARENA_DATABASE_PASSWORD}. The URL is a JDBC one ({@code jdbc:postgresql://host:5432/arena}); the form
 * {@code postgresql://user:password@host/arena} that PostgreSQL's own tools take is accepted too.
 */
public record DatabaseAddress(String jdbcUrl, String user, String password) {
    public DatabaseAddress {
        if (!jdbcUrl.startsWith("jdbc:postgresql://")) {
            throw new IllegalArgumentException("the database URL must be a PostgreSQL one, jdbc:postgresql://host:port/database or "
                    + "postgresql://user:password@host:port/database (H2 needs none: it is the default); got " + jdbcUrl);
        }
    }

    /** Reads a URL as given on the command line, filling in user and password from the environment when the URL has none. */
    public static DatabaseAddress parse(String url, Map<String, String> env) {
        String user = env.get("ARENA_DATABASE_USER"), password = env.get("ARENA_DATABASE_PASSWORD");
        String u = url.strip();
        if (u.startsWith("postgresql://") || u.startsWith("postgres://")) {
            String rest = u.substring(u.indexOf("://") + 3);
            int at = rest.lastIndexOf('@');
            if (at >= 0) {
                String credentials = rest.substring(0, at);
                int colon = credentials.indexOf(':');
                user = java.net.URLDecoder.decode(colon < 0 ? credentials : credentials.substring(0, colon), java.nio.charset.StandardCharsets.UTF_8);
                if (colon >= 0) password = java.net.URLDecoder.decode(credentials.substring(colon + 1), java.nio.charset.StandardCharsets.UTF_8);
                rest = rest.substring(at + 1);
            }
            u = "jdbc:postgresql://" + rest;
        }
        return new DatabaseAddress(u, user, password);
    }

    /** The server named by {@code ARENA_DATABASE_URL}, if it is set. */
    public static Optional<DatabaseAddress> fromEnvironment(Map<String, String> env) {
        String url = env.get("ARENA_DATABASE_URL");
        return url == null || url.isBlank() ? Optional.empty() : Optional.of(parse(url, env));
    }

    /** The URL with no password in it, for the start banner and logs. */
    public String shown() {
        return jdbcUrl.replaceAll("password=[^&]*", "password=…");
    }

    @Override
    public String toString() {
        return "DatabaseAddress[" + shown() + ", user=" + user + "]";
    }
}
