package arena.contest;

import arena.store.AccountStore;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A class's roster imported from CSV (header {@code name,password}; the password may be empty). The whole
 * file is checked first, every line, with no password hashed: with any bad line nothing is created and
 * every bad line is reported by its number. Only a file that is all good has its passwords hashed, in
 * parallel on a bounded pool, and is then stored in one transaction. Passwords left empty are generated
 * and handed back once. Chosen passwords are hashed at a low cost that the team's first login raises
 * (see {@link Accounts#ROSTER_COST}): at the normal cost 500 of them took 20 to 40 s here.
 *
 * <p>The CSV is read as spreadsheets write it: a UTF-8 byte order mark before the header, {@code \r\n}
 * line ends, {@code ;} as the separator (locales whose decimal mark is a comma), quoted fields.
 */
public final class Roster {

    /** A bad line: its number in the file (the header is line 1) and why. */
    public record Problem(long line, String reason) {}

    /** A team of the roster: its name, the password generated for it (null if given or kept), whether it is new. */
    public record Imported(String name, String generatedPassword, boolean created) {}

    /** The outcome: the teams, or the problems (and then nothing was created). */
    public record Result(List<Imported> teams, List<Problem> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /** A line that passed every check: a team to create (with the password given, or none) or one to enroll. */
    private record Line(long number, String name, String password, Long existingId) {}

    private static final String HEADER = "the first line must be the header name,password (separated by ',' or ';')";

    private final Accounts accounts;
    private final AccountStore store;

    public Roster(Accounts accounts, AccountStore store) {
        this.accounts = accounts;
        this.store = store;
    }

    public Result importCsv(long contestId, String csv) {
        List<Problem> problems = new ArrayList<>();
        List<Line> lines = check(csv == null ? "" : csv, problems);
        if (!problems.isEmpty()) return new Result(List.of(), problems);
        if (lines.isEmpty()) return new Result(List.of(), List.of(new Problem(2, "the roster has no team")));

        // Only now, with every line good, are passwords hashed: a bad file costs no bcrypt at all.
        List<Imported> teams = new ArrayList<>();
        List<Callable<String>> hashes = new ArrayList<>();
        List<Line> created = new ArrayList<>();
        for (Line l : lines) {
            if (l.existingId() != null) {
                teams.add(new Imported(l.name(), null, false));
                continue;
            }
            String generated = l.password().isEmpty() ? Accounts.randomSecret(12) : null;
            hashes.add(generated != null ? () -> Accounts.hashGenerated(generated) : () -> Accounts.hashForRoster(l.password()));
            created.add(l);
            teams.add(new Imported(l.name(), generated, true));
        }
        List<String> hashed = hashAll(hashes);

        List<AccountStore.NewTeam> create = new ArrayList<>();
        for (int i = 0; i < created.size(); i++) create.add(new AccountStore.NewTeam(created.get(i).name(), hashed.get(i)));
        List<Long> existing = lines.stream().map(Line::existingId).filter(id -> id != null).toList();
        // The names were free when checked; hashing took a while, so look again while no other team is made.
        List<Problem> late = accounts.whileCreating(() -> {
            Map<String, String> names = TeamNames.byKey(store.teamNames());
            List<Problem> taken = new ArrayList<>();
            for (Line l : created) {
                String e = names.get(TeamNames.lookAlike(l.name()));
                if (e != null) taken.add(new Problem(l.number(), Accounts.taken(l.name(), e)));
            }
            if (taken.isEmpty()) store.importRoster(contestId, create, existing);
            return taken;
        });
        if (!late.isEmpty()) return new Result(List.of(), late);
        return new Result(teams, List.of());
    }

    /** Reads and checks every line; problems go to {@code problems}, the good lines are returned. */
    private List<Line> check(String csv, List<Problem> problems) {
        String text = csv.startsWith("\uFEFF") ? csv.substring(1) : csv;
        char separator = separator(text);
        CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(separator).setIgnoreSurroundingSpaces(true)
                .setIgnoreEmptyLines(true).setTrim(true).get();
        List<Line> lines = new ArrayList<>();
        Map<String, Long> firstLineOfKey = new HashMap<>();
        Map<String, AccountStore.TeamSummary> existingByKey = new HashMap<>();
        Map<String, AccountStore.TeamSummary> existingByName = new HashMap<>();
        for (AccountStore.TeamSummary t : store.teamSummaries()) {
            existingByKey.putIfAbsent(TeamNames.lookAlike(t.name()), t);
            existingByName.put(t.name().toLowerCase(Locale.ROOT), t);
        }
        try (CSVParser parser = CSVParser.parse(new StringReader(text), format)) {
            Iterator<CSVRecord> records = parser.iterator();
            int nameColumn = -1;
            int passwordColumn = -1;
            int columns = 0;
            while (true) {
                CSVRecord r;
                try {
                    if (!records.hasNext()) break;
                    r = records.next();
                } catch (UncheckedIOException | IllegalStateException e) {
                    long at = Math.max(1, parser.getCurrentLineNumber());
                    String why = e.getCause() != null && e.getCause().getMessage() != null ? e.getCause().getMessage() : e.getMessage();
                    problems.add(new Problem(at, "this line is not CSV (" + why.replaceAll(" at line: \\d+, position: \\d+", "")
                            + "); the lines after it were not read"));
                    break;
                }
                // The parser has read the record's last line: for a one-line record, its own line.
                long line = parser.getCurrentLineNumber();
                if (nameColumn < 0) {
                    List<String> header = r.toList().stream().map(h -> h.strip().toLowerCase(Locale.ROOT)).toList();
                    nameColumn = header.indexOf("name");
                    passwordColumn = header.indexOf("password");
                    columns = header.size();
                    List<String> unknown = header.stream().filter(h -> !h.equals("name") && !h.equals("password")).toList();
                    if (nameColumn < 0 || !unknown.isEmpty() || header.stream().distinct().count() != header.size()) {
                        problems.add(new Problem(line, HEADER + (nameColumn >= 0 && !unknown.isEmpty()
                                ? "; unknown column " + String.join(", ", unknown) : "")));
                        return List.of();
                    }
                    continue;
                }
                if (r.size() > columns) {
                    problems.add(new Problem(line, "this line has " + r.size() + " fields, the header " + columns
                            + ": quote a field that holds '" + separator + "'"));
                    continue;
                }
                String name = field(r, nameColumn);
                String password = field(r, passwordColumn);
                Optional<String> problem = lineProblem(name, password, line, firstLineOfKey, existingByKey, existingByName);
                if (problem.isPresent()) {
                    problems.add(new Problem(line, problem.get()));
                    continue;
                }
                AccountStore.TeamSummary existing = existingByName.get(name.toLowerCase(Locale.ROOT));
                lines.add(new Line(line, existing != null ? existing.name() : name, password, existing != null ? existing.id() : null));
            }
            if (nameColumn < 0) problems.add(new Problem(1, HEADER));
        } catch (IOException e) {
            problems.add(new Problem(1, "this is not CSV: " + e.getMessage()));
        }
        return lines;
    }

    private Optional<String> lineProblem(String name, String password, long line, Map<String, Long> firstLineOfKey,
                                         Map<String, AccountStore.TeamSummary> existingByKey,
                                         Map<String, AccountStore.TeamSummary> existingByName) {
        if (name.isEmpty()) return Optional.of("the team name is empty");
        AccountStore.TeamSummary existing = existingByName.get(name.toLowerCase(Locale.ROOT));
        // An existing team is enrolled as it is, even if its name predates today's rules for new names.
        Optional<String> problem = existing != null ? Optional.empty() : accounts.teamNameProblem(name);
        if (problem.isPresent()) return problem;
        Long first = firstLineOfKey.putIfAbsent(TeamNames.lookAlike(name), line);
        if (first != null) return Optional.of("the team " + name + " is already on line " + first);
        if (existing == null) {
            AccountStore.TeamSummary alike = existingByKey.get(TeamNames.lookAlike(name));
            if (alike != null) return Optional.of(Accounts.taken(name, alike.name()));
            return password.isEmpty() ? Optional.empty() : Accounts.passwordProblem(password);
        }
        if (!password.isEmpty()) return Optional.of("the team " + existing.name() + " exists: leave its password empty to enroll it as it is");
        if (existing.houseBot() != null) return Optional.of(existing.name() + " is a house bot's name");
        return Optional.empty();
    }

    /**
     * The separator, read from the header line: {@code ;} when it holds a {@code ;} and no {@code ,}
     * (spreadsheets in locales that write 1,5 for one and a half), else {@code ,}.
     */
    private static char separator(String text) {
        int end = text.indexOf('\n');
        String header = end < 0 ? text : text.substring(0, end);
        return header.indexOf(';') >= 0 && header.indexOf(',') < 0 ? ';' : ',';
    }

    private static String field(CSVRecord r, int column) {
        if (column < 0 || column >= r.size()) return "";
        String v = r.get(column);
        return v == null ? "" : v.strip();
    }

    /**
     * Runs the hashes on the bounded pool and waits for them all. bcrypt is pure CPU work: more threads
     * than cores would only queue, and a bounded pool keeps two rosters imported at once from taking
     * more than the machine's cores between them.
     */
    private static List<String> hashAll(List<Callable<String>> hashes) {
        try {
            List<String> out = new ArrayList<>(hashes.size());
            for (Future<String> f : Hashing.POOL.invokeAll(hashes)) out.add(f.get());
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the roster import was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("hashing a password failed", e.getCause());
        }
    }

    /** The pool, made on first use: one thread per core, daemons at low priority. */
    private static final class Hashing {
        static final int THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());
        static final ExecutorService POOL = Executors.newFixedThreadPool(THREADS, r -> {
            Thread t = new Thread(r, "roster-hashing");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
    }
}
