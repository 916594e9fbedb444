package arena.contest.accounts;

import arena.contest.base.Games;
import com.ibm.icu.text.SpoofChecker;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules for a new team's name. A name is a single token on the bot port and is read by people on
 * every page, so it must not pretend to be another: letters of one script only (no Cyrillic {@code а}
 * inside a Latin {@code alpha}), nothing invisible, and two names are the same name when they are equal
 * after Unicode NFKC normalisation and case folding ({@code ＡＬＰＨＡ}, {@code Alpha} and {@code alpha}
 * are one). A few names belong to the arena itself: {@code admin} and the like, and the names house bots
 * take ({@code <game>-<bot>}, numbered {@code <game>-<bot>-2}, ...). Teams created before these rules
 * are left as they are: the rules apply when a name is chosen.
 *
 * <p>Names that look alike are one name too (issue 40): their {@link #lookAlike} keys are Unicode TS #39 confusable
 * skeletons (ICU's SpoofChecker) of the names without their separators, so an all-Cyrillic {@code арех} is
 * {@code apex}, {@code Alpha.} is {@code alpha}, and {@code LOCM15-Random2} starts as the house bot {@code locm15-random}.
 */
public final class TeamNames {
    public static final int MIN = 2;
    public static final int MAX = 32;
    /** Letters, digits, '_', '-', '.', starting with a letter or digit: one token on the bot port. */
    private static final Pattern FORM = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}_.-]*");
    /** Names of the arena's own: the instructor's login and words a reader would take for the arena speaking. */
    static final Set<String> RESERVED = Set.of("admin", "administrator", "root", "system", "arena", "instructor",
            "moderator", "server", "house", "housebot", "house-bot", "null", "undefined", "anonymous");
    /**
     * Letters that draw nothing. Unicode classes the Hangul fillers as letters (Lo), so a pattern of
     * letters lets a name made of them through; the other default-ignorable code points are format
     * characters or marks, which {@link #FORM} already refuses.
     */
    private static final Set<Integer> INVISIBLE_LETTERS = Set.of(0x115F, 0x1160, 0x3164, 0xFFA0);
    /**
     * Scripts that one writing system mixes by nature (UTS #39, "highly restrictive" level, without
     * Latin): Japanese writes Han with Hiragana and Katakana, Korean Han with Hangul, Chinese Han with
     * Bopomofo. Any other mix of scripts is refused.
     */
    private static final List<Set<Character.UnicodeScript>> ONE_WRITING_SYSTEM = List.of(
            EnumSet.of(Character.UnicodeScript.HAN, Character.UnicodeScript.HIRAGANA, Character.UnicodeScript.KATAKANA),
            EnumSet.of(Character.UnicodeScript.HAN, Character.UnicodeScript.HANGUL),
            EnumSet.of(Character.UnicodeScript.HAN, Character.UnicodeScript.BOPOMOFO));

    /** What {@link #lookAlike} drops: the separators a name may hold, which a reader passes over. */
    private static final Pattern SEPARATORS = Pattern.compile("[._-]");
    /** Confusable skeletons only; ICU's checks are safe to call from many threads once the checker is built. */
    private static final SpoofChecker SKELETONS = new SpoofChecker.Builder().setChecks(SpoofChecker.CONFUSABLE).build();

    private final List<String> houseBotPrefixes;

    /** @param houseBotPrefixes the names house bots take ({@code vestrock-random}); numbered ones start with them */
    public TeamNames(Collection<String> houseBotPrefixes) {
        this.houseBotPrefixes = houseBotPrefixes.stream().map(TeamNames::key).toList();
    }

    /** The rules over the house bots of these games. */
    public static TeamNames of(Games games) {
        List<String> prefixes = new ArrayList<>();
        for (var g : games.all()) for (String bot : g.houseBots().keySet()) prefixes.add(g.name() + "-" + bot);
        return new TeamNames(prefixes);
    }

    /**
     * The name two names are compared by: NFKC, then case folding, then NFKC again (Unicode's
     * NFKC_Casefold, as near as Java comes: upper then lower case folds {@code ß} to {@code ss} and the
     * final sigma with the others).
     */
    public static String key(String name) {
        String n = Normalizer.normalize(name, Normalizer.Form.NFKC);
        n = n.toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
        return Normalizer.normalize(n, Normalizer.Form.NFKC);
    }

    /**
     * The key names are compared by for look-alikes: the confusable skeleton (Unicode TS #39) of the name's {@link #key}
     * without its separators ('.', '-', '_'). Two names with one look-alike key would be taken for each other on a page.
     */
    public static String lookAlike(String name) {
        // the skeleton keeps case (a zero becomes a capital O): folded again after it
        return key(SKELETONS.getSkeleton(SEPARATORS.matcher(key(name)).replaceAll("")));
    }

    /** Why a name cannot be a new team's, or empty if it can. House bots' names skip the reserved check. */
    public Optional<String> problem(String name, boolean houseBot) {
        Optional<String> form = formProblem(name);
        if (form.isPresent() || houseBot) return form;
        String alike = lookAlike(name);
        for (String reserved : RESERVED) {
            if (lookAlike(reserved).equals(alike)) return Optional.of("the name " + name + " is reserved for the arena");
        }
        for (String prefix : houseBotPrefixes) {
            // the bot's name or its numbered copies in any case, separators and look-alike letters: LOCM15-Random2 reads as locm15-random's second
            String bot = lookAlike(prefix);
            if (alike.startsWith(bot) && alike.substring(bot.length()).chars().allMatch(Character::isDigit))
                return Optional.of("names starting with " + prefix + " are kept for the arena's house bots");
        }
        return Optional.empty();
    }

    /** The rules of form alone: length, characters, one script. */
    public static Optional<String> formProblem(String name) {
        if (name == null || name.isBlank()) return Optional.of("the team name is empty");
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            if (Character.isISOControl(cp) || Character.getType(cp) == Character.FORMAT || INVISIBLE_LETTERS.contains(cp)
                    || Character.isIdentifierIgnorable(cp)) {
                return Optional.of(String.format(Locale.ROOT,
                        "a team name cannot hold invisible or control characters (U+%04X at character %d)", cp, name.codePointCount(0, i) + 1));
            }
            i += Character.charCount(cp);
        }
        if (name.length() < MIN || name.length() > MAX) return Optional.of("a team name has " + MIN + " to " + MAX + " characters");
        if (!FORM.matcher(name).matches())
            return Optional.of("a team name has only letters, digits, '_', '-' and '.', and starts with a letter or digit");
        Set<Character.UnicodeScript> scripts = EnumSet.noneOf(Character.UnicodeScript.class);
        name.codePoints().filter(Character::isLetter).forEach(cp -> {
            Character.UnicodeScript s = Character.UnicodeScript.of(cp);
            if (s != Character.UnicodeScript.COMMON && s != Character.UnicodeScript.INHERITED) scripts.add(s);
        });
        if (scripts.size() > 1 && ONE_WRITING_SYSTEM.stream().noneMatch(w -> w.containsAll(scripts))) {
            List<String> names = scripts.stream().map(s -> s.name().charAt(0) + s.name().substring(1).toLowerCase(Locale.ROOT)).toList();
            return Optional.of("a team name has letters of one script only; this one mixes " + String.join(" and ", names));
        }
        return Optional.empty();
    }

    /** The existing name that a new name would be taken for (equal {@link #lookAlike} keys), if there is one. */
    public static Optional<String> clash(String name, Collection<String> existing) {
        String alike = lookAlike(name);
        for (String n : existing) if (lookAlike(n).equals(alike)) return Optional.of(n);
        return Optional.empty();
    }

    /**
     * Names by their {@link #lookAlike} keys (the first of several alike, for teams that predate the rules), to look many
     * names up at once.
     */
    public static java.util.Map<String, String> byKey(Collection<String> names) {
        java.util.Map<String, String> map = new java.util.HashMap<>();
        for (String n : names) map.putIfAbsent(lookAlike(n), n);
        return map;
    }
}
