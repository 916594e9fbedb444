package arena.contest.accounts;

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

    /**
     * A team of the roster: its name, the password generated for it (null if given or kept), whether it is new. In a
     * roster of students (issue 42) a student: its name, its one-time password (null for a student who had an account),
     * whether it is new, and its team.
     */
    public record Imported(String name, String generatedPassword, boolean created, String team) {
        public Imported(String name, String generatedPassword, boolean created) {
            this(name, generatedPassword, created, null);
        }
    }

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

    /**
     * Imports a roster: of teams (header {@code name,password}), or of students (header {@code student,team,email},
     * issue 42), whose teams are made as needed, each team bounded by {@code maxMembers}.
     */
    public Result importCsv(long contestId, String csv, int maxMembers) {
        String text = csv == null ? "" : csv.startsWith("\uFEFF") ? csv.substring(1) : csv;
        int end = text.indexOf('\n');
        String header = (end < 0 ? text : text.substring(0, end)).toLowerCase(Locale.ROOT);
        if (header.strip().startsWith("student")) return new StudentLines(contestId, maxMembers).importCsv(text);
        return importCsv(contestId, csv);
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

    /**
     * A roster of students (issue 42): {@code student,team,email}, the email optional. Checked whole first as a roster of
     * teams is; then the new students' one-time passwords are made (handed back once, as a team roster's generated ones),
     * and everything is stored in one transaction: new students, new teams (their bot password random and not shown: a
     * member sets one on its page), every team enrolled, every student placed (moved out of another team of the contest).
     */
    private final class StudentLines {
        private static final String STUDENT_HEADER = "the first line must be the header student,team,email (email may be left out)";
        private final long contestId;
        private final int maxMembers;

        StudentLines(long contestId, int maxMembers) {
            this.contestId = contestId;
            this.maxMembers = maxMembers;
        }

        private record StudentLine(long number, String student, String team, String email, boolean newStudent, boolean newTeam) {}

        Result importCsv(String text) {
            List<Problem> problems = new ArrayList<>();
            List<StudentLine> lines = new ArrayList<>();
            CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(separator(text)).setIgnoreSurroundingSpaces(true)
                    .setIgnoreEmptyLines(true).setTrim(true).get();
            Map<String, AccountStore.TeamSummary> teamsByName = new HashMap<>();
            Map<String, AccountStore.TeamSummary> teamsByKey = new HashMap<>();
            for (AccountStore.TeamSummary t : store.teamSummaries()) {
                teamsByName.put(t.name().toLowerCase(Locale.ROOT), t);
                teamsByKey.putIfAbsent(TeamNames.lookAlike(t.name()), t);
            }
            Map<String, Long> studentLine = new HashMap<>();
            Map<String, Integer> perTeam = new HashMap<>();
            try (CSVParser parser = CSVParser.parse(new StringReader(text), format)) {
                int studentColumn = -1, teamColumn = -1, emailColumn = -1;
                for (CSVRecord r : parser) {
                    long line = parser.getCurrentLineNumber();
                    if (studentColumn < 0) {
                        List<String> header = r.toList().stream().map(h -> h.strip().toLowerCase(Locale.ROOT)).toList();
                        studentColumn = header.indexOf("student");
                        teamColumn = header.indexOf("team");
                        emailColumn = header.indexOf("email");
                        if (studentColumn < 0 || teamColumn < 0 || header.stream().anyMatch(h -> !List.of("student", "team", "email").contains(h))) {
                            return new Result(List.of(), List.of(new Problem(line, STUDENT_HEADER)));
                        }
                        continue;
                    }
                    String student = field(r, studentColumn), team = field(r, teamColumn), email = field(r, emailColumn);
                    Optional<String> problem = TeamNames.formProblem(student).map(p -> p.replace("team name", "student's name"));
                    AccountStore.TeamSummary existingTeam = teamsByName.get(team.toLowerCase(Locale.ROOT));
                    if (problem.isEmpty() && existingTeam == null) {
                        problem = accounts.teamNameProblem(team).or(() -> Optional.ofNullable(teamsByKey.get(TeamNames.lookAlike(team)))
                                .map(alike -> Accounts.taken(team, alike.name())));
                    }
                    if (problem.isEmpty() && existingTeam != null && existingTeam.houseBot() != null) problem = Optional.of(team + " is a house bot's name");
                    if (problem.isEmpty() && !email.isEmpty() && !email.matches("[^\\s@]{1,64}@[^\\s@]{1,189}")) problem = Optional.of("this is not an email address: " + email);
                    Long first = problem.isEmpty() ? studentLine.putIfAbsent(student.toLowerCase(Locale.ROOT), line) : null;
                    if (first != null) problem = Optional.of("the student " + student + " is already on line " + first);
                    if (problem.isEmpty() && perTeam.merge(team.toLowerCase(Locale.ROOT), 1, Integer::sum) > maxMembers)
                        problem = Optional.of("team " + team + " would have more than " + maxMembers + " members, the contest's bound");
                    if (problem.isPresent()) {
                        problems.add(new Problem(line, problem.get()));
                        continue;
                    }
                    boolean newStudent = store.students().byName(student).isEmpty();
                    lines.add(new StudentLine(line, student, existingTeam != null ? existingTeam.name() : team, email, newStudent, existingTeam == null));
                }
                if (studentColumn < 0) problems.add(new Problem(1, STUDENT_HEADER));
            } catch (IOException | UncheckedIOException | IllegalStateException e) {
                problems.add(new Problem(1, "this is not CSV: " + e.getMessage()));
            }
            if (!problems.isEmpty()) return new Result(List.of(), problems);
            if (lines.isEmpty()) return new Result(List.of(), List.of(new Problem(2, "the roster has no student")));

            List<Imported> imported = new ArrayList<>();
            List<arena.store.StudentStore.NewStudent> newStudents = new ArrayList<>();
            for (StudentLine l : lines) {
                String password = l.newStudent() ? Accounts.randomSecret(12) : null;
                if (password != null) newStudents.add(new arena.store.StudentStore.NewStudent(l.student(), Accounts.hashGenerated(password), l.email().isEmpty() ? null : l.email()));
                imported.add(new Imported(l.student(), password, l.newStudent(), l.team()));
            }
            List<AccountStore.NewTeam> newTeams = lines.stream().filter(StudentLine::newTeam).map(StudentLine::team).distinct()
                    .map(t -> new AccountStore.NewTeam(t, Accounts.hashGenerated(Accounts.randomSecret(12)))).toList();
            List<arena.store.StudentStore.Placement> placements = lines.stream()
                    .map(l -> new arena.store.StudentStore.Placement(l.student(), l.team())).toList();
            List<Problem> late = accounts.whileCreating(() -> {
                Map<String, String> names = TeamNames.byKey(store.teamNames());
                List<Problem> taken = new ArrayList<>();
                for (AccountStore.NewTeam t : newTeams) {
                    String e = names.get(TeamNames.lookAlike(t.name()));
                    if (e != null) taken.add(new Problem(lines.stream().filter(l -> l.team().equals(t.name())).findFirst().orElseThrow().number(), Accounts.taken(t.name(), e)));
                }
                if (!taken.isEmpty()) return taken;
                String full = store.students().importRoster(contestId, newStudents, newTeams, placements, maxMembers);
                return full == null ? List.<Problem>of() : List.of(new Problem(2, full));
            });
            if (!late.isEmpty()) return new Result(List.of(), late);
            return new Result(imported, List.of());
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
