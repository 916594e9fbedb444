package arena.contest;

import arena.store.AccountStore;
import arena.store.db.tables.records.TeamRecord;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A class's roster imported from CSV (header {@code name,password}; the password may be empty). Every line
 * is checked first; with any bad line nothing is created. Passwords left empty are generated and handed
 * back once.
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

    private Roster() {}

    public static Result importCsv(AccountStore accounts, long contestId, String csv) {
        List<Problem> problems = new ArrayList<>();
        List<CSVRecord> records;
        try (CSVParser parser = CSVParser.parse(new StringReader(csv == null ? "" : csv.strip()),
                CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).setIgnoreSurroundingSpaces(true).setIgnoreEmptyLines(true).get())) {
            List<String> header = parser.getHeaderNames().stream().map(h -> h.toLowerCase(Locale.ROOT)).toList();
            if (!header.contains("name")) {
                return new Result(List.of(), List.of(new Problem(1, "the first line must be the header name,password")));
            }
            records = parser.getRecords();
        } catch (IOException | RuntimeException e) {
            return new Result(List.of(), List.of(new Problem(1, "this is not CSV: " + e.getMessage())));
        }
        if (records.isEmpty()) return new Result(List.of(), List.of(new Problem(2, "the roster has no team")));
        Set<String> seen = new HashSet<>();
        List<AccountStore.NewTeam> create = new ArrayList<>();
        List<Long> existing = new ArrayList<>();
        List<Imported> teams = new ArrayList<>();
        for (CSVRecord r : records) {
            long line = r.getRecordNumber() + 1;
            String name = value(r, "name");
            String password = value(r, "password");
            Optional<String> problem = Accounts.teamNameProblem(name);
            if (problem.isEmpty() && !seen.add(name.toLowerCase(Locale.ROOT))) problem = Optional.of("the team " + name + " appears twice");
            if (problem.isEmpty() && !password.isEmpty()) problem = Accounts.passwordProblem(password);
            Optional<TeamRecord> team = problem.isEmpty() ? accounts.teamByName(name) : Optional.empty();
            if (problem.isEmpty() && team.isPresent() && !password.isEmpty()) {
                problem = Optional.of("the team " + team.get().getName() + " exists: leave its password empty to enroll it as it is");
            }
            if (problem.isEmpty() && team.isPresent() && team.get().getHouseBot() != null) {
                problem = Optional.of(team.get().getName() + " is a house bot's name");
            }
            if (problem.isPresent()) {
                problems.add(new Problem(line, problem.get()));
                continue;
            }
            if (team.isPresent()) {
                existing.add(team.get().getId());
                teams.add(new Imported(team.get().getName(), null, false));
            } else {
                String generated = password.isEmpty() ? Accounts.randomSecret(12) : null;
                create.add(new AccountStore.NewTeam(name, Accounts.hash(generated != null ? generated : password)));
                teams.add(new Imported(name, generated, true));
            }
        }
        if (!problems.isEmpty()) return new Result(List.of(), problems);
        accounts.importRoster(contestId, create, existing);
        return new Result(teams, List.of());
    }

    private static String value(CSVRecord r, String column) {
        if (!r.isMapped(column) || !r.isSet(column)) return "";
        String v = r.get(column);
        return v == null ? "" : v.strip();
    }
}
