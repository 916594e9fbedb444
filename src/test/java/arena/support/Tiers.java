package arena.support;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

/**
 * The test suite's tiers (issue 45), so a change can be checked in minutes: {@code unit} (in-process, seconds),
 * {@code functional} (an arena started, sockets, processes), {@code slow} (kill loops, starter matrices: minutes each),
 * {@code postgres} (needs the PostgreSQL server of the tests), {@code browser} (Chromium, e2e/). A class is in the tier
 * its {@code @Tag} names, else its package's below (most test classes start no server of their own, so a package rule
 * keeps the tags off hundreds of files), else {@code unit}. {@code -Darena.tiers=unit,functional} runs those tiers only
 * ({@code sh src/scripts/test.sh unit} sets it); unset, every test runs. Registered in
 * META-INF/services/org.junit.platform.launcher.PostDiscoveryFilter.
 */
public final class Tiers implements PostDiscoveryFilter {
    public static final String PROPERTY = "arena.tiers";
    public static final String UNIT = "unit";
    public static final String FUNCTIONAL = "functional";
    public static final String SLOW = "slow";
    public static final String POSTGRES = "postgres";
    public static final String BROWSER = "browser";
    static final Set<String> ALL = Set.of(UNIT, FUNCTIONAL, SLOW, POSTGRES, BROWSER);

    /** The tier of a package's classes (and its subpackages') without a tier {@code @Tag}; the longest prefix wins. */
    static final Map<String, String> BY_PACKAGE = Map.of(
            "arena.functional", FUNCTIONAL,
            "arena.hosted", FUNCTIONAL,
            "arena.sandbox", FUNCTIONAL,
            "arena.bridge", FUNCTIONAL,
            "arena.games.locm.arena", FUNCTIONAL,
            "arena.starters", SLOW,
            "arena.e2e", BROWSER);

    private final Set<String> chosen;

    public Tiers() {
        this(System.getProperty(PROPERTY, ""));
    }

    Tiers(String chosen) {
        this.chosen = Arrays.stream(chosen.split(",")).map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
        for (String tier : this.chosen) {
            if (!ALL.contains(tier)) throw new IllegalArgumentException(PROPERTY + ": no tier " + tier + " (the tiers are " + ALL + ")");
        }
    }

    @Override
    public FilterResult apply(TestDescriptor descriptor) {
        if (chosen.isEmpty()) return FilterResult.included("every tier runs");
        Optional<Class<?>> testClass = testClass(descriptor.getSource().orElse(null));
        if (testClass.isEmpty()) return FilterResult.included("not a class");
        String tier = tierOf(testClass.get());
        return chosen.contains(tier) ? FilterResult.included("tier " + tier) : FilterResult.excluded("tier " + tier + " not chosen");
    }

    /** The tier of a test class: its (or an enclosing class's) tier tag, else its package's, else unit. */
    public static String tierOf(Class<?> testClass) {
        for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
            for (Tag tag : c.getAnnotationsByType(Tag.class)) {
                if (ALL.contains(tag.value())) return tag.value();
            }
        }
        String name = testClass.getName();
        return BY_PACKAGE.entrySet().stream()
                .filter(e -> name.startsWith(e.getKey() + "."))
                .max(Comparator.comparingInt(e -> e.getKey().length()))
                .map(Map.Entry::getValue)
                .orElse(UNIT);
    }

    private static Optional<Class<?>> testClass(TestSource source) {
        if (source instanceof ClassSource c) return Optional.of(c.getJavaClass());
        if (source instanceof MethodSource m) return Optional.of(m.getJavaClass());
        return Optional.empty();
    }
}
